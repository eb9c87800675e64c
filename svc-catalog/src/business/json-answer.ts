import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
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
const brotliAsync = promisify(brotliCompress);

/** Brotli quality 5: about gzip's speed, smaller; once per kept copy, so no need for more. */
const BROTLI_OPTIONS = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
};

/**
 * `headers`: what the answer says besides its body (a list's X-Total-Count), so that an answer
 * whose body stays the same but whose headers change gets a new ETag, never a 304 to the old one.
 */
export function serializeJson(value: unknown, headers?: string): JsonAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  // Express's own ETag module, weak as Express makes them: every replica's answer and a 304 agree.
  const tagged = headers === undefined ? body : Buffer.concat([body, Buffer.from(`\n${headers}`, 'utf8')]);
  return { body, etag: etag(tagged, { weak: true }) };
}

/**
 * Sends a serialized answer with its ETag (304 to a matching If-None-Match), brotli-compressed for
 * a client that accepts br, else gzipped for one that accepts gzip. The gateway asks for br or
 * gzip on the reads it keeps (snippets/maps.conf, $api_upstream_accept_encoding) and keeps these
 * bytes, so a list is compressed once per kept copy, never per request
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
  const encoding = res.req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(await brotliAsync(answer.body, BROTLI_OPTIONS));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(await gzipAsync(answer.body));
  } else {
    res.send(answer.body);
  }
}
