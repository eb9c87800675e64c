// One request through the gateway, as the load sends it, and what came of it: the status and
// body, or how it failed without an answer. Every request is bounded (REQUEST_TIMEOUT_MS).

/** No request waits longer; one that does is counted as a `timeout`, never left hanging. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Which piece answers a request: the faults take one down and the others must keep answering. */
export type Piece = 'catalog' | 'content' | 'auth' | 'page';

export interface Outcome {
  /** What was asked, e.g. `read:businesses`, `write:business`, `admin:approve-post`. */
  kind: string;
  piece: Piece;
  method: string;
  path: string;
  /** The answer's status; undefined when no answer came (see `failure`). */
  status?: number;
  /** Why no answer came: `timeout`, or the socket error's code (ECONNRESET, ...). */
  failure?: string;
  /** ms since the epoch (Date.now() clock) when the request left and when its answer was read. */
  start: number;
  end: number;
  contentType: string;
  /** The parsed JSON answer, if it was JSON. */
  json?: unknown;
  /** For an error answer: whether its body is the error shape { statusCode, error, details? }. */
  errorShape?: boolean;
}

export interface RequestSpec {
  kind: string;
  piece: Piece;
  method?: string;
  path: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** The gateway's address (the global setup's BYP_E2E_URL). */
export function gatewayUrl(): string {
  const url = process.env.BYP_E2E_URL;
  if (!url) throw new Error('BYP_E2E_URL is not set: run through resilience/jest.config.js');
  return url;
}

function failureOf(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  return e?.cause?.code ?? e?.cause?.name ?? e?.name ?? 'error';
}

/** The design's error shape: { statusCode: <the status>, error: string, details?: [...] }. */
export function isErrorShape(status: number, json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const body = json as { statusCode?: unknown; error?: unknown; details?: unknown };
  return (
    body.statusCode === status &&
    typeof body.error === 'string' &&
    (body.details === undefined || Array.isArray(body.details))
  );
}

export async function send(spec: RequestSpec, base = gatewayUrl()): Promise<Outcome> {
  const method = spec.method ?? (spec.body === undefined ? 'GET' : 'POST');
  const start = Date.now();
  const outcome: Outcome = {
    kind: spec.kind,
    piece: spec.piece,
    method,
    path: spec.path,
    start,
    end: start,
    contentType: '',
  };
  try {
    const res = await fetch(`${base}${spec.path}`, {
      method,
      redirect: 'manual',
      headers: {
        accept: spec.piece === 'page' ? 'text/html' : 'application/json',
        ...(spec.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
        ...spec.headers,
      },
      body: spec.body !== undefined ? JSON.stringify(spec.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    outcome.status = res.status;
    outcome.contentType = res.headers.get('content-type') ?? '';
    if (outcome.contentType.includes('json')) {
      try {
        outcome.json = JSON.parse(text);
      } catch {
        outcome.json = undefined;
      }
    }
    if (res.status >= 400) outcome.errorShape = isErrorShape(res.status, outcome.json);
  } catch (error) {
    outcome.failure = failureOf(error);
  }
  outcome.end = Date.now();
  return outcome;
}

export const ok = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;

let uncached = 0;
/**
 * A list read no one has sent before (its own search term), so that the gateway's micro-cache
 * cannot answer it: only the service can. For checks that a service answers (again).
 */
export const uncachedRead = (piece: 'catalog' | 'content'): RequestSpec => ({
  kind: 'probe',
  piece,
  path: `${piece === 'catalog' ? '/api/businesses' : '/api/posts'}?q=probe-${Date.now()}-${(uncached += 1)}`,
});

/** A write or an admin request: never from the micro-cache. */
export const uncacheable = (o: Outcome) => o.kind.startsWith('write:') || o.kind.startsWith('admin:');
