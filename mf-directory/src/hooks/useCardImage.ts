import { useEffect, useRef, useState } from 'react';

/** A card picture's state ('loading', 'loaded', 'failed') and what its `<img>` reports it with. */
export function useCardImage(src: string) {
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A cached image (or a served one) may have finished before React attached its handlers.
    const img = imageRef.current;
    setImage(img?.complete && img.naturalWidth > 0 ? 'loaded' : 'loading');
  }, [src]);
  return {
    image,
    imageRef,
    onImageLoad: () => setImage('loaded'),
    onImageError: () => setImage('failed'),
  };
}
