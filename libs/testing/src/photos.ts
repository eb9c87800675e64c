import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Phone photos for the photo tests (issue 26): 800×600, with EXIF naming the camera and a GPS
 * position (51.5007 N, 0.1246 W), made once with exiftool; the HEIC is HEVC-coded as an iPhone's
 * (heif-enc). Nothing of that metadata may be in what the services serve.
 */
export const PHONE_PHOTO_DIR = path.join(__dirname, '..', 'fixtures', 'photos');
export const phoneJpeg = (): Buffer => fs.readFileSync(path.join(PHONE_PHOTO_DIR, 'phone.jpg'));
export const phoneHeic = (): Buffer => fs.readFileSync(path.join(PHONE_PHOTO_DIR, 'phone.heic'));

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of the given size whose pixel data is `rows` rows of zeros, deflated: tiny on disk. */
export function pngOfSize(width: number, height: number, rows: number = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Files an upload must refuse, each with the code the service answers. */
export function hostilePhotos(): Array<{ name: string; bytes: Buffer; status: number; code: string }> {
  const jpeg = phoneJpeg();
  return [
    {
      name: 'a text file named photo.jpg',
      bytes: Buffer.from('This is not a photo, whatever its name says.\n'.repeat(20)),
      status: 400,
      code: 'photo_not_image',
    },
    {
      name: 'an SVG (markup, not a photo)',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      status: 400,
      code: 'photo_not_image',
    },
    {
      // ~60 KB that would decode to 64 megapixels (64 MB of pixels).
      name: 'a decompression bomb (8,000 × 8,000 PNG of zeros)',
      bytes: pngOfSize(8000, 8000),
      status: 400,
      code: 'photo_too_many_pixels',
    },
    {
      name: 'an image of 20,000 × 20,000 pixels',
      bytes: pngOfSize(20000, 20000, 1),
      status: 400,
      code: 'photo_too_many_pixels',
    },
    {
      name: 'a JPEG that is also an HTML page (polyglot)',
      bytes: Buffer.concat([
        jpeg,
        Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
      ]),
      status: 400,
      code: 'photo_polyglot',
    },
    {
      name: 'a PNG with a ZIP archive appended (polyglot)',
      bytes: Buffer.concat([
        pngOfSize(16, 16),
        Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00payload.txtPK\x05\x06\x00\x00\x00\x00', 'latin1'),
      ]),
      status: 400,
      code: 'photo_polyglot',
    },
    {
      name: 'a truncated JPEG',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      status: 400,
      code: 'photo_unreadable',
    },
  ];
}
