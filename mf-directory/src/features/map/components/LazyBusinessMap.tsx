import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, useIsMobile, VisuallyHidden, whenIdle } from '@byp/ui';
import type { Business, Community } from '@byp/contracts';
import { communityHasLocation, DEFAULT_MAP_HEIGHT, hasLocation, type MapDetailRequest } from '../lib/mapData';
import { whenSettled } from '../../../lib/whenSettled';
import { MapFrame } from './MapFrame';
import { MapPreview } from './MapPreview';

// OpenLayers (~100 KB gzip) is loaded only when a map is about to be seen, never with the page.
const loadBusinessMap = () => import(/* webpackChunkName: "business-map" */ './BusinessMap');
const BusinessMap = lazy(loadBusinessMap);

/** How far below (or above) the screen the map's frame may be when its loading starts. */
const NEAR_SCREEN = '200px 0px';

/** What the visitor does to the map's frame that asks for the real map at once. */
const WANTS_MAP = ['pointerdown', 'touchstart', 'wheel', 'focusin', 'pointerenter'] as const;

/**
 * Whether the map may load. First, its frame must be on or near the screen. Then:
 * - on a wide screen, when the main thread is idle: the cards (drawn with the page) come first
 *   and the map follows;
 * - on a phone, when the page has settled (loaded, then no long task for a few seconds:
 *   whenSettled) or as soon as the visitor touches the map, whichever is first. OpenLayers' ~100 KiB
 *   and its first render would otherwise hold a phone's main thread for half a second just as the
 *   visitor starts to use the first screen (issue 28); the still preview shows the markers meanwhile.
 * Without IntersectionObserver (old browsers, jsdom) it loads at once.
 */
function useLoadWhenNear(frame: HTMLElement | null, waitForSettled: boolean): boolean {
  const [load, setLoad] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (load || !frame) return undefined;
    let cancelWait: (() => void) | undefined;
    const loadNow = () => setLoad(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelWait = waitForSettled ? whenSettled(loadNow) : whenIdle(loadNow);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(frame);
    for (const type of WANTS_MAP) frame.addEventListener(type, loadNow, { passive: true });
    return () => {
      observer.disconnect();
      cancelWait?.();
      for (const type of WANTS_MAP) frame.removeEventListener(type, loadNow);
    };
  }, [frame, load, waitForSettled]);
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
 * own size, with a still preview of the markers; OpenLayers is loaded into it when it nears the
 * screen (on a phone: once the page has settled, or when the visitor touches it).
 */
export function LazyBusinessMap({
  businesses,
  communities,
  onViewDetail,
  height = DEFAULT_MAP_HEIGHT,
}: LazyBusinessMapProps) {
  const { t } = useTranslation('directory');
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const isPhone = useIsMobile();
  const load = useLoadWhenNear(frame, isPhone);
  const plottable = useMemo(() => businesses.filter(hasLocation), [businesses]);
  const plottableCommunities = useMemo(() => (communities ?? []).filter(communityHasLocation), [communities]);
  if (plottable.length === 0) return <EmptyState message={t('map.noLocations')} />;
  const preview = <MapPreview businesses={plottable} communities={plottableCommunities} />;
  const placeholder = (
    <>
      <VisuallyHidden role="status">{t('map.loading')}</VisuallyHidden>
      {preview}
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
        preview
      )}
    </MapFrame>
  );
}
