import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, VisuallyHidden, whenIdle } from '@byp/ui';
import type { Business, Community } from '@byp/contracts';
import { communityHasLocation, DEFAULT_MAP_HEIGHT, hasLocation, type MapDetailRequest } from '../lib/mapData';
import { MapFrame, MapPlaceholder } from './MapFrame';

// OpenLayers (~100 KB gzip) is loaded only when a map is about to be seen, never with the page.
const loadBusinessMap = () => import(/* webpackChunkName: "business-map" */ './BusinessMap');
const BusinessMap = lazy(loadBusinessMap);

/** How far below (or above) the screen the map's frame may be when its loading starts. */
const NEAR_SCREEN = '200px 0px';

/**
 * Whether the map may load: once its frame is on or near the screen, and then when the main
 * thread is idle, so the cards (drawn with the page) come first and the map follows. On a phone
 * the map sits below the fold, so it loads as the visitor scrolls towards it. Without
 * IntersectionObserver (old browsers, jsdom) it loads at once.
 */
function useLoadWhenNear(frame: HTMLElement | null): boolean {
  const [load, setLoad] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (load || !frame) return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setLoad(true));
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(frame);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [frame, load]);
  return load;
}

/** Starts fetching the map's code (a hover or focus on 'Map view'); rendering still waits for the frame. */
export function prefetchBusinessMap(): void {
  void loadBusinessMap().catch(() => undefined);
}

export interface LazyBusinessMapProps {
  businesses: Business[];
  /** Communities to plot beside them (the All view); those without both coordinates are left out. */
  communities?: Community[];
  /** A popup's 'View Business' or 'View Community' button: opens that point's details. */
  onViewDetail?: (request: MapDetailRequest) => void;
  /** Pixels: 600 in the list views, 500 by default (spec section 9). */
  height?: number;
}

/**
 * The map of the businesses that have a location, or a message when none has one. Its frame (the
 * element with data-testid="business-map" and the marker counts) is drawn at once, in the map's
 * own size; OpenLayers is loaded into it when it nears the screen.
 */
export function LazyBusinessMap({
  businesses,
  communities,
  onViewDetail,
  height = DEFAULT_MAP_HEIGHT,
}: LazyBusinessMapProps) {
  const { t } = useTranslation('directory');
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const load = useLoadWhenNear(frame);
  const plottable = useMemo(() => businesses.filter(hasLocation), [businesses]);
  const plottableCommunities = useMemo(() => (communities ?? []).filter(communityHasLocation), [communities]);
  if (plottable.length === 0) return <EmptyState message={t('map.noLocations')} />;
  const placeholder = (
    <>
      <VisuallyHidden role="status">{t('map.loading')}</VisuallyHidden>
      <MapPlaceholder />
    </>
  );
  return (
    <MapFrame
      ref={setFrame}
      data-testid="business-map"
      data-marker-count={plottable.length}
      data-community-marker-count={plottableCommunities.length}
      style={{ '--map-height': `${height}px` } as CSSProperties}
    >
      {load ? (
        <Suspense fallback={placeholder}>
          <BusinessMap
            businesses={plottable}
            communities={plottableCommunities}
            onViewDetail={onViewDetail}
            height={height}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </MapFrame>
  );
}
