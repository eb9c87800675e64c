// Issue 26's bench rows: the upload and re-encoding of a 12-megapixel phone photo through the
// gateway, and the bytes a card's photo costs a visitor. Imported by bench.mjs after bootstrap().
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

import { REPO_ROOT } from './lib/bootstrap.mjs';
import { adminToken } from './bench-system.mjs';

const UPLOADS = 3;

/** A 4000 × 3000 JPEG like a phone's: the test photo enlarged, with sensor-like noise (~4.5 MB). */
async function twelveMegapixelPhoto() {
  const size = { width: 4000, height: 3000 };
  const noise = await sharp({
    create: { ...size, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return sharp(readFileSync(join(REPO_ROOT, 'libs/testing/fixtures/photos/phone.jpg')))
    .resize(size.width, size.height)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' } })
    .toBuffer();
}

async function upload(url, bytes) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/businesses/photos?draft=${randomUUID()}`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg' },
    body: bytes,
  });
  const answer = await res.json();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(answer)}`);
  return { ms: performance.now() - t0, url: answer.url };
}

/** The bytes the gateway sends for one file, as a browser asking for it (gzip and br accepted). */
async function servedBytes(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

export async function photoFigures({ system, log, record }) {
  const photo = await twelveMegapixelPhoto();
  log(`photos: ${(photo.length / 2 ** 20).toFixed(1)} MB test photo, ${UPLOADS} uploads`);
  const times = [];
  let reference;
  for (let i = 0; i < UPLOADS; i++) {
    const done = await upload(system.url, photo);
    times.push(done.ms);
    reference = done.url;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  record({
    figure: 'photo upload + re-encode, 12 MP JPEG',
    measured: `${Math.round(median)} ms median of ${UPLOADS} (${(photo.length / 2 ** 20).toFixed(1)} MB; 2 sizes × WebP + JPEG)`,
    limit: '≤ 3,000 ms',
    pass: median <= 3000,
    value: { medianMs: median, times, bytes: photo.length },
  });

  if (!system.admin) {
    record({ figure: "bytes served for a card's photo", measured: 'n/a (needs admin)', limit: '≤ 100 KB' });
    return;
  }
  // Public once an approved business uses it (an admin's business is approved).
  const token = await adminToken(system.url, system.admin);
  const created = await fetch(`${system.url}/api/businesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Bench photo ${randomUUID().slice(0, 8)}`,
      description: 'A business whose cover is an uploaded photo.',
      category: 'dining',
      address: '1 Bench Street, London',
      heroImage: reference,
    }),
  });
  if (created.status !== 201) throw new Error(`creating the business failed: ${created.status}`);
  const card = (format) => `${system.url}${reference.replace(/\.jpg$/, `-card.${format}`)}`;
  const [webp, jpeg] = [await servedBytes(card('webp')), await servedBytes(card('jpg'))];
  record({
    figure: "bytes served for a card's photo (800 × 450)",
    measured: `WebP ${(webp / 1024).toFixed(1)} KB (JPEG fallback ${(jpeg / 1024).toFixed(1)} KB); upload ${(photo.length / 1024).toFixed(0)} KB`,
    limit: '≤ 100 KB',
    pass: webp <= 100 * 1024,
    value: { webp, jpeg, uploaded: photo.length },
  });
}
