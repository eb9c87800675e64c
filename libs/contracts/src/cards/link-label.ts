/** A link as a short label: host and path without the scheme, 'www.' or a trailing slash. */
export function linkLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
    return `${parsed.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** The longest chip label: what a chip shows whole on a phone's card. */
export const CHIP_LABEL_MAX = 32;

/**
 * A link's chip on a card (issue 28): the whole short label when it fits, else the host with its
 * first path step, else the host alone: a chip names where it goes, and is never cut mid-URL.
 */
export function linkChipLabel(url: string): string {
  const full = linkLabel(url);
  if (full.length <= CHIP_LABEL_MAX) return full;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    const firstStep = parsed.pathname.split('/').find(Boolean);
    const shorter = firstStep ? `${host}/${firstStep}` : host;
    return shorter.length <= CHIP_LABEL_MAX ? `${shorter}/…` : host;
  } catch {
    return full;
  }
}
