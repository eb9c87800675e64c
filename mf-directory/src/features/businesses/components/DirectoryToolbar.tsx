import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectFavouriteCount, useAppSelector } from '@byp/platform';
import { Badge, Button, HeartIcon, ListIcon, MapIcon } from '@byp/ui';
import type { DirectoryView } from '../../../hooks/useDirectoryParams';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 0.2rem;
  gap: 0.2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  button[aria-pressed='false'] {
    background: transparent;
    border-color: transparent;
  }
`;

export interface DirectoryToolbarProps {
  favouritesOnly: boolean;
  onFavouritesOnlyChange: (on: boolean) => void;
  view: DirectoryView;
  onViewChange: (view: DirectoryView) => void;
  /** The Submit Business button with its dialog. */
  submitAction: ReactNode;
}

/**
 * Favourites count and favourites-only toggle, Submit Business, and the list/map toggle. Memoised:
 * the page's updates as its lists load do not draw it again (issue 28: TBT).
 */
export const DirectoryToolbar = memo(function DirectoryToolbar({
  favouritesOnly,
  onFavouritesOnlyChange,
  view,
  onViewChange,
  submitAction,
}: DirectoryToolbarProps) {
  const { t } = useTranslation('directory');
  const favouriteCount = useAppSelector(selectFavouriteCount);
  return (
    <Bar>
      <Group>
        <Button
          variant={favouritesOnly ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={favouritesOnly}
          onClick={() => onFavouritesOnlyChange(!favouritesOnly)}
        >
          <HeartIcon aria-hidden="true" fill={favouritesOnly ? 'currentColor' : 'none'} />
          {t('favourites.showOnly')}
        </Button>
        <Badge variant="count" aria-live="polite" data-testid="favourites-count">
          {t('favourites.count', { count: favouriteCount })}
        </Badge>
      </Group>
      <Group>
        {submitAction}
        <Segmented role="group" aria-label={t('view.label')}>
          <Button
            variant={view === 'list' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'list'}
            onClick={() => onViewChange('list')}
          >
            <ListIcon aria-hidden="true" />
            {t('view.list')}
          </Button>
          <Button
            variant={view === 'map' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'map'}
            onClick={() => onViewChange('map')}
          >
            <MapIcon aria-hidden="true" />
            {t('view.map')}
          </Button>
        </Segmented>
      </Group>
    </Bar>
  );
});
