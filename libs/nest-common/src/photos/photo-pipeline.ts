// heic-decode has no types of its own: heic-decode.d.ts declares the part used here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./heic-decode.d.ts" />
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import {
  PHOTO_ERRORS,
  PHOTO_LIMITS,
  PHOTO_VARIANTS,
  type PhotoFormat,
  type PhotoVariant,
} from '@byp/contracts';

/**
 * The codecs load with the first upload, not with the service: sharp (libvips) costs ~19 MB and
 * heic-decode (libheif as WebAssembly) ~17 MB of resident memory, which idle services that may
 * never see an upload should not carry (the bench's idle-RSS budget is 120 MB).
 */
const importSharp = () => import('sharp');
const importHeicDecode = () => import('heic-decode');
let sharpModule: ReturnType<typeof importSharp> | undefined;
let heicModule: ReturnType<typeof importHeicDecode> | undefined;
const loadSharp = async () => (await (sharpModule ??= importSharp())).default;
const loadHeicDecode = async () => (await (heicModule ??= importHeicDecode())).default;

/** Why an upload was refused: a 4xx with the message and a code the client translates. */
export class PhotoRefused extends Error {
  constructor(
    readonly reason: (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS],
    readonly status: 400 | 413 | 409 = 400,
  ) {
    super(reason.message);
  }
}

export type PhotoInputFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * The format the first bytes say, whatever the file's name or Content-Type claim: JPEG (FF D8 FF),
 * PNG (its 8-byte signature), WebP (RIFF....WEBP), HEIC/HEIF (an ISO-BMFF `ftyp` box of a HEIF
 * brand). Anything else is not a photo we take (GIF, SVG, PDF, HTML, a renamed executable...).
 */
export function sniffFormat(bytes: Buffer): PhotoInputFormat | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

/**
 * Signs of a second file hidden in the photo (a polyglot: an image that is also an HTML page,
 * a script, a PDF or a ZIP). Re-encoding would drop them anyway, but such a file is refused:
 * it was made to be read as something else. Signatures are long enough (≥ 5 bytes, or two
 * ZIP records) that compressed image data does not produce them by chance.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg[\s>]|\?php|!doctype)/i;
export function looksPolyglot(bytes: Buffer, format: PhotoInputFormat): boolean {
  const text = bytes.toString('latin1');
  if (MARKUP.test(text)) return true;
  if (text.includes('%PDF-')) return true;
  if (text.includes('PK\x03\x04') && text.includes('PK\x05\x06')) return true;
  // Bytes after the image's own end: a PNG ends with its IEND chunk, a WebP's RIFF header says its length.
  if (format === 'png') {
    const iend = bytes.lastIndexOf(Buffer.from('IEND', 'latin1'));
    if (iend < 0 || bytes.length > iend + 8) return true;
  }
  if (format === 'webp' && bytes.readUInt32LE(4) + 8 < bytes.length) return true;
  return false;
}

export interface EncodedFile {
  variant: PhotoVariant;
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** SHA-256 (first 32 hex digits) of every encoded file: the URLs change whenever any byte does. */
  hash: string;
  /** The upload's size after orientation (shown nowhere; kept for the record). */
  width: number;
  height: number;
  files: EncodedFile[];
}

function checkPixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw new PhotoRefused(PHOTO_ERRORS.unreadable);
  if (width * height > PHOTO_LIMITS.maxPixels || Math.max(width, height) > PHOTO_LIMITS.maxSide)
    throw new PhotoRefused(PHOTO_ERRORS.tooManyPixels);
}

/** The sharp input for the upload; HEIC is decoded by libheif (WebAssembly) first. */
async function decodedInput(bytes: Buffer, format: PhotoInputFormat): Promise<Sharp> {
  const sharp = await loadSharp();
  // sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder (a patent-encumbered
  // codec), so iPhone photos would fail: heic-decode (libheif compiled to WebAssembly) decodes
  // them to pixels. The header is read before the pixels, so a bomb is refused undecoded. The
  // decoded pixels carry no metadata at all.
  if (format === 'heic') {
    const heicDecode = await loadHeicDecode();
    let images;
    try {
      images = await heicDecode.all({ buffer: bytes });
    } catch {
      throw new PhotoRefused(PHOTO_ERRORS.unreadable);
    }
    const primary = images[0];
    if (!primary) throw new PhotoRefused(PHOTO_ERRORS.unreadable);
    checkPixels(primary.width, primary.height);
    const pixels = await primary.decode();
    return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
      raw: { width: pixels.width, height: pixels.height, channels: 4 },
    });
  }
  const options: SharpOptions = {
    limitInputPixels: PHOTO_LIMITS.maxPixels,
    failOn: 'error',
    autoOrient: true,
  };
  let metadata: Metadata;
  try {
    // Reads the header only: the size is known before a pixel is decoded (and refused below
    // with its own message, where sharp's pixel limit would only say the file is unreadable).
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused(PHOTO_ERRORS.unreadable);
  }
  checkPixels(metadata.width, metadata.height);
  if ((metadata.pages ?? 1) > 1) throw new PhotoRefused(PHOTO_ERRORS.notImage);
  return sharp(bytes, options);
}

/**
 * Checks an upload and encodes every variant the pages show: each size (PHOTO_VARIANTS, cropped
 * to its frame by sharp's attention strategy) as WebP and as a JPEG fallback. Nothing of the
 * upload's metadata is written (sharp keeps none unless asked): no EXIF, so no GPS position,
 * no XMP, no IPTC; pixels are turned upright first (EXIF orientation) and converted to sRGB.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoRefused(PHOTO_ERRORS.tooLarge, 413);
  const format = sniffFormat(bytes);
  if (!format) throw new PhotoRefused(PHOTO_ERRORS.notImage);
  if (looksPolyglot(bytes, format)) throw new PhotoRefused(PHOTO_ERRORS.polyglot);
  const input = await decodedInput(bytes, format);
  const sharp = await loadSharp();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One decode; every variant is cut from these pixels.
    upright = await input.toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(PHOTO_ERRORS.unreadable);
  }
  const { width, height, channels } = upright.info;
  const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
  const files: EncodedFile[] = [];
  for (const [variant, size] of Object.entries(PHOTO_VARIANTS) as [
    PhotoVariant,
    { width: number; height: number },
  ][]) {
    const resized = await pixels()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention', withoutEnlargement: false })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const frame = () =>
      sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } });
    const [webp, jpg] = await Promise.all([
      frame().webp({ quality: 78, effort: 4 }).toBuffer(),
      frame().jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer(),
    ]);
    files.push(
      { variant, format: 'webp', width: resized.info.width, height: resized.info.height, bytes: webp },
      { variant, format: 'jpg', width: resized.info.width, height: resized.info.height, bytes: jpg },
    );
  }
  const digest = createHash('sha256');
  for (const file of files) digest.update(file.bytes);
  return { hash: digest.digest('hex').slice(0, 32), width, height, files };
}
