import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Response } from 'express';
import etag from 'etag';

/** A public answer serialized once: its UTF-8 bytes and their ETag (Express's weak format). */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

/** Below this, gzip saves too little to be worth it (the gateway's gzip_min_length). */
const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

export function serializeJson(value: unknown): JsonAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  // Express's own ETag module, weak as Express makes them: every replica's answer and a 304 agree.
  return { body, etag: etag(body, { weak: true }) };
}

/**
 * Sends a serialized answer with its ETag (304 to a matching If-None-Match), gzipped for a client
 * that accepts gzip. The gateway asks for gzip on the reads it keeps (snippets/api-route.conf)
 * and keeps these bytes, so a list is compressed once per kept copy, never per request
 * (docs/architecture.md, "Caching"). The route's Cache-Control (@PublicCache) is set before the
 * handler runs.
 */
export async function sendJson(res: Response, answer: JsonAnswer): Promise<void> {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  if (answer.body.length < GZIP_MIN_BYTES) {
    res.send(answer.body);
    return;
  }
  res.vary('Accept-Encoding');
  if (res.req.fresh) {
    res.status(304).end();
    return;
  }
  if (!res.req.acceptsEncodings('gzip')) {
    res.send(answer.body);
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.send(await gzipAsync(answer.body));
}
