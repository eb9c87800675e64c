import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@byp/contracts';

/** Deeper JSON than this is refused before parsing: our bodies nest 3 levels; recursion elsewhere would overflow. */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = 'JSON nested too deeply';
export const JSON_ONLY = 'Unsupported media type: send JSON (Content-Type: application/json)';
export const JSON_MEDIA_TYPES = ['application/json', 'application/*+json'];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/** Deepest nesting of arrays and objects in a JSON text; strings are skipped. One pass, no recursion. */
export function jsonDepth(raw: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN.has(byte)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (CLOSE.has(byte)) {
      depth--;
    }
  }
  return deepest;
}

/** body-parser's `verify` hook: a too-deep body becomes a 400 before JSON.parse builds it. */
export function rejectDeepJson(_req: IncomingMessage, _res: ServerResponse, raw: Buffer): void {
  if (jsonDepth(raw) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error(JSON_TOO_DEEP), { status: 400, type: 'entity.too.deep' });
  }
}

/**
 * The APIs speak JSON only: a request that carries a body of another type (form-encoded, text,
 * multipart) is a 415, never parsed into fields some other way. Bodiless requests pass.
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || length > 0;
  if (!hasBody || req.is(JSON_MEDIA_TYPES)) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.status(415).json({ statusCode: 415, error: JSON_ONLY } satisfies ApiErrorBody);
}
