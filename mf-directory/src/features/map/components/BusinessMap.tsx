import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import View from 'ol/View';
import { fromLonLat, transformExtent } from 'ol/proj';
import {
  DEFAULT_MAP_HEIGHT,
  INITIAL_ZOOM,
  LONDON_CENTRE_LON_LAT,
  LONDON_EXTENT_LON_LAT,
  mapPoints,
  MAX_ZOOM,
  type MapDetailRequest,
  type MapPoint,
  type PlottableBusiness,
  type PlottableCommunity,
} from '../lib/mapData';
import { useMarkerLayer } from '../hooks/useMarkerLayer';
import { useMapOverlay, useMarkerPointer, useOpenLayersMap } from '../hooks/useOpenLayersMap';
import { MapArea } from './MapFrame';
import { MapKeyboardList } from './MapKeyboardList';
import { MapPopup } from './MapPopup';

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
  /** Businesses with both a latitude and a longitude. */
  businesses: PlottableBusiness[];
  /** Communities with both coordinates (the All view), plotted with their own markers. */
  communities?: PlottableCommunity[];
  /** A popup's 'View Business' or 'View Community' button. */
  onViewDetail?: (request: MapDetailRequest) => void;
  height?: number;
}

const NO_COMMUNITIES: PlottableCommunity[] = [];

/** Greater London, at the spec's first zoom; the view cannot leave it (spec section 9). */
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
 * OpenLayers map of Greater London with a marker per business (and per community in the All
 * view). Clicking a marker, or a 'Show … on map' button of the keyboard list, opens its popup;
 * the popup's button asks for the details through `onViewDetail`. Loaded lazily into
 * LazyBusinessMap's frame.
 */
export default function BusinessMap({
  businesses,
  communities = NO_COMMUNITIES,
  onViewDetail,
  height = DEFAULT_MAP_HEIGHT,
}: BusinessMapProps) {
  const { t } = useTranslation('directory');
  const points = useMemo(() => mapPoints(businesses, communities), [businesses, communities]);
  /** The point whose popup is open. */
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  /** The point whose name shows (hovered, or its list button focused). */
  const [labelledKey, setLabelledKey] = useState<string | null>(null);
  const selected = points.find((point) => point.key === selectedKey) ?? null;
  const labelled = points.find((point) => point.key === labelledKey) ?? null;

  const targetRef = useRef<HTMLDivElement>(null);
  const popupHeadingRef = useRef<HTMLHeadingElement>(null);
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
  useMarkerPointer(map, {
    onClick: (key) => {
      returnFocusRef.current = null;
      setSelectedKey(key);
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
    tooltip.overlay.setPosition(labelled && labelled !== selected ? positionOf(labelled) : undefined);
  }, [tooltip, labelled, selected]);

  const showOnMap = (point: MapPoint, trigger: HTMLElement) => {
    returnFocusRef.current = trigger;
    focusPopupRef.current = true;
    setSelectedKey(point.key);
  };

  const closePopup = () => {
    setSelectedKey(null);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  // Drawn inside LazyBusinessMap's frame (data-testid="business-map").
  return (
    <>
      <MapKeyboardList
        points={points}
        businessCount={businesses.length}
        onShow={showOnMap}
        onFocusPoint={(point) => setLabelledKey(point?.key ?? null)}
      />
      <MapArea
        ref={targetRef}
        data-testid="ol-map"
        style={{ '--map-height': `${height}px` } as CSSProperties}
        role="region"
        aria-label={t('map.label', { count: businesses.length })}
        tabIndex={0}
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
            {labelled.item.name}
          </Tooltip>
        ) : null,
        tooltip.element,
      )}
    </>
  );
}
