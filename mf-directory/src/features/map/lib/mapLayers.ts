import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Polygon from 'ol/geom/Polygon';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { fromLonLat } from 'ol/proj';
import { Fill, Stroke, Style } from 'ol/style';
import { getRuntimeConfig } from '@byp/platform';
import { GREATER_LONDON_OUTLINE, THAMES_COURSE } from './londonOutline';
import { MAX_ZOOM, TILE_SIZE } from './mapData';

// The layers every map of the directory draws under its own: the London base and the tiles.

const FALLBACK_TILES = {
  tileUrl: 'https://{a-c}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors © CARTO',
};

function tileConfig() {
  try {
    return getRuntimeConfig().map;
  } catch {
    return FALLBACK_TILES;
  }
}

const BASE_STYLES = {
  london: new Style({
    fill: new Fill({ color: '#fbfaf6' }),
    stroke: new Stroke({ color: '#aab4c5', width: 1.5, lineDash: [6, 4] }),
  }),
  river: new Style({
    stroke: new Stroke({ color: '#a8cdec', width: 6, lineCap: 'round', lineJoin: 'round' }),
  }),
};

/** The base drawn under the tiles, so a map without tiles still shows London and the river. */
export function baseLayer(): VectorLayer<VectorSource> {
  const london = new Feature(new Polygon([GREATER_LONDON_OUTLINE.map((point) => fromLonLat([...point]))]));
  london.setStyle(BASE_STYLES.london);
  const river = new Feature(new LineString(THAMES_COURSE.map((point) => fromLonLat([...point]))));
  river.setStyle(BASE_STYLES.river);
  return new VectorLayer({
    source: new VectorSource({ features: [london, river] }),
    properties: { base: true },
  });
}

/**
 * OpenLayers' zoom buttons carry English tooltips (their titles, read as their names): the
 * interface language's instead.
 */
export function localizeZoomButtons(target: HTMLElement | null, zoomIn: string, zoomOut: string): void {
  target?.querySelector('.ol-zoom-in')?.setAttribute('title', zoomIn);
  target?.querySelector('.ol-zoom-out')?.setAttribute('title', zoomOut);
}

/** The light tile layer of the runtime configuration (spec section 9). */
export function tileLayer(): TileLayer<XYZ> {
  const { tileUrl, attribution } = tileConfig();
  return new TileLayer({
    source: new XYZ({
      url: tileUrl,
      attributions: attribution,
      tileSize: TILE_SIZE,
      maxZoom: MAX_ZOOM,
      crossOrigin: 'anonymous',
    }),
  });
}
