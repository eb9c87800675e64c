import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parsePhotoUrl } from '@byp/contracts';
import { usePhotoPreviews } from './usePhotoPreviews';

const Strip = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0.25rem 0 0;
  padding: 0;
  img {
    display: block;
    width: 4rem;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * A moderation screen's look at the photos uploaded with a pending item (visible to admins only
 * until it is approved); the item's edit dialog removes one.
 */
export function PendingPhotos({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('common');
  const uploaded = images.filter((url) => parsePhotoUrl(url));
  const { srcOf } = usePhotoPreviews(uploaded, true);
  if (uploaded.length === 0) return null;
  return (
    <Strip aria-label={t('photos.pendingLabel', { name, n: uploaded.length })}>
      {uploaded.map((url, i) => (
        <li key={url}>
          <img
            src={srcOf(url)}
            alt={t('photos.alt', { n: i + 1, total: uploaded.length })}
            width={160}
            height={90}
          />
        </li>
      ))}
    </Strip>
  );
}
