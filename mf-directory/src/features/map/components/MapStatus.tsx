import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@byp/ui';

/** What the business map shows, for its frame's counts (and browser tests). */
export interface MapShown {
  /** Businesses in view: the clusters' counts and the single markers. */
  businesses: number;
  /** Businesses in the box the server answered for (the view rounded out to tiles). */
  total: number;
  /** Markers drawn: the answer's clusters and single markers, and the communities. */
  points: number;
  /** An answer has arrived. */
  answered: boolean;
  loading: boolean;
  failed: boolean;
  /** The box (west,south,east,north) and zoom of the answer shown. */
  bbox: string | null;
  zoom: number | null;
}

const Box = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 4;
  max-width: min(18rem, 70%);
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.3rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Empty, it stays in the page (a live region must exist before it speaks) but shows nothing. */
  &:empty {
    padding: 0;
    box-shadow: none;
  }
`;

export interface MapStatusProps {
  /** A view's businesses are being loaded (the previous ones stay drawn meanwhile). */
  loading: boolean;
  /** The view's businesses could not be loaded. */
  failed: boolean;
  /** The view holds no business (nor community). */
  empty: boolean;
  onRetry: () => void;
}

/**
 * The map's state over its corner: loading (a polite status), an error with Retry, or that this
 * part of the map holds no business. Nothing while the view is drawn and up to date.
 */
export function MapStatus({ loading, failed, empty, onRetry }: MapStatusProps) {
  const { t } = useTranslation(['directory', 'common']);
  if (failed) {
    return (
      <Box role="alert" data-testid="map-status" data-state="error">
        <span>{t('map.areaError')}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Box role="status" data-testid="map-status" data-state={loading ? 'loading' : empty ? 'empty' : 'idle'}>
      {loading ? t('map.areaLoading') : empty ? t('map.noneInView') : null}
    </Box>
  );
}
