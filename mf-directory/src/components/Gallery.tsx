import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@byp/ui';
import { ImageWithPlaceholder } from './ImageWithPlaceholder';
import { useGallery } from '../hooks/useGallery';

const Figure = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  > div {
    max-height: 26rem;
  }
`;

const Nav = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.75rem;
  transform: translateY(-50%);
  button {
    border-radius: ${({ theme }) => theme.radii.full};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Counter = styled.figcaption`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(15, 23, 42, 0.75);
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** The business's images; previous/next and 'n / total' only when there is more than one. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('directory');
  const { index, next, previous } = useGallery(images.length);
  if (images.length === 0) return null;
  const several = images.length > 1;
  return (
    <Figure
      aria-roledescription={several ? t('gallery.roleDescription') : undefined}
      aria-label={t('gallery.label', { name })}
    >
      <ImageWithPlaceholder
        key={images[index]}
        src={images[index]}
        alt={t('gallery.imageAlt', { name, current: index + 1, total: images.length })}
        ratio="21 / 9"
        variant="wide"
      />
      {several ? (
        <>
          <Nav $side="left">
            <IconButton
              label={t('gallery.previous')}
              icon={<ChevronLeftIcon />}
              variant="secondary"
              onClick={previous}
            />
          </Nav>
          <Nav $side="right">
            <IconButton
              label={t('gallery.next')}
              icon={<ChevronRightIcon />}
              variant="secondary"
              onClick={next}
            />
          </Nav>
          <Counter aria-live="polite" data-testid="gallery-counter">
            {`${index + 1} / ${images.length}`}
          </Counter>
        </>
      ) : null}
    </Figure>
  );
}
