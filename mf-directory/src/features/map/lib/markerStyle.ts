import type { FeatureLike } from 'ol/Feature';
import { Circle as CircleStyle, Fill, Icon, RegularShape, Stroke, Style, Text } from 'ol/style';
import { categoryIconSvg, iconSvg, UsersIcon } from '@byp/ui';
import {
  CLUSTER_COLOUR,
  CLUSTER_RING,
  clusterLabel,
  clusterRadius,
  COMMUNITY_MARKER_COLOUR,
  COMMUNITY_MARKER_INK,
  markerColour,
} from './markerColours';

// How the map's markers look: used by the OpenLayers maps only (their lazily loaded chunks), so
// none of this is in the page's first chunk.

// The icons are @byp/ui's own, drawn as SVG images: an image needs no font (emoji are missing on
// many servers and in headless browsers) and no network.
const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A data URL of the category's icon: white strokes on a transparent 24×24 square. */
export function markerIconUrl(category: string): string {
  return svgUrl(categoryIconSvg(category, '#ffffff'));
}

/** The community marker's icon: blue people on the yellow diamond. */
export const COMMUNITY_MARKER_ICON_URL = svgUrl(iconSvg(UsersIcon, COMMUNITY_MARKER_INK));

/** The marker's shape, and its icon over it; the selected marker is larger and drawn on top. */
function markerStyles(shape: RegularShape | CircleStyle, iconUrl: string, selected: boolean): Style[] {
  const zIndex = selected ? 2 : 1;
  const iconSize = selected ? 18 : 15;
  return [
    new Style({ image: shape, zIndex }),
    new Style({ image: new Icon({ src: iconUrl, width: iconSize, height: iconSize }), zIndex }),
  ];
}

/** A yellow diamond with a blue people icon: a community, never mistaken for a business. */
function communityMarker(selected: boolean): Style[] {
  const diamond = new RegularShape({
    points: 4,
    radius: selected ? 22 : 19,
    angle: 0,
    fill: new Fill({ color: COMMUNITY_MARKER_COLOUR }),
    stroke: new Stroke({ color: selected ? COMMUNITY_MARKER_INK : '#ffffff', width: selected ? 4 : 2 }),
  });
  return markerStyles(diamond, COMMUNITY_MARKER_ICON_URL, selected);
}

/** A round marker in the category's colour with its white icon; a yellow ring when selected. */
function businessMarker(category: string, selected: boolean): Style[] {
  const circle = new CircleStyle({
    radius: selected ? 18 : 15,
    fill: new Fill({ color: markerColour(category) }),
    stroke: new Stroke({ color: selected ? '#FFD700' : '#ffffff', width: selected ? 4 : 2 }),
  });
  return markerStyles(circle, markerIconUrl(category), selected);
}

/**
 * A cluster: a blue circle with a yellow ring, growing with its count, and the count in bold white
 * in it (drawn text: no icon font needed, and legible on the circle at any count).
 */
function clusterMarker(count: number, selected: boolean): Style[] {
  const radius = clusterRadius(count) + (selected ? 3 : 0);
  return [
    new Style({
      zIndex: selected ? 4 : 3,
      image: new CircleStyle({
        radius,
        fill: new Fill({ color: CLUSTER_COLOUR }),
        stroke: new Stroke({ color: CLUSTER_RING, width: selected ? 5 : 3 }),
      }),
      text: new Text({
        text: clusterLabel(count),
        font: `700 ${radius >= 22 ? 14 : 12}px system-ui, sans-serif`,
        fill: new Fill({ color: '#ffffff' }),
        overflow: true,
      }),
    }),
  ];
}

const styleCache = new Map<string, Style[]>();

/**
 * The style of a marker feature (see useMarkerLayer: its `kind`, `category`, `count` and `selected`),
 * made once per look and reused.
 */
export function markerStyle(feature: FeatureLike): Style[] {
  const selected = Boolean(feature.get('selected'));
  if (feature.get('kind') === 'cluster') {
    const count = Number(feature.get('count'));
    const clusterKey = `cluster:${clusterLabel(count)}:${clusterRadius(count)}:${selected}`;
    let clusterStyle = styleCache.get(clusterKey);
    if (!clusterStyle) {
      clusterStyle = clusterMarker(count, selected);
      styleCache.set(clusterKey, clusterStyle);
    }
    return clusterStyle;
  }
  const category = feature.get('kind') === 'community' ? null : String(feature.get('category'));
  const key = `${category ?? 'community'}:${selected}`;
  let style = styleCache.get(key);
  if (!style) {
    style = category === null ? communityMarker(selected) : businessMarker(category, selected);
    styleCache.set(key, style);
  }
  return style;
}
