import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton, VisuallyHidden } from '@byp/ui';
import type { Business, Community } from '@byp/contracts';
import { communityHasLocation, DEFAULT_MAP_HEIGHT, hasLocation } from '../hooks/mapData';

// OpenLayers (~100 KB gzip) is loaded only when a map is shown, never with the first page.
const BusinessMap = lazy(() => import(/* webpackChunkName: "business-map" */ './BusinessMap'));

export interface LazyBusinessMapProps {
  businesses: Business[];
  /** Communities to plot beside them (the All view); those without both coordinates are left out. */
  communities?: Community[];
  /** Opens a community's details from its popup. */
  onViewCommunity?: (communityId: string) => void;
  /** Pixels: 600 in the list views, 500 by default (spec section 9). */
  height?: number;
}

/** The map of the businesses that have a location, or a message when none has one. */
export function LazyBusinessMap({
  businesses,
  communities,
  onViewCommunity,
  height = DEFAULT_MAP_HEIGHT,
}: LazyBusinessMapProps) {
  const { t } = useTranslation('directory');
  const plottable = businesses.filter(hasLocation);
  const plottableCommunities = useMemo(() => (communities ?? []).filter(communityHasLocation), [communities]);
  if (plottable.length === 0) return <EmptyState message={t('map.noLocations')} />;
  return (
    <Suspense
      fallback={
        <div>
          <VisuallyHidden role="status">{t('map.loading')}</VisuallyHidden>
          <Skeleton $height={`${height}px`} />
        </div>
      }
    >
      <BusinessMap
        businesses={plottable}
        communities={plottableCommunities}
        onViewCommunity={onViewCommunity}
        height={height}
      />
    </Suspense>
  );
}
