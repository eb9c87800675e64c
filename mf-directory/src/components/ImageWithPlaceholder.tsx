import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '@byp/ui';
import { imageSources, type PhotoVariant } from '@byp/contracts';

type Status = 'loading' | 'loaded' | 'failed';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: opacity 0.2s ease;
  }
  /* A loading image paints over the pulsing cover as it arrives (nothing hides it: hiding it until
     React has handled its load event would push a Largest Contentful Paint later). */
  img[data-status='failed'] {
    opacity: 0;
  }
`;

const Cover = styled(Skeleton)`
  position: absolute;
  inset: 0;
  border-radius: 0;
`;

const Failed = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * An image that shows a pulsing placeholder until it has loaded, and says so if it fails.
 * Lazily loaded, unless `priority` (the first cards of a list, one of which may be the page's
 * largest paint): then loaded at once, the very first one with a high fetch priority.
 */
export function ImageWithPlaceholder({
  src,
  alt,
  ratio = '16 / 9',
  priority,
  variant = 'card',
}: {
  src: string;
  alt: string;
  ratio?: string;
  priority?: 'high' | 'eager';
  /** The size an uploaded photo is shown at: cards, or the detail's wide gallery. */
  variant?: PhotoVariant;
}) {
  const { t } = useTranslation('directory');
  const [status, setStatus] = useState<Status>('loading');
  const imgRef = useRef<HTMLImageElement>(null);
  const sources = imageSources(src, variant);

  useEffect(() => {
    const img = imgRef.current;
    // A cached image may have finished before React attached its handlers.
    if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
    else setStatus('loading');
  }, [src]);

  return (
    <Frame $ratio={ratio} data-testid="image-frame" data-status={status}>
      {status === 'loading' ? <Cover /> : null}
      {status === 'failed' ? <Failed>{t('image.unavailable')}</Failed> : null}
      <picture>
        {sources.webp ? <source type="image/webp" srcSet={sources.webp} /> : null}
        {/* width/height: the image's intrinsic size, so nothing shifts while loading. */}
        <img
          ref={imgRef}
          src={sources.img}
          alt={alt}
          width={sources.width}
          height={sources.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          data-status={status}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      </picture>
    </Frame>
  );
}
