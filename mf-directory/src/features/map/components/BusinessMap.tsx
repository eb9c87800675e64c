import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import View from 'ol/View';
import { getCenter } from 'ol/extent';
import { unByKey } from 'ol/Observable';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { LonLatBox, MapFilters } from '../api/mapApi';
import {
  businessesOf,
  DEFAULT_MAP_HEIGHT,
  INITIAL_ZOOM,
  LONDON_CENTRE_LON_LAT,
  LONDON_EXTENT_LON_LAT,
  mapPoints,
  MAX_ZOOM,
  type MapDetailRequest,
  type MapPoint,
  type PlottableCommunity,
  type PopupPoint,
} from '../lib/mapData';
import { isInView, type MapViewState } from '../lib/mapTiles';
import { useBusinessMapAnswer } from '../hooks/useBusinessMapAnswer';
import { useMarkerLayer } from '../hooks/useMarkerLayer';
import { useMapOverlay, useMarkerPointer, useOpenLayersMap } from '../hooks/useOpenLayersMap';
import { MapArea } from './MapFrame';
import { MapKeyboardList } from './MapKeyboardList';
import { MapPopup } from './MapPopup';
import { MapStatus, type MapShown } from './MapStatus';

// The name over a marker while it is hovered, or while its 'Show … on map' button has focus.
const Tooltip = styled.div`
  padding: 0.2rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
`;

export interface BusinessMapProps {
  /**
   * The page's search (q, category, location, openNow): the map asks the server for the
   * businesses it matches in the view (GET /api/businesses/map), clustered at the view's zoom.
   */
  filters: MapFilters;
  /** Communities with both coordinates (the All view), plotted client-side with their own markers. */
  communities?: PlottableCommunity[];
  /** A popup's 'View Business' or 'View Community' button. */
  onViewDetail?: (request: MapDetailRequest) => void;
  height?: number;
  /** What the map shows, whenever that changes (LazyBusinessMap writes it on its frame). */
  onShown?: (shown: MapShown) => void;
}

const NO_COMMUNITIES: PlottableCommunity[] = [];

/**
 * Greater London, at the spec's first zoom; the view cannot leave it (spec section 9): zoomed out
 * as far as it goes, the map shows the London box and no more (about zoom 10 for a 500-600 px map).
 */
function londonView(): View {
  return new View({
    center: fromLonLat([...LONDON_CENTRE_LON_LAT]),
    zoom: INITIAL_ZOOM,
    maxZoom: MAX_ZOOM,
    extent: transformExtent([...LONDON_EXTENT_LON_LAT], 'EPSG:4326', 'EPSG:3857'),
  });
}

const positionOf = (point: MapPoint) => fromLonLat([point.item.longitude, point.item.latitude]);

/**
 * OpenLayers map of the businesses matching the page's search, asked from the server for the view:
 * clusters (a circle with its count; clicking or activating one zooms to its businesses) and
 * single markers once zoomed in, plus the All view's communities. Clicking a marker, or a 'Show …
 * on map' button of the keyboard list (which lists what is in view), opens its popup; the popup's
 * button asks for the details through `onViewDetail`. Loaded lazily into LazyBusinessMap's frame.
 */
