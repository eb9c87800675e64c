import 'ol/ol.css';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { Button } from '@byp/ui';
import { COMMUNITY_MARKER_COLOUR, COMMUNITY_MARKER_INK } from '../hooks/markerStyle';
import { baseLayer, localizeZoomButtons, tileLayer } from '../hooks/mapLayers';
import { MAX_ZOOM } from '../hooks/mapData';
import { pickedCoordinates, type PickedPoint } from '../hooks/pickedCoordinates';
import { MAP_LAND_COLOUR } from './MapFrame';

declare global {
  interface Window {
    /** Test/debug hook: the picker's OpenLayers map (browser tests turn coordinates into pixels with it). */
    __bypPickerMap?: OlMap;
  }
}

/** Great Britain and Northern Ireland: communities are UK-wide, not only in London. */
const UK_CENTRE_LON_LAT = [-2.5, 54.2];
const UK_ZOOM = 5;
const PICKED_ZOOM = 12;

const Frame = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Area = styled.div`
  position: relative;
  height: 16rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  background: ${MAP_LAND_COLOUR};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  /* The centre that Enter picks, shown while the keyboard is on the map. */
  &:focus-visible::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 1.5rem;
    height: 1.5rem;
    margin: -0.75rem 0 0 -0.75rem;
    border: 2px solid ${COMMUNITY_MARKER_INK};
    border-radius: 50%;
    pointer-events: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PICKED_STYLE = new Style({
  image: new CircleStyle({
    radius: 9,
    fill: new Fill({ color: COMMUNITY_MARKER_COLOUR }),
    stroke: new Stroke({ color: COMMUNITY_MARKER_INK, width: 3 }),
  }),
});

export interface CoordinatePickerProps {
  /** The point the form holds now (typed or picked), or null. */
  value: PickedPoint | null;
  onPick: (point: { latitude: string; longitude: string }) => void;
}

/**
 * A map to set a community's point (issue 28): a click or tap sets it; from the keyboard, the
 * arrow keys move the map, + and - zoom, and Enter (or the button under it) sets its centre. The
 * latitude and longitude fields beside it stay, filled in by the pick, and can still be typed.
 */
export default function CoordinatePicker({ value, onPick }: CoordinatePickerProps) {
  const { t } = useTranslation('directory');
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const sourceRef = useRef(new VectorSource<Feature<Point>>());
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  const pickLonLat = (lonLat: number[]) => onPickRef.current(pickedCoordinates(lonLat[1], lonLat[0]));

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const map = new OlMap({
      target,
      layers: [baseLayer(), tileLayer(), new VectorLayer({ source: sourceRef.current, style: PICKED_STYLE })],
      controls: defaultControls({ attributionOptions: { collapsible: false } }),
      view: new View({
        center: fromLonLat(value ? [value.longitude, value.latitude] : UK_CENTRE_LON_LAT),
        zoom: value ? PICKED_ZOOM : UK_ZOOM,
        maxZoom: MAX_ZOOM,
      }),
    });
    map.on('singleclick', (event) => pickLonLat(toLonLat(event.coordinate)));
    mapRef.current = map;
    window.__bypPickerMap = map;
    return () => {
      map.setTarget(undefined);
      mapRef.current = null;
      if (window.__bypPickerMap === map) delete window.__bypPickerMap;
    };
    // The map is made once; the marker follows the value below.
  }, []);

  useEffect(() => localizeZoomButtons(targetRef.current, t('map.zoomIn'), t('map.zoomOut')), [t]);

  useEffect(() => {
    const source = sourceRef.current;
    source.clear();
    if (value) source.addFeature(new Feature(new Point(fromLonLat([value.longitude, value.latitude]))));
  }, [value]);

  const pickCentre = () => {
    const centre = mapRef.current?.getView().getCenter();
    if (centre) pickLonLat(toLonLat(centre));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    pickCentre();
  };

  return (
    <Frame>
      <Area
        ref={targetRef}
        data-testid="coordinate-picker"
        role="group"
        aria-label={t('coordinatePicker.label')}
        aria-describedby="coordinate-picker-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
      />
      <Hint id="coordinate-picker-hint">{t('coordinatePicker.hint')}</Hint>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={pickCentre}>
          {t('coordinatePicker.useCentre')}
        </Button>
      </div>
    </Frame>
  );
}
