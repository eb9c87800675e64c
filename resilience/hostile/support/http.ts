import http from 'node:http';
import { isApiErrorBody } from '@byp/contracts';
import { baseUrl } from '../../../e2e/support/browser';

/** What came back, read in full. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface RawRequest {
  method: string;
  /** Path and query as they go on the wire (already encoded, or deliberately not). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A loopback source address; by default each request gets one of its own (visitorAddress). */
  from?: string;
}

/** A request that is not answered within this long is a hang, which the suite counts as a failure. */
const ANSWER_TIMEOUT_MS = 20_000;

let visitors = 0;

/**
 * A loopback source address of its own for each generated request (127.77.0.0/16, which no other
 * suite uses): every visitor's writes count against their own address's rate limits (30 public
 * writes an hour by default) and login brake, as they would for strangers on the internet, so a
 * generated run is neither all 429 nor able to lock 127.0.0.1 (which the other suites log in from)
 * out of the admin login.
 */
export function visitorAddress(): string {
  const n = visitors++;
  return `127.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** One request through the gateway, on a fresh connection from the given (or a new) address. */
export function send(request: RawRequest): Promise<Answer> {
  const url = new URL(baseUrl());
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method: request.method,
        path: request.path,
        localAddress: request.from ?? visitorAddress(),
        agent: false,
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(ANSWER_TIMEOUT_MS, () =>
      req.destroy(new Error(`${request.method} ${request.path}: no answer within ${ANSWER_TIMEOUT_MS} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON body, sent as JSON (none when `value` is undefined). */
export function sendJson(
  method: string,
  path: string,
  value?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send({
    method,
    path,
    headers: { ...(value !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: value !== undefined ? JSON.stringify(value) : undefined,
  });
}

const short = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/**
 * The properties every answer keeps, whatever was sent: never a 5xx, and every 4xx in the one
 * error shape of design.md ({ statusCode, error, details? } as JSON, statusCode the answer's).
 * Throws with what was sent and what came back.
 */
export function expectWellFormedAnswer(answer: Answer, sent: string, { api = true } = {}): void {
  const what = () => `${sent}\n→ ${answer.status} ${short(answer.text)}`;
  if (answer.status >= 500 || answer.status < 100) throw new Error(`server error: ${what()}`);
  if (answer.status < 400 || !api) return;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) throw new Error(`4xx not JSON (${type}): ${what()}`);
  const body = answer.json;
  if (!isApiErrorBody(body) || body.statusCode !== answer.status || body.error.trim() === '')
    throw new Error(`4xx not in the error shape: ${what()}`);
  if (body.details !== undefined) {
    const ok =
      Array.isArray(body.details) &&
      body.details.every(
        (d) =>
          typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string',
      );
    if (!ok) throw new Error(`4xx details not [{ path, message }]: ${what()}`);
  }
}

/**
 * The path the gateway routes by: nginx decodes the escapes in a path and resolves its dot
 * segments first, so `/api/posts/by-slug/..%2F..%2F..%2Fetc` is the page /etc (whose 404 is the
 * site's HTML page, rightly), not an API request.
 */
export function routedPath(path: string): string {
  const bare = path.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare.replace(/%2f/gi, '/').replace(/%2e/gi, '.');
  }
  return new URL(decoded, 'http://gateway').pathname;
}

/** What a request was, for a failure message (the body cut short; lone surrogates shown escaped). */
export function describeRequest(request: RawRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` ${short(typeof request.body === 'string' ? JSON.stringify(request.body) : `<${request.body.length} bytes>`)}`;
  const type = request.headers?.['content-type'];
  return `${request.method} ${short(request.path)}${type !== undefined ? ` [${type}]` : ''}${body}`;
}
