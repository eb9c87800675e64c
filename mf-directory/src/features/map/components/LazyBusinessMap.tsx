import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton, VisuallyHidden } from '@byp/ui';
import type { Business } from '@byp/contracts';
import { DEFAULT_MAP_HEIGHT, hasLocation } from '../hooks/mapData';

// OpenLayers (~100 KB gzip) is loaded only when a map is shown, never with the first page.
const BusinessMap = lazy(() => import(/* webpackChunkName: "business-map" */ './BusinessMap'));

export interface LazyBusinessMapProps {
  businesses: Business[];
  /** Pixels: 600 in the list views, 500 by default (spec section 9). */
  height?: number;
}

/** The map of the businesses that have a location, or a message when none has one. */
export function LazyBusinessMap({ businesses, height = DEFAULT_MAP_HEIGHT }: LazyBusinessMapProps) {
  const { t } = useTranslation('directory');
  const plottable = businesses.filter(hasLocation);
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
      <BusinessMap businesses={plottable} height={height} />
    </Suspense>
  );
}
