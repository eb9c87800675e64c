/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, cut off,
 * or no connection within the pool's timeout) rather than a fault of the request or of the code.
 * Such an error is a 503 (ApiExceptionFilter): the client may try again shortly, and nothing was
 * written. Looks through TypeORM's wrapper (driverError), `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // TypeORM's query runner whose connection broke (an 'error' event: the server cut it) before
  // its next query; only a lost connection releases a runner the code still holds (a transaction's
  // runner is released only after its callback). The second is the same met by a raw query
  // (`manager.query`, e.g. a SELECT ... FOR UPDATE in a transaction).
  const name = (error as { name?: unknown }).name;
  if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError')
    return true;
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))
  )
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * Socket errors, and Postgres's SQLSTATEs for a server that is going away or not there yet:
 * class 08 (connection exception, matched by prefix), 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres's own errors for a connection that broke or never came (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
];
