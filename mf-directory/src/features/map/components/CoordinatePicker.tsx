import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { unByKey } from 'ol/Observable';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { Button } from '@byp/ui';
import { COMMUNITY_MARKER_COLOUR, COMMUNITY_MARKER_INK } from '../lib/markerColours';
import { MAX_ZOOM } from '../lib/mapData';
import { pickedCoordinates, type CoordinatePickerProps } from '../../../lib/coordinates';
import { useOpenLayersMap } from '../hooks/useOpenLayersMap';
import { MAP_LAND_COLOUR } from './MapFrame';

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

/**
 * A map to set a community's point (issue 28): a click or tap sets it; from the keyboard, the
 * arrow keys move the map, + and - zoom, and Enter (or the button under it) sets its centre. The
 * latitude and longitude fields beside it stay, filled in by the pick, and can still be typed.
 */
export default function CoordinatePicker({ value, onPick }: CoordinatePickerProps) {
  const { t } = useTranslation('directory');
  const targetRef = useRef<HTMLDivElement>(null);
  const [picked] = useState(
    () => new VectorLayer({ source: new VectorSource<Feature<Point>>(), style: PICKED_STYLE }),
  );
  const map = useOpenLayersMap(
    targetRef,
    () => ({
      layers: [picked],
      view: new View({
        center: fromLonLat(value ? [value.longitude, value.latitude] : UK_CENTRE_LON_LAT),
        zoom: value ? PICKED_ZOOM : UK_ZOOM,
        maxZoom: MAX_ZOOM,
      }),
    }),
    '__bypPickerMap',
  );

  const pickLonLat = (lonLat: number[]) => onPick(pickedCoordinates(lonLat[1], lonLat[0]));
  const pickClicked = useEffectEvent(pickLonLat);
  useEffect(() => {
    const key = map.on('singleclick', (event) => pickClicked(toLonLat(event.coordinate)));
    return () => unByKey(key);
  }, [map]);

  // The marker follows the value (picked, or typed in the fields beside).
  useEffect(() => {
    const source = picked.getSource();
    source?.clear();
    if (value) source?.addFeature(new Feature(new Point(fromLonLat([value.longitude, value.latitude]))));
  }, [picked, value]);

  const pickCentre = () => {
    const centre = map.getView().getCenter();
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
