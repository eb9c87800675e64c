import 'ol/ol.css';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat, transformExtent } from 'ol/proj';
import { Circle as CircleStyle, Fill, Icon, RegularShape, Stroke, Style } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import { FallbackMarker } from '@byp/platform';
import {
  Badge,
  Button,
  CloseIcon,
  GlobeIcon,
  IconButton,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '@byp/ui';
import { emitViewBusinessDetail } from '../../../hooks/useViewBusinessDetailEvent';
import { instagramHandle, instagramUrl, mailtoUrl, telUrl, websiteUrl } from '../../../lib/contactLinks';
import {
  DEFAULT_MAP_HEIGHT,
  INITIAL_ZOOM,
  LONDON_CENTRE_LON_LAT,
  LONDON_EXTENT_LON_LAT,
  MAX_ZOOM,
  type PlottableBusiness,
  type PlottableCommunity,
} from '../hooks/mapData';
import {
  COMMUNITY_MARKER_COLOUR,
  COMMUNITY_MARKER_ICON_URL,
  COMMUNITY_MARKER_INK,
  markerColour,
  markerIconUrl,
} from '../hooks/markerStyle';
import { baseLayer, localizeZoomButtons, tileLayer } from '../hooks/mapLayers';
import { MapArea } from './MapFrame';

declare global {
  interface Window {
    /** Test/debug hook: the OpenLayers map on screen (browser tests turn coordinates into pixels with it). */
    __bypMap?: OlMap;
  }
}

const styleCache = new Map<string, Style[]>();

/** A yellow diamond with a blue people icon: a community, never mistaken for a business. */
function communityMarkerStyle(selected: boolean): Style[] {
  const key = `community:${selected}`;
  let style = styleCache.get(key);
  if (!style) {
    style = [
      new Style({
        image: new RegularShape({
          points: 4,
          radius: selected ? 22 : 19,
          angle: 0,
          fill: new Fill({ color: COMMUNITY_MARKER_COLOUR }),
          stroke: new Stroke({ color: selected ? COMMUNITY_MARKER_INK : '#ffffff', width: selected ? 4 : 2 }),
        }),
        zIndex: selected ? 2 : 1,
      }),
      new Style({
        image: new Icon({
          src: COMMUNITY_MARKER_ICON_URL,
          width: selected ? 18 : 15,
          height: selected ? 18 : 15,
        }),
        zIndex: selected ? 2 : 1,
      }),
    ];
    styleCache.set(key, style);
  }
  return style;
}

/** A round marker in the category's colour with its white icon; a yellow ring when selected. */
function markerStyle(feature: FeatureLike): Style[] {
  if (feature.get('kind') === 'community') return communityMarkerStyle(Boolean(feature.get('selected')));
  const category = String(feature.get('category'));
  const selected = Boolean(feature.get('selected'));
  const key = `${category}:${selected}`;
  let style = styleCache.get(key);
  if (!style) {
    style = [
      new Style({
        image: new CircleStyle({
          radius: selected ? 18 : 15,
          fill: new Fill({ color: markerColour(category) }),
          stroke: new Stroke({ color: selected ? '#FFD700' : '#ffffff', width: selected ? 4 : 2 }),
        }),
        zIndex: selected ? 2 : 1,
      }),
      new Style({
        image: new Icon({
          src: markerIconUrl(category),
          width: selected ? 18 : 15,
          height: selected ? 18 : 15,
        }),
        zIndex: selected ? 2 : 1,
      }),
    ];
    styleCache.set(key, style);
  }
  return style;
}

// Visually hidden until something in it has keyboard focus; then it shows as a panel over the map.
const KeyboardList = styled.nav`
  position: absolute;
  top: 0.5rem;
  left: 3rem;
  z-index: 5;
  max-height: calc(100% - 1rem);
  overflow: auto;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:not(:focus-within) {
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
`;

const Popup = styled.section`
  position: relative;
  width: min(20rem, 80vw);
  display: grid;
  gap: 0.4rem;
  padding: 0.9rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    margin: 0;
    padding-right: 2rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    outline: none;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -0.5rem;
    width: 1rem;
    height: 1rem;
    transform: translateX(-50%) rotate(45deg);
    background: inherit;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

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

const PopupClose = styled.div`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
`;

const PopupDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Line = styled.p`
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  svg {
    flex: none;
    margin-top: 0.1rem;
    width: 1rem;
    height: 1rem;
  }
`;

export interface BusinessMapProps {
  /** Businesses with both a latitude and a longitude. */
  businesses: PlottableBusiness[];
  /** Communities with both coordinates (the All view), plotted with their own markers. */
  communities?: PlottableCommunity[];
  /** A community popup's 'View Community' button. */
  onViewCommunity?: (communityId: string) => void;
  height?: number;
}

/** Feature ids: a business's id as it is; a community's prefixed, so the two never collide. */
const communityFeatureId = (id: string) => `community:${id}`;
const NO_COMMUNITIES: PlottableCommunity[] = [];

/**
 * OpenLayers map of Greater London with a round marker per business. Clicking a marker (or a
 * 'Show … on map' button of the keyboard list) opens a popup whose 'View Business' button emits
 * the window event viewBusinessDetail. Loaded lazily into LazyBusinessMap's frame.
 */
export default function BusinessMap({
  businesses,
  communities = NO_COMMUNITIES,
  onViewCommunity,
  height = DEFAULT_MAP_HEIGHT,
}: BusinessMapProps) {
  const { t } = useTranslation('directory');
  const headingId = useId();
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const sourceRef = useRef<VectorSource<Feature<Point>> | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const popupHeadingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const focusPopupRef = useRef(false);
  const [popupElement] = useState(() => document.createElement('div'));
  const [tooltipElement] = useState(() => document.createElement('div'));
  const tooltipRef = useRef<Overlay | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** The feature whose name shows (hovered, or its list button focused). */
  const [labelledId, setLabelledId] = useState<string | null>(null);
  const selected = businesses.find((business) => business.id === selectedId) ?? null;
  const selectedCommunity =
    communities.find((community) => communityFeatureId(community.id) === selectedId) ?? null;
  const selectedPoint = selected ?? selectedCommunity;

  // The map is made once; the markers follow the businesses below.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const source = new VectorSource<Feature<Point>>();
    const overlay = new Overlay({
      element: popupElement,
      positioning: 'bottom-center',
      offset: [0, -24],
      stopEvent: true,
      autoPan: { animation: { duration: 250 }, margin: 24 },
    });
    const tooltip = new Overlay({
      element: tooltipElement,
      positioning: 'bottom-center',
      offset: [0, -22],
      stopEvent: false,
    });
    const map = new OlMap({
      target,
      layers: [baseLayer(), tileLayer(), new VectorLayer({ source, style: markerStyle })],
      overlays: [overlay, tooltip],
      controls: defaultControls({ attributionOptions: { collapsible: false } }),
      view: new View({
        center: fromLonLat([...LONDON_CENTRE_LON_LAT]),
        zoom: INITIAL_ZOOM,
        maxZoom: MAX_ZOOM,
        extent: transformExtent([...LONDON_EXTENT_LON_LAT], 'EPSG:4326', 'EPSG:3857'),
      }),
    });
    map.on('singleclick', (event) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (hit) => hit, {
        hitTolerance: 6,
        layerFilter: (layer) => !layer.get('base'),
      });
      returnFocusRef.current = null;
      setSelectedId(feature ? String(feature.getId()) : null);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hovered = map.forEachFeatureAtPixel(event.pixel, (hit) => hit, {
        hitTolerance: 6,
        layerFilter: (layer) => !layer.get('base'),
      });
      target.style.cursor = hovered ? 'pointer' : '';
      setLabelledId(hovered ? String(hovered.getId()) : null);
    });
    const onPointerLeave = () => setLabelledId(null);
    target.addEventListener('pointerleave', onPointerLeave);
    mapRef.current = map;
    sourceRef.current = source;
    overlayRef.current = overlay;
    tooltipRef.current = tooltip;
    window.__bypMap = map;
    return () => {
      target.removeEventListener('pointerleave', onPointerLeave);
      if (window.__bypMap === map) delete window.__bypMap;
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
    };
  }, [popupElement, tooltipElement]);

  useEffect(() => localizeZoomButtons(targetRef.current, t('map.zoomIn'), t('map.zoomOut')), [t]);

  useEffect(() => {
    const source = sourceRef.current;
    if (!source) return;
    source.clear();
    source.addFeatures(
      businesses.map((business) => {
        const feature = new Feature({
          geometry: new Point(fromLonLat([business.longitude, business.latitude])),
          businessId: business.id,
          category: business.category,
          name: business.name,
        });
        feature.setId(business.id);
        return feature;
      }),
    );
    source.addFeatures(
      communities.map((community) => {
        const feature = new Feature({
          geometry: new Point(fromLonLat([community.longitude, community.latitude])),
          kind: 'community',
          name: community.name,
        });
        feature.setId(communityFeatureId(community.id));
        return feature;
      }),
    );
  }, [businesses, communities]);

  useEffect(() => {
    for (const feature of sourceRef.current?.getFeatures() ?? [])
      feature.set('selected', selectedPoint !== null && feature.getId() === selectedId);
    overlayRef.current?.setPosition(
      selectedPoint ? fromLonLat([selectedPoint.longitude, selectedPoint.latitude]) : undefined,
    );
    if (selectedPoint && focusPopupRef.current) {
      focusPopupRef.current = false;
      popupHeadingRef.current?.focus();
    }
  }, [selectedPoint, selectedId]);

  const labelled =
    labelledId === null
      ? null
      : (businesses.find((business) => business.id === labelledId) ??
        communities.find((community) => communityFeatureId(community.id) === labelledId) ??
        null);
  useEffect(() => {
    tooltipRef.current?.setPosition(
      labelled && labelledId !== selectedId ? fromLonLat([labelled.longitude, labelled.latitude]) : undefined,
    );
  }, [labelled, labelledId, selectedId]);

  const showOnMap = (featureId: string, trigger: HTMLElement) => {
    returnFocusRef.current = trigger;
    focusPopupRef.current = true;
    // The overlay's autoPan brings the popup (and so its marker) into view.
    setSelectedId(featureId);
  };

  const closePopup = () => {
    setSelectedId(null);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closePopup();
    }
  };

  const popup = selected ? (
    <Popup aria-labelledby={headingId} onKeyDown={onPopupKeyDown} data-testid="map-popup">
      <PopupClose>
        <IconButton label={t('map.closePopup')} icon={<CloseIcon />} size="sm" onClick={closePopup} />
      </PopupClose>
      <h3 id={headingId} ref={popupHeadingRef} tabIndex={-1}>
        {selected.name}
      </h3>
      <FallbackMarker text={[selected.nameI18n, selected.descriptionI18n]} />
      <div>
        <Badge variant="category">
          {t(`common:categories.${selected.category}`, { defaultValue: selected.category })}
        </Badge>
      </div>
      <PopupDescription>{selected.description}</PopupDescription>
      <Line>
        <MapPinIcon aria-hidden="true" />
        <span>{selected.address}</span>
      </Line>
      {selected.phone ? (
        <Line>
          <PhoneIcon aria-hidden="true" />
          <a href={telUrl(selected.phone)}>{selected.phone}</a>
        </Line>
      ) : null}
      {selected.email ? (
        <Line>
          <MailIcon aria-hidden="true" />
          <a href={mailtoUrl(selected.email)}>{selected.email}</a>
        </Line>
      ) : null}
      {selected.instagram ? (
        <Line>
          <InstagramIcon aria-hidden="true" />
          <a href={instagramUrl(selected.instagram)} target="_blank" rel="noopener noreferrer">
            {instagramHandle(selected.instagram)}
          </a>
        </Line>
      ) : null}
      <Button variant="primary" size="sm" onClick={() => emitViewBusinessDetail(selected.id, selected.slug)}>
        {t('map.viewBusiness')}
      </Button>
    </Popup>
  ) : selectedCommunity ? (
    <Popup aria-labelledby={headingId} onKeyDown={onPopupKeyDown} data-testid="map-popup">
      <PopupClose>
        <IconButton label={t('map.closePopup')} icon={<CloseIcon />} size="sm" onClick={closePopup} />
      </PopupClose>
      <h3 id={headingId} ref={popupHeadingRef} tabIndex={-1}>
        {selectedCommunity.name}
      </h3>
      <FallbackMarker text={[selectedCommunity.nameI18n, selectedCommunity.descriptionI18n]} />
      <div>
        <Badge variant="accent">{t('map.communityBadge')}</Badge>
      </div>
      <PopupDescription>{selectedCommunity.description}</PopupDescription>
      {selectedCommunity.contactEmail ? (
        <Line>
          <MailIcon aria-hidden="true" />
          <a href={mailtoUrl(selectedCommunity.contactEmail)}>{selectedCommunity.contactEmail}</a>
        </Line>
      ) : null}
      {selectedCommunity.website ? (
        <Line>
          <GlobeIcon aria-hidden="true" />
          <a href={websiteUrl(selectedCommunity.website)} target="_blank" rel="noopener noreferrer">
            {selectedCommunity.website.replace(/^https?:\/\//i, '')}
          </a>
        </Line>
      ) : null}
      {selectedCommunity.instagram ? (
        <Line>
          <InstagramIcon aria-hidden="true" />
          <a href={instagramUrl(selectedCommunity.instagram)} target="_blank" rel="noopener noreferrer">
            {instagramHandle(selectedCommunity.instagram)}
          </a>
        </Line>
      ) : null}
      {onViewCommunity ? (
        <Button variant="primary" size="sm" onClick={() => onViewCommunity(selectedCommunity.id)}>
          {t('map.viewCommunity')}
        </Button>
      ) : null}
    </Popup>
  ) : null;

  // Drawn inside LazyBusinessMap's frame (data-testid="business-map").
  return (
    <>
      <KeyboardList aria-label={t('map.listLabel')}>
        <h3>{t('map.listHeading', { count: businesses.length })}</h3>
        <ul>
          {businesses.map((business) => (
            <li key={business.id}>
              <Button
                variant="ghost"
                size="sm"
                onClick={(event) => showOnMap(business.id, event.currentTarget)}
                onFocus={() => setLabelledId(business.id)}
                onBlur={() => setLabelledId(null)}
              >
                {t('map.showOnMap', { name: business.name })}
              </Button>
            </li>
          ))}
          {communities.map((community) => (
            <li key={community.id}>
              <Button
                variant="ghost"
                size="sm"
                onClick={(event) => showOnMap(communityFeatureId(community.id), event.currentTarget)}
                onFocus={() => setLabelledId(communityFeatureId(community.id))}
                onBlur={() => setLabelledId(null)}
              >
                {t('map.showOnMap', { name: community.name })}
              </Button>
            </li>
          ))}
        </ul>
      </KeyboardList>
      <MapArea
        ref={targetRef}
        data-testid="ol-map"
        style={{ '--map-height': `${height}px` } as CSSProperties}
        role="region"
        aria-label={t('map.label', { count: businesses.length })}
        tabIndex={0}
      />
      {createPortal(popup, popupElement)}
      {createPortal(
        labelled ? (
          <Tooltip data-testid="map-tooltip" aria-hidden="true">
            {labelled.name}
          </Tooltip>
        ) : null,
        tooltipElement,
      )}
    </>
  );
}
