import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, useIsMobile, VisuallyHidden, whenIdle } from '@byp/ui';
import type { Community } from '@byp/contracts';
import type { BusinessMapAnswer, MapFilters } from '../api/mapApi';
import { useBusinessMapAnswer } from '../hooks/useBusinessMapAnswer';
import {
  businessesOf,
  communityHasLocation,
  DEFAULT_MAP_HEIGHT,
  INITIAL_ZOOM,
  LONDON_EXTENT_LON_LAT,
  mapPoints,
  type MapDetailRequest,
} from '../lib/mapData';
import { initialView, isInView, type MapViewState } from '../lib/mapTiles';
import { whenSettled } from '../../../lib/whenSettled';
import { MapFrame } from './MapFrame';
import { MapPreview } from './MapPreview';
import { MapStatus, type MapShown } from './MapStatus';

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
 *   visitor starts to use the first screen (issue 28); the still preview shows the first answer's
 *   clusters and markers meanwhile.
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

/**
 * Issue 29: the map no longer takes the loaded businesses; it takes the page's search and asks
 * the server for what is in view. Before: `businesses={businesses}`; now: `filters={search}` (the
 * same `{ q, category, location, openNow }` the list asks with).
 */
export interface LazyBusinessMapProps {
  /** The page's current search: the map shows the businesses it matches, clustered for the view. */
  filters: MapFilters;
  /** Communities to plot beside them (the All view); those without both coordinates are left out. */
  communities?: Community[];
  /** A popup's 'View Business' or 'View Community' button: opens that point's details. */
  onViewDetail?: (request: MapDetailRequest) => void;
  /** Pixels: 600 in the list views, 500 by default (spec section 9). */
  height?: number;
}

const NO_COMMUNITIES: Community[] = [];

/**
 * All the map can show: Greater London (its view cannot leave the London box), at about the zoom
 * it shows the whole box at (~10.4 for a 500-600 px map). Asked only when the first view holds
 * nothing: does the map have anything to show anywhere?
 */
const ALL_LONDON: MapViewState = {
  extent: [...LONDON_EXTENT_LON_LAT],
  zoom: INITIAL_ZOOM - 1,
};

/**
 * Whether an answer holds a business the map can show: one inside Greater London. The answer's
 * box is London rounded out to whole tiles (a little wider), so each point is checked as the map
 * counts what is in view: a marker where it stands, a cluster when its businesses' box meets
 * London's.
 */
const holdsLondon = (answer: BusinessMapAnswer) =>
  mapPoints(answer, []).some((point) => isInView(point, [...LONDON_EXTENT_LON_LAT]));

/** The first view of a map drawn in this frame (its width, and the map's height). */
function useFirstView(frame: HTMLElement | null, height: number): MapViewState | null {
  const [view, setView] = useState<MapViewState | null>(null);
  useEffect(() => {
    if (!frame || view) return;
    // Measured once: the map then follows its own view. jsdom measures 0: a desktop map's size.
    const width = frame.clientWidth || 800;
    const drawn = frame.clientHeight || height;
    setView(initialView(width, drawn));
  }, [frame, height, view]);
  return view;
}

/**
 * The map of the businesses matching the page's search, or a message when none has a location. Its
 * frame (the element with data-testid="business-map") is drawn at once, in the map's own size, with
 * a still preview of the first view's clusters and markers (the map's first answer, asked for
 * before OpenLayers loads); OpenLayers is loaded into it when it nears the screen (on a phone: once
 * the page has settled, or when the visitor touches it). The frame carries what the map shows:
 * `data-marker-count` (businesses in view), `data-total` (in the answered box), `data-point-count`
 * (markers drawn: clusters, businesses, communities), `data-zoom`,
 * `data-bbox`, `data-loading`, and `data-community-marker-count`.
 */
export function LazyBusinessMap({
  filters,
  communities = NO_COMMUNITIES,
  onViewDetail,
  height = DEFAULT_MAP_HEIGHT,
}: LazyBusinessMapProps) {
  const { t } = useTranslation('directory');
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const isPhone = useIsMobile();
  const load = useLoadWhenNear(frame, isPhone);
  const plottableCommunities = useMemo(() => communities.filter(communityHasLocation), [communities]);
  const firstView = useFirstView(frame, height);
  const first = useBusinessMapAnswer(filters, firstView);
  const firstPoints = useMemo(
    () => mapPoints(first.answer, plottableCommunities),
    [first.answer, plottableCommunities],
  );
  // Nothing in the first view and no community: is there any located business the map can show?
  const firstEmpty = first.answer?.total === 0 && plottableCommunities.length === 0;
  const anywhere = useBusinessMapAnswer(filters, firstEmpty ? ALL_LONDON : null);
  const [shown, setShown] = useState<MapShown | null>(null);
  const onShown = useCallback((next: MapShown) => setShown(next), []);

  // The spec's 'No businesses found with location data' (the map has nothing to plot): on a map
  // bounded to Greater London, a business whose coordinates are outside London can never be seen,
  // so it counts as having no location here. The message shows when no business matching the
  // search stands in London (nor any community); with one anywhere in London the map shows (its
  // first view empty, the visitor pans or zooms out to it).
  if (firstEmpty && anywhere.answer && !holdsLondon(anywhere.answer))
    return <EmptyState message={t('map.noLocations')} />;

  const firstInView = firstView
    ? firstPoints.filter((point) => isInView(point, firstView.extent))
    : firstPoints;
  const summary: MapShown = shown ?? {
    businesses: firstInView.reduce((sum, point) => sum + businessesOf(point), 0),
    total: first.answer?.total ?? 0,
    points: firstPoints.length,
    answered: Boolean(first.answer),
    loading: first.loading,
    failed: first.failed,
    bbox: first.answer?.request.bbox.join(',') ?? null,
    zoom: first.answer?.request.zoom ?? null,
  };
  const preview = <MapPreview points={firstPoints} />;
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
      data-marker-count={summary.answered ? summary.businesses : undefined}
      data-total={summary.answered ? summary.total : undefined}
      data-point-count={summary.answered ? summary.points : undefined}
      data-zoom={summary.zoom ?? undefined}
      data-bbox={summary.bbox ?? undefined}
      data-loading={String(summary.loading || !summary.answered)}
      data-community-marker-count={plottableCommunities.length}
      style={{ '--map-height': `${height}px` } as CSSProperties}
    >
      {load ? (
        <Suspense fallback={placeholder}>
          <BusinessMap
            filters={filters}
            communities={plottableCommunities}
            onViewDetail={onViewDetail}
            height={height}
            onShown={onShown}
          />
        </Suspense>
      ) : (
        <>
          {preview}
          <MapStatus loading={first.loading} failed={first.failed} empty={false} onRetry={first.retry} />
        </>
      )}
    </MapFrame>
  );
}
