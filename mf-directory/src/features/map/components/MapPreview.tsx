import { memo } from 'react';
import { GREATER_LONDON_OUTLINE, THAMES_COURSE } from '../lib/londonOutline';
import {
  INITIAL_ZOOM,
  LONDON_CENTRE_LON_LAT,
  TILE_SIZE,
  type PlottableBusiness,
  type PlottableCommunity,
} from '../lib/mapData';
import { COMMUNITY_MARKER_COLOUR, markerColour } from '../lib/markerColours';
import { MapPreviewArea } from './MapFrame';

// The map as OpenLayers first draws it (spec section 9: Greater London's centre at zoom 11, Web
// Mercator), without OpenLayers: the London base, the Thames and a dot per marker, in one small
// SVG. It stands in the map's frame until the map's code has loaded, so a phone shows where the
// businesses are from the first screen on while its main thread serves the cards.

const EARTH_RADIUS = 6378137;
/** Metres per pixel at the initial zoom (OpenLayers' default tile grid). */
const RESOLUTION = (2 * Math.PI * EARTH_RADIUS) / TILE_SIZE / 2 ** INITIAL_ZOOM;

const mercator = (lon: number, lat: number): [number, number] => [
  (EARTH_RADIUS * lon * Math.PI) / 180,
  EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];
const [CENTRE_X, CENTRE_Y] = mercator(...LONDON_CENTRE_LON_LAT);

/** Pixels from the map's centre, as the map draws a point at the initial view. */
function pixel(lon: number, lat: number): [number, number] {
  const [x, y] = mercator(lon, lat);
  return [Math.round((x - CENTRE_X) / RESOLUTION), Math.round((CENTRE_Y - y) / RESOLUTION)];
}

const path = (points: readonly (readonly [number, number])[]) =>
  points.map(([lon, lat], i) => `${i ? 'L' : 'M'}${pixel(lon, lat).join(' ')}`).join('');
const LONDON_PATH = `${path(GREATER_LONDON_OUTLINE)}Z`;
const THAMES_PATH = path(THAMES_COURSE);

export interface MapPreviewProps {
  businesses: PlottableBusiness[];
  communities: PlottableCommunity[];
}

/** The still map (decorative: the map's frame carries the marker counts, the cards the names). */
export const MapPreview = memo(function MapPreview({ businesses, communities }: MapPreviewProps) {
  return (
    <MapPreviewArea aria-hidden="true" data-testid="map-preview">
      <svg width="0" height="0" focusable="false">
        <path d={LONDON_PATH} fill="#fbfaf6" stroke="#aab4c5" strokeWidth="1.5" strokeDasharray="6 4" />
        <path
          d={THAMES_PATH}
          fill="none"
          stroke="#a8cdec"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {businesses.map((business) => {
          const [x, y] = pixel(business.longitude, business.latitude);
          return (
            <circle
              key={business.id}
              cx={x}
              cy={y}
              r="15"
              fill={markerColour(business.category)}
              stroke="#ffffff"
              strokeWidth="2"
            />
          );
        })}
        {communities.map((community) => {
          const [x, y] = pixel(community.longitude, community.latitude);
          return (
            <rect
              key={community.id}
              x={x - 13}
              y={y - 13}
              width="26"
              height="26"
              transform={`rotate(45 ${x} ${y})`}
              fill={COMMUNITY_MARKER_COLOUR}
              stroke="#ffffff"
              strokeWidth="2"
            />
          );
        })}
      </svg>
    </MapPreviewArea>
  );
});
