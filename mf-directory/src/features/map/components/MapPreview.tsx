import { memo } from 'react';
import { GREATER_LONDON_OUTLINE, THAMES_COURSE } from '../lib/londonOutline';
import { INITIAL_ZOOM, LONDON_CENTRE_LON_LAT, TILE_SIZE, type MapPoint } from '../lib/mapData';
import {
  CLUSTER_COLOUR,
  CLUSTER_RING,
  clusterLabel,
  clusterRadius,
  COMMUNITY_MARKER_COLOUR,
  markerColour,
} from '../lib/markerColours';
import { MapPreviewArea } from './MapFrame';

// The map as OpenLayers first draws it (spec section 9: Greater London's centre at zoom 11, Web
// Mercator), without OpenLayers: the London base, the Thames and a dot per marker, in one small
// SVG (the clusters with their counts). It stands in the map's frame until the map's code has loaded, so a phone shows where the
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
  /** The points of the map's first answer (clusters, businesses) and the communities. */
  points: MapPoint[];
}

/** The still map (decorative: the map's frame carries the marker counts, the cards the names). */
export const MapPreview = memo(function MapPreview({ points }: MapPreviewProps) {
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
        {points.map((point) => {
          const [x, y] = pixel(point.item.longitude, point.item.latitude);
          if (point.kind === 'cluster') {
            const radius = clusterRadius(point.item.count);
            return (
              <g key={point.key}>
                <circle
                  cx={x}
                  cy={y}
                  r={radius}
                  fill={CLUSTER_COLOUR}
                  stroke={CLUSTER_RING}
                  strokeWidth="3"
                />
                <text
                  x={x}
                  y={y}
                  dy="0.35em"
                  textAnchor="middle"
                  fill="#ffffff"
                  fontSize={radius >= 22 ? 14 : 12}
                  fontWeight="700"
                  fontFamily="system-ui, sans-serif"
                >
                  {clusterLabel(point.item.count)}
                </text>
              </g>
            );
          }
          if (point.kind === 'business') {
            return (
              <circle
                key={point.key}
                cx={x}
                cy={y}
                r="15"
                fill={markerColour(point.item.category)}
                stroke="#ffffff"
                strokeWidth="2"
              />
            );
          }
          return (
            <rect
              key={point.key}
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
