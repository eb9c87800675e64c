import { connect } from 'node:net';

// The fault tests' hands on the system (resilience/support/global-setup.mjs's control endpoint):
// take a service or Postgres down, and bring it back. Plus the state waits that follow.

export type ServiceName = 'catalog' | 'content' | 'auth';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const url = process.env.BYP_RES_CONTROL_URL;
  if (!url) throw new Error('BYP_RES_CONTROL_URL is not set: run through resilience/jest.config.js');
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-control-token': process.env.BYP_RES_CONTROL_TOKEN ?? '' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`control ${method} ${path}: ${res.status} ${answer.error}`);
  return answer;
}

/**
 * Sends `signal` to the service and keeps it down (no restart) until startService; resolves once
 * it exited, or once the signal is sent with `wait: false`.
 */
export const stopService = (name: ServiceName, signal: NodeJS.Signals, { wait = true } = {}) =>
  control<{ pid: number; how: string }>('POST', `/services/${name}/stop`, { signal, wait });

/** Lets the supervisor start the service again now (it answers before the service is up). */
export const startService = (name: ServiceName) => control('POST', `/services/${name}/start`);

/** Postgres's fast shutdown (SIGINT): open connections are cut, new ones refused. */
export const stopPostgres = () => control('POST', '/postgres/stop');
/** Postgres again on the same data; resolves once it accepts connections. */
export const startPostgres = () => control('POST', '/postgres/start');

/** Each service's process id now (null while it is not running). */
export const servicePids = async () =>
  (await control<{ services: Record<ServiceName, number | null> }>('GET', '/status')).services;

/** The service's own address (not through the gateway). */
export function serviceUrl(name: ServiceName): string {
  const url = process.env[`BYP_E2E_${name.toUpperCase()}_URL`];
  if (!url) throw new Error(`BYP_E2E_${name.toUpperCase()}_URL is not set`);
  return url;
}

/** The status GET url answers now, or undefined when nothing answers within a second. */
export async function statusOf(url: string, init: RequestInit = {}): Promise<number | undefined> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

/**
 * Whether something listens at the url's host and port: true when a connection is accepted,
 * false when it is refused, undefined when neither happens within 2 s (a busy machine).
 */
export function listening(url: string): Promise<boolean | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (value: boolean | undefined) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(undefined));
    socket.once('connect', () => done(true));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' ? false : undefined),
    );
  });
}

/**
 * Polls `check` (every 50 ms) until it returns true; rejects after `timeoutMs` naming `what`.
 * Resolves with the time it took.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
