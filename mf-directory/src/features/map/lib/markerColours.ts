// The markers' colours, apart from their OpenLayers styles (markerStyle.ts): the SVG preview of
// the first screen (MapPreview) draws its dots in them without loading any of OpenLayers.

/** Community markers are yellow diamonds with a blue people icon, unlike any business marker. */
export const COMMUNITY_MARKER_COLOUR = '#FFD500';
export const COMMUNITY_MARKER_INK = '#0057B7';

/** Marker colours per category (white text and icon on each are legible). */
export const CATEGORY_MARKER_COLOURS: Record<string, string> = {
  dining: '#c2410c',
  health: '#0f766e',
  beauty: '#be185d',
  wellness: '#15803d',
  shop: '#7c3aed',
  business: '#0057b7',
  lessons: '#b45309',
  art: '#9333ea',
  entertainment: '#dc2626',
};

export function markerColour(category: string): string {
  return CATEGORY_MARKER_COLOURS[category] ?? '#0057b7';
}

/** A cluster of businesses: a blue circle with a yellow ring and its count in white. */
export const CLUSTER_COLOUR = '#0057B7';
export const CLUSTER_RING = '#FFD500';

/** A cluster's radius in pixels: larger with more businesses, from 17 (2) to 34 (10,000 and more). */
export function clusterRadius(count: number): number {
  return Math.round(Math.min(34, 16 + 4.5 * Math.log10(Math.max(count, 2))));
}

/** The count drawn in a cluster: whole up to 9,999, then '12k', '1.2M'. */
export function clusterLabel(count: number): string {
  if (count < 10_000) return String(count);
  if (count < 1_000_000) return `${Math.round(count / 1000)}k`;
  return `${(count / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}
