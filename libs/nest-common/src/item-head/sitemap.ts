import { escapeHtml } from './item-head';

/**
 * Issue 25: /sitemap.xml. The gateway serves a sitemap index whose <sitemap> entries each service
 * adds for its own items (SSI includes of `/api/<kind>/sitemap-parts`), one entry per part of at
 * most SITEMAP_PART_SIZE URLs (`/api/<kind>/sitemap.xml?page=N`), so the protocol's 50,000 URLs per
 * file hold whatever the number of items. Approved items only.
 */
export const SITEMAP_PART_SIZE = 50_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const w3cDate = (date: Date | string): string => new Date(date).toISOString();

/** The index entries of a kind's parts: none without approved items. */
export function sitemapPartsXml(
  partUrl: string,
  count: number,
  lastmod: Date | string | null,
  partSize = SITEMAP_PART_SIZE,
): string {
  const parts = Math.ceil(count / partSize);
  const lines: string[] = [];
  for (let page = 1; page <= parts; page += 1) {
    const loc = page === 1 ? partUrl : `${partUrl}?page=${page}`;
    lines.push(
      `<sitemap><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`,
    );
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** One part: a complete <urlset> document. */
export function sitemapUrlsetXml(urls: readonly { loc: string; lastmod: Date | string }[]): string {
  const body = urls
    .map(
      ({ loc, lastmod }) => `<url><loc>${escapeHtml(loc)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}
