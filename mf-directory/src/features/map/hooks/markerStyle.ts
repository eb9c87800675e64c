// Marker colours and icons: used by the OpenLayers map only (its lazily loaded chunk), so none of
// this is in the page's first chunk.

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

// The category icons of @byp/ui (24×24 stroke paths), drawn white on the marker. An SVG image
// needs no font (emoji are missing on many servers and in headless browsers) and no network.
const CATEGORY_ICON_PATHS: Record<string, string> = {
  dining:
    '<path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3zm0 0v7"/>',
  health:
    '<path d="M4.8 2.3A.3.3 0 1 0 5 2H4a2 2 0 0 0-2 2v5a6 6 0 0 0 12 0V4a2 2 0 0 0-2-2h-1a.2.2 0 1 0 .3.3"/><path d="M8 15v1a6 6 0 0 0 12 0v-4"/><circle cx="20" cy="10" r="2"/>',
  beauty:
    '<path d="m12 3-1.9 5.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z"/>',
  wellness:
    '<path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z"/><path d="M2 21c0-3 1.9-5.4 5.1-6"/>',
  shop: '<path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z"/><path d="M3 6h18M16 10a4 4 0 0 1-8 0"/>',
  business:
    '<rect x="2" y="7" width="20" height="14" rx="2"/><path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/>',
  lessons: '<path d="M22 10 12 5 2 10l10 5 10-5z"/><path d="M6 12v5c3 3 9 3 12 0v-5"/>',
  art: '<circle cx="13.5" cy="6.5" r=".5"/><circle cx="17.5" cy="10.5" r=".5"/><circle cx="8.5" cy="7.5" r=".5"/><circle cx="6.5" cy="12.5" r=".5"/><path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.9 0 1.6-.7 1.6-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1a1.6 1.6 0 0 1 1.6-1.7h2c3.1 0 5.6-2.5 5.6-5.6C22 6 17.5 2 12 2z"/>',
  entertainment: '<path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="18" cy="16" r="3"/>',
};
const PIN_PATH = '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>';

const iconUrl = (paths: string, colour: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/** A data URL of the category's icon: white strokes on a transparent 24×24 square. */
export function markerIconUrl(category: string): string {
  return iconUrl(CATEGORY_ICON_PATHS[category] ?? PIN_PATH, '#ffffff');
}

// @byp/ui's UsersIcon.
const PEOPLE_PATH =
  '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8"/>';

/** The community marker's icon: blue people on the yellow diamond. */
export const COMMUNITY_MARKER_ICON_URL = iconUrl(PEOPLE_PATH, COMMUNITY_MARKER_INK);
