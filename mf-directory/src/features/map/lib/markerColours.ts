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
