import type { Request } from 'express';
import { PHOTO_ERRORS } from '@byp/contracts';
import { PhotoRefused } from './photo-pipeline';

/**
 * The raw body of an upload, refused as soon as it passes `max` bytes: a declared length over it
 * is refused before a byte is read, and a body sent without one (chunked) is read only up to the
 * limit, so a 50 MB upload never sits in memory: the rest is discarded as it arrives (closing
 * the connection instead would reset it, and the client could lose the 413). The gateway in
 * front refuses such a body itself.
 */
export function readCappedBody(req: Request, max: number): Promise<Buffer> {
  const tooLarge = () => new PhotoRefused(PHOTO_ERRORS.tooLarge, 413);
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      if (length <= max) resolve(Buffer.concat(chunks, length));
    });
    req.once('error', reject);
    // A client that goes away mid-upload: nothing to answer, but the handler must not wait forever.
    req.once('close', () => {
      if (!req.complete) reject(new PhotoRefused(PHOTO_ERRORS.unreadable));
    });
  });
}
