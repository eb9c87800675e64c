import { useState } from 'react';

/** `index` moved by `step` within `count` images, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The hero image first, then the gallery images (empty entries dropped). */
export function galleryImagesOf(business: {
  heroImage?: string | null;
  galleryImages?: string[] | null;
}): string[] {
  return [business.heroImage, ...(business.galleryImages ?? [])].filter((url): url is string =>
    Boolean(url && url.trim()),
  );
}

export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  return {
    index: current,
    next: () => setIndex(wrapIndex(current, 1, count)),
    previous: () => setIndex(wrapIndex(current, -1, count)),
  };
}
