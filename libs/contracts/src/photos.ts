/**
 * Photos the product stores itself (issue 26): uploaded by visitors and admins, re-encoded by the
 * service that owns them, served from immutable content-hash URLs. A photo is referred to by the
 * URL of its large JPEG (`/api/businesses/photos/<hash>.jpg`), so it sits in `heroImage` and
 * `galleryImages` beside pasted URLs; every other variant's URL is derived from that one.
 */

/** The services that keep photos, and the route prefix of each one's photos. */
export type PhotoOwnerKind = 'business' | 'community';
export const PHOTO_ROUTE_PREFIX: Record<PhotoOwnerKind, string> = {
  business: '/api/businesses/photos',
  community: '/api/communities/photos',
};

export const PHOTO_LIMITS = {
  /** Photos one business or community may have (uploaded ones; pasted URLs do not count). */
  perOwner: 8,
  /** Bytes of one upload; the service stops reading past it, and the gateway refuses a body over it (10m). */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels of a decoded upload (a 48-megapixel phone photo passes, a decompression bomb does not). */
  maxPixels: 50_000_000,
  /** Longest side in pixels. */
  maxSide: 12_000,
} as const;

/** What the file picker offers; the service decides by the bytes, never by the name or type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The sizes the pages show, each cropped to its frame's shape (every frame fills with
 * `object-fit: cover`): cards are 16:9, the detail gallery 21:9. `wide` is the reference size.
 */
export const PHOTO_VARIANTS = {
  card: { width: 800, height: 450 },
  wide: { width: 1600, height: 686 },
} as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
export type PhotoFormat = 'webp' | 'jpg';

/** The file name of one variant in one format: `<hash>.jpg` (wide), `<hash>-card.webp`. */
export function photoFileName(hash: string, variant: PhotoVariant, format: PhotoFormat): string {
  return `${hash}${variant === 'wide' ? '' : `-${variant}`}.${format}`;
}

const PHOTO_URL = /^\/api\/(businesses|communities)\/photos\/([0-9a-f]{32})\.jpg$/;
const PHOTO_FILE = /^([0-9a-f]{32})(?:-(card))?\.(webp|jpg)$/;

/** The parts of a product photo's reference URL, or null for any other URL (a pasted one). */
export function parsePhotoUrl(url: string): { kind: PhotoOwnerKind; hash: string } | null {
  const match = PHOTO_URL.exec(url);
  if (!match) return null;
  return { kind: match[1] === 'businesses' ? 'business' : 'community', hash: match[2] };
}

export function isPhotoUrl(url: string): boolean {
  return PHOTO_URL.test(url);
}

/** The variant and format a served file name names, or null when it names none. */
export function parsePhotoFileName(
  name: string,
): { hash: string; variant: PhotoVariant; format: PhotoFormat } | null {
  const match = PHOTO_FILE.exec(name);
  if (!match) return null;
  return { hash: match[1], variant: match[2] === 'card' ? 'card' : 'wide', format: match[3] as PhotoFormat };
}

/** The URL of a product photo's variant in one format. */
export function photoVariantUrl(reference: string, variant: PhotoVariant, format: PhotoFormat): string {
  const parsed = parsePhotoUrl(reference);
  if (!parsed) return reference;
  return `${PHOTO_ROUTE_PREFIX[parsed.kind]}/${photoFileName(parsed.hash, variant, format)}`;
}

/** The answer to an upload. */
export interface UploadedPhoto {
  /** The reference URL to put in heroImage / galleryImages. */
  url: string;
  width: number;
  height: number;
}

/** Messages and codes of refused uploads (the client translates by code). */
export const PHOTO_ERRORS = {
  notImage: { code: 'photo_not_image', message: 'The file is not a JPEG, PNG, WebP or HEIC photo' },
  tooLarge: { code: 'photo_too_large', message: 'A photo may be at most 10 MB' },
  tooManyPixels: {
    code: 'photo_too_many_pixels',
    message: 'The photo has too many pixels (at most 50 megapixels)',
  },
  polyglot: { code: 'photo_polyglot', message: 'The file holds something besides a photo' },
  tooMany: { code: 'photo_limit_reached', message: 'At most 8 photos' },
  unknown: { code: 'photo_unknown', message: 'Photo not found: upload it again' },
  unreadable: { code: 'photo_unreadable', message: 'The photo could not be read' },
} as const;
export type PhotoErrorCode = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS]['code'];
