import type { LonLatBox } from '../api/mapApi';
import { INITIAL_ZOOM, LONDON_CENTRE_LON_LAT, TILE_SIZE, type MapPoint } from './mapData';

// What the business map asks the server for (issue 29): the view rounded out to whole tiles of
// its zoom level (the Web Mercator / XYZ tile grid, as the tiles under it), so that views a few
// pixels apart ask the same URL and share the gateway's cache and the client's. Pure functions:
// no OpenLayers, so the page's preview (before OpenLayers loads) asks exactly as the map will.

/** The view: what it shows (lon/lat degrees) at which (possibly fractional) zoom. */
export interface MapViewState {
  extent: LonLatBox;
  zoom: number;
}

/** The server's zoom levels. */
export const SERVER_MIN_ZOOM = 0;
export const SERVER_MAX_ZOOM = 20;
/** Web Mercator's latitude limit. */
const MAX_LATITUDE = 85.0511287798;
const EARTH_RADIUS = 6378137;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The whole zoom level a view asks for: the nearest one, within the server's 0..20. */
export function requestZoom(zoom: number): number {
  return clamp(Math.round(Number.isFinite(zoom) ? zoom : INITIAL_ZOOM), SERVER_MIN_ZOOM, SERVER_MAX_ZOOM);
}

const tileX = (lon: number, n: number) => ((clamp(lon, -180, 180) + 180) / 360) * n;
function tileY(lat: number, n: number): number {
  const rad = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
}
const lonOfTile = (x: number, n: number) => (x / n) * 360 - 180;
const latOfTile = (y: number, n: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
/** Six decimals (about 0.1 m): the same tile edge is always the same text in the URL. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The box a view asks for: its extent rounded out to the edges of the tiles of its request zoom
 * ([west, south, east, north], degrees).
 */
export function tileBox(extent: LonLatBox, zoom: number): LonLatBox {
  const n = 2 ** requestZoom(zoom);
  const [west, south, east, north] = extent;
  // A hair inside the edges, so an extent that ends exactly on a tile edge takes no extra tile.
  const epsilon = 1e-9;
  const x0 = clamp(Math.floor(tileX(west, n) + epsilon), 0, n);
  const x1 = clamp(Math.ceil(tileX(east, n) - epsilon), 0, n);
  const yTop = clamp(Math.floor(tileY(north, n) + epsilon), 0, n);
  const yBottom = clamp(Math.ceil(tileY(south, n) - epsilon), 0, n);
  return [
    round6(lonOfTile(x0, n)),
    round6(latOfTile(Math.max(yBottom, yTop + 1), n)),
    round6(lonOfTile(Math.max(x1, x0 + 1), n)),
    round6(latOfTile(yTop, n)),
  ];
}

/** Metres per pixel at a zoom (OpenLayers' default tile grid). */
export const resolutionAt = (zoom: number) => (2 * Math.PI * EARTH_RADIUS) / TILE_SIZE / 2 ** zoom;

export const toMercator = (lon: number, lat: number): [number, number] => [
  (EARTH_RADIUS * lon * Math.PI) / 180,
  EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 360)),
];
const fromMercator = (x: number, y: number): [number, number] => [
  (x / EARTH_RADIUS) * (180 / Math.PI),
  (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI),
];

/**
 * The map's first view (Greater London's centre at the spec's zoom) for a map of this size in
 * pixels: what the page asks for before OpenLayers has loaded, the same box the map then asks for.
 */
export function initialView(widthPx: number, heightPx: number): MapViewState {
  const resolution = resolutionAt(INITIAL_ZOOM);
  const [cx, cy] = toMercator(...LONDON_CENTRE_LON_LAT);
  const halfWidth = (Math.max(widthPx, 1) / 2) * resolution;
  const halfHeight = (Math.max(heightPx, 1) / 2) * resolution;
  const [west, south] = fromMercator(cx - halfWidth, cy - halfHeight);
  const [east, north] = fromMercator(cx + halfWidth, cy + halfHeight);
  return { extent: [west, south, east, north], zoom: INITIAL_ZOOM };
}

const boxesMeet = (a: LonLatBox, b: LonLatBox) =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
const contains = (box: LonLatBox, lon: number, lat: number) =>
  lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3];

/**
 * Whether a point is in view: a marker or a community where it stands, a cluster when any of its
 * businesses' box is (its circle may be just outside while some of its businesses are inside).
 */
export function isInView(point: MapPoint, extent: LonLatBox): boolean {
  if (point.kind === 'cluster') return boxesMeet(point.item.bbox, extent);
  return contains(extent, point.item.longitude, point.item.latitude);
}
