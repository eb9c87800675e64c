import { useEffect, useRef, useState } from 'react';
import { parsePhotoUrl, photoVariantUrl } from '@byp/contracts';
import { adminPhotoBlobUrl } from './uploadPhoto';

/** Files every browser shows itself; a phone's HEIC is not one of them (Chromium, Firefox). */
const SHOWN_BY_BROWSERS = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * What an `<img>` shows for each image of a list: a file just uploaded (its blob, since the
 * service shows it to nobody yet; for a HEIC, the service's card-size JPEG of it, which the
 * service shows to the form that uploaded it, by its draft id), in admin screens an uploaded photo fetched with the token (a
 * pending item's photos are not public), else the photo's card-size file, or a pasted URL as it is.
 */
export function usePhotoPreviews(images: readonly string[], admin: boolean) {
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  /** Every blob URL made here: blob URLs hold their bytes in memory until revoked. */
  const blobs = useRef<string[]>([]);
  const keep = (url: string, blob: string) => {
    blobs.current.push(blob);
    setPreviews((p) => ({ ...p, [url]: blob }));
  };
  useEffect(() => {
    if (!admin) return;
    for (const url of images) {
      if (!parsePhotoUrl(url) || requested.current.has(url)) continue;
      requested.current.add(url);
      adminPhotoBlobUrl(photoVariantUrl(url, 'card', 'jpg')).then(
        (blob) => keep(url, blob),
        // Not shown (deleted meanwhile): the card-size URL stays, and the image says it failed.
        () => undefined,
      );
    }
  }, [admin, images]);
  useEffect(() => {
    const made = blobs.current;
    return () => {
      for (const blob of made) URL.revokeObjectURL(blob);
    };
  }, []);
  const remember = (url: string, file: Blob, draft: string) => {
    requested.current.add(url);
    if (SHOWN_BY_BROWSERS.has(file.type)) keep(url, URL.createObjectURL(file));
    else
      setPreviews((p) => ({
        ...p,
        [url]: `${photoVariantUrl(url, 'card', 'jpg')}?draft=${encodeURIComponent(draft)}`,
      }));
  };
  const srcOf = (url: string) =>
    previews[url] ?? (parsePhotoUrl(url) ? photoVariantUrl(url, 'card', 'jpg') : url);
  return { srcOf, remember };
}
