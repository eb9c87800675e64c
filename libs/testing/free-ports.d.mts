export function freePorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>>;
export function freePort(): Promise<number>;
