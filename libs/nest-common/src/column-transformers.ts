import type { ValueTransformer } from 'typeorm';

/** pg returns numeric columns as strings; the API promises numbers. */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};