export default function BusinessMap({
  filters,
  communities = NO_COMMUNITIES,
  onViewDetail,
  height = DEFAULT_MAP_HEIGHT,
  onShown,
}: BusinessMapProps) {
  const { t } = useTranslation('directory');
  /** What the map shows now (updated when a move ends). */
  const [view, setView] = useState<MapViewState | null>(null);
  const { answer, loading, failed, retry } = useBusinessMapAnswer(filters, view);
  const points = useMemo(() => mapPoints(answer, communities), [answer, communities]);
  const byKey = useMemo(() => new Map(points.map((point) => [point.key, point])), [points]);
  const inView = useMemo(
    () => (view ? points.filter((point) => isInView(point, view.extent)) : points),
    [points, view],
  );
  const businessesInView = inView.reduce((sum, point) => sum + businessesOf(point), 0);

  /** The point whose popup is open (kept as it is: a new answer may cluster it away). */
  const [selected, setSelected] = useState<PopupPoint | null>(null);
  /** The point whose name shows (hovered, or its list button focused). */
  const [labelledKey, setLabelledKey] = useState<string | null>(null);
  const labelled = labelledKey ? (byKey.get(labelledKey) ?? null) : null;

  const targetRef = useRef<HTMLDivElement>(null);
  const popupHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The list button that opened the popup: it gets the focus back when the popup closes. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  /** Whether the next popup takes the focus (opened from the keyboard list). */
  const focusPopupRef = useRef(false);

  const markers = useMarkerLayer(points, selected?.key ?? null);
  const popup = useMapOverlay({
    positioning: 'bottom-center',
    offset: [0, -24],
    stopEvent: true,
    // The overlay's autoPan brings the popup (and so its marker) into view.
    autoPan: { animation: { duration: 250 }, margin: 24 },
  });
  const tooltip = useMapOverlay({ positioning: 'bottom-center', offset: [0, -22], stopEvent: false });
  const map = useOpenLayersMap(
    targetRef,
    () => ({ layers: [markers], overlays: [popup.overlay, tooltip.overlay], view: londonView() }),
    '__bypMap',
  );

  // The view, each time a move ends (a pan, a zoom, an animation): what is asked for and listed.
  useEffect(() => {
    const read = () => {
      const size = map.getSize();
      if (!size || size[0] === 0 || size[1] === 0) return;
      const olView = map.getView();
      const extent = transformExtent(olView.calculateExtent(size), 'EPSG:3857', 'EPSG:4326') as LonLatBox;
      setView({ extent, zoom: olView.getZoom() ?? INITIAL_ZOOM });
    };
    const key = map.on('moveend', read);
    read();
    return () => unByKey(key);
  }, [map]);

  /** A cluster opened: the map zooms to its businesses (at least one level in). */
  const openCluster = (point: Extract<MapPoint, { kind: 'cluster' }>, fromList: boolean) => {
    const olView = map.getView();
    const size = map.getSize();
    const extent = transformExtent(point.item.bbox, 'EPSG:4326', 'EPSG:3857');
    const current = olView.getZoom() ?? INITIAL_ZOOM;
    const fitted = size
      ? olView.getZoomForResolution(
          olView.getResolutionForExtent(extent, [Math.max(size[0] - 96, 64), Math.max(size[1] - 96, 64)]),
        )
      : undefined;
    const zoom = Math.min(MAX_ZOOM, Math.max(current + 1, fitted ?? current + 2));
    olView.animate({ center: getCenter(extent), zoom, duration: 300 });
    setLabelledKey(null);
    // Its button goes with the old view; the list's heading keeps the focus (and the list open).
    if (fromList) listHeadingRef.current?.focus();
  };

  useMarkerPointer(map, {
    onClick: (key) => {
      returnFocusRef.current = null;
      const point = key ? byKey.get(key) : undefined;
      if (point?.kind === 'cluster') openCluster(point, false);
      else setSelected(point ?? null);
    },
    onHover: setLabelledKey,
  });

  useEffect(() => {
    popup.overlay.setPosition(selected ? positionOf(selected) : undefined);
    if (selected && focusPopupRef.current) {
      focusPopupRef.current = false;
      popupHeadingRef.current?.focus();
    }
  }, [popup, selected]);

  useEffect(() => {
    tooltip.overlay.setPosition(
      labelled && labelled.key !== selected?.key ? positionOf(labelled) : undefined,
    );
  }, [tooltip, labelled, selected]);

  const shown: MapShown = {
    businesses: businessesInView,
    total: answer?.total ?? 0,
    points: points.length,
    answered: Boolean(answer),
    loading,
    failed,
    bbox: answer?.request.bbox.join(',') ?? null,
    zoom: answer?.request.zoom ?? null,
  };
  const shownKey = JSON.stringify(shown);
  useEffect(() => {
    onShown?.(JSON.parse(shownKey) as MapShown);
  }, [onShown, shownKey]);

  const showOnMap = (point: PopupPoint, trigger: HTMLElement) => {
    returnFocusRef.current = trigger;
    focusPopupRef.current = true;
    setSelected(point);
  };

  const closePopup = () => {
    setSelected(null);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  const communitiesInView = inView.some((point) => point.kind === 'community');

  // Drawn inside LazyBusinessMap's frame (data-testid="business-map").
  return (
    <>
      <MapKeyboardList
        points={inView}
        businessCount={businessesInView}
        onShow={showOnMap}
        onOpenCluster={(point) => openCluster(point, true)}
        onFocusPoint={(point) => setLabelledKey(point?.key ?? null)}
        headingRef={listHeadingRef}
      />
      <MapArea
        ref={targetRef}
        data-testid="ol-map"
        style={{ '--map-height': `${height}px` } as CSSProperties}
        role="region"
        aria-label={t('map.label', { count: businessesInView })}
        tabIndex={0}
      />
      <MapStatus
        loading={loading}
        failed={failed}
        empty={Boolean(answer) && businessesInView === 0 && !communitiesInView}
        onRetry={retry}
      />
      {createPortal(
        selected ? (
          <MapPopup
            point={selected}
            headingRef={popupHeadingRef}
            onClose={closePopup}
            onView={onViewDetail}
          />
        ) : null,
        popup.element,
      )}
      {createPortal(
        labelled ? (
          <Tooltip data-testid="map-tooltip" aria-hidden="true">
            {labelled.kind === 'cluster'
              ? t('map.cluster', { count: labelled.item.count })
              : labelled.item.name}
          </Tooltip>
        ) : null,
        tooltip.element,
      )}
    </>
  );
}
