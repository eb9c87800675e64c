import {
  isApiErrorBody,
  PHOTO_ERRORS,
  PHOTO_LIMITS,
  PHOTO_ROUTE_PREFIX,
  type PhotoErrorCode,
  type PhotoOwnerKind,
  type UploadedPhoto,
} from '@byp/contracts';
import { readStoredToken } from '../api/adminAuth';

/** Why an upload failed: the service's code (translated by photoErrorText), or a network failure. */
export class PhotoUploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The reasons an upload can fail with, each a text under the common namespace's `photos.errors`. */
export type PhotoUploadErrorCode = PhotoErrorCode | 'rate_limited' | 'network' | 'unknown';

const UPLOAD_ERROR_CODES: readonly string[] = [
  ...Object.values(PHOTO_ERRORS).map((error) => error.code),
  'rate_limited',
  'network',
  'unknown',
];

const isUploadErrorCode = (code: string): code is PhotoUploadErrorCode => UPLOAD_ERROR_CODES.includes(code);

/** Why an upload failed, as one of the reasons the forms can say ('unknown' for anything else). */
export function photoUploadErrorCode(error: unknown): PhotoUploadErrorCode {
  return error instanceof PhotoUploadError && isUploadErrorCode(error.code) ? error.code : 'unknown';
}

/**
 * Sends one file as the body of `POST /api/<kind>/photos?draft=` (no multipart: the body is the
 * photo). Files over 10 MB are refused here without sending them; the service decides the rest.
 */
export async function uploadPhoto(kind: PhotoOwnerKind, draft: string, file: File): Promise<UploadedPhoto> {
  if (file.size > PHOTO_LIMITS.maxBytes)
    throw new PhotoUploadError(PHOTO_ERRORS.tooLarge.code, PHOTO_ERRORS.tooLarge.message);
  let response: Response;
  try {
    response = await fetch(`${PHOTO_ROUTE_PREFIX[kind]}?draft=${encodeURIComponent(draft)}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new PhotoUploadError('network', 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as UploadedPhoto;
  // The gateway's own 413 (over its body limit) carries no photo code.
  if (response.status === 413)
    throw new PhotoUploadError(PHOTO_ERRORS.tooLarge.code, PHOTO_ERRORS.tooLarge.message);
  if (response.status === 429) throw new PhotoUploadError('rate_limited', 'Too many requests');
  const detail = isApiErrorBody(body) ? body.details?.[0] : undefined;
  throw new PhotoUploadError(
    detail?.code ?? 'unknown',
    isApiErrorBody(body) ? body.error : response.statusText,
  );
}

/**
 * A photo URL an `<img>` can show in an admin screen: uploaded photos of a pending item (or not
 * saved yet) are served only with the admin's token, which an `<img>` cannot send, so they are
 * fetched with it and shown from a blob URL. The caller revokes it.
 */
export async function adminPhotoBlobUrl(url: string): Promise<string> {
  const token = readStoredToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new PhotoUploadError('not_found', response.statusText);
  return URL.createObjectURL(await response.blob());
}
