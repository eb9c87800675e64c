import type { Response } from 'express';
import { createHash } from 'node:crypto';

/**
 * Issue 25: an item's own <head> (title, description, canonical, hreflang, Open Graph, Twitter
 * card, schema.org JSON-LD), made by the service that owns the item and included by the gateway
 * into the shell's HTML for /business/{slug}, /communities/{slug} and /news-events/{slug} (nginx
 * SSI, gateway/snippets/item-pages.conf), so crawlers and link previews read it without
 * JavaScript. Every visitor text is escaped here: attribute and text values for HTML, and the
 * JSON-LD with `<`, `>`, `&` and the line separators as \u escapes, so a name holding
 * `</script>` or `"><img onerror=…>` stays text.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON for a <script type="application/ld+json"> element: nothing in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type HeadLanguage = 'en' | 'uk';

/** The site's name in each language (og:site_name, the title's suffix). */
export const SITE_NAME: Record<HeadLanguage, string> = {
  en: 'Blue & Yellow Pages',
  uk: 'Синьо-жовті сторінки',
};

export interface ItemHead {
  lang: HeadLanguage;
  /** The site's origin (PUBLIC_URL, never the Host header), without a trailing slash. */
  origin: string;
  /** The item's page path, e.g. /business/kalyna-bakery. */
  path: string;
  title: string;
  description: string | null;
  /** A path of ours (/api/…, /images/…) or an absolute http(s) URL; made absolute here. */
  image: string | null;
  /** og:type: 'website', 'article', 'business.business'… */
  ogType: string;
  jsonLd: Record<string, unknown>;
}

/** A URL of ours made absolute on the site's origin; an absolute http(s) URL as it is. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return null;
}

/** One line of text for a description: whitespace runs joined, cut at `max` characters on a word. */
export function summary(text: string | null | undefined, max = 200): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line || null;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The page's address in a language: English is the bare path, Ukrainian `?lang=uk`. */
export const pageUrl = (origin: string, path: string, lang: HeadLanguage): string =>
  lang === 'uk' ? `${origin}${path}?lang=uk` : `${origin}${path}`;

/** The tags of an item's head, in the order crawlers read them. */
export function renderItemHead(head: ItemHead): string {
  const { lang, origin, path } = head;
  const site = SITE_NAME[lang];
  const title = `${head.title} · ${site}`;
  const canonical = pageUrl(origin, path, lang);
  const image = absoluteUrl(origin, head.image);
  const attr = escapeHtml;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    head.description ? `<meta name="description" content="${attr(head.description)}" />` : '',
    `<link rel="canonical" href="${attr(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${attr(pageUrl(origin, path, 'en'))}" />`,
    `<link rel="alternate" hreflang="uk" href="${attr(pageUrl(origin, path, 'uk'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${attr(pageUrl(origin, path, 'en'))}" />`,
    `<meta property="og:type" content="${attr(head.ogType)}" />`,
    `<meta property="og:site_name" content="${attr(site)}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    head.description ? `<meta property="og:description" content="${attr(head.description)}" />` : '',
    `<meta property="og:url" content="${attr(canonical)}" />`,
    `<meta property="og:locale" content="${lang === 'uk' ? 'uk_UA' : 'en_GB'}" />`,
    `<meta property="og:locale:alternate" content="${lang === 'uk' ? 'en_GB' : 'uk_UA'}" />`,
    image ? `<meta property="og:image" content="${attr(image)}" />` : '',
    image ? `<meta property="og:image:alt" content="${attr(head.title)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    head.description ? `<meta name="twitter:description" content="${attr(head.description)}" />` : '',
    image ? `<meta name="twitter:image" content="${attr(image)}" />` : '',
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}

/**
 * Header a gateway request for an item's page sends (gateway/snippets/item-pages.conf): the answer
 * to it is then an internal redirect (X-Accel-Redirect) to the shell's page when the item exists,
 * a 301 to the item's page address for an old slug, or 404.
 */
export const ITEM_PAGE_REQUEST_HEADER = 'x-item-page';

/**
 * Sends an item's head fragment (text/html, with its ETag, answered 304 when unchanged); or, for
 * the gateway's page request, hands the page over to the shell's HTML at `pagePath` (the list
 * behind the item), whose SSI include asks for this fragment again through the micro-cache.
 */
export function sendItemHead(res: Response, html: string, pagePath: string): void {
  if (res.req.get(ITEM_PAGE_REQUEST_HEADER)) {
    res.setHeader('X-Accel-Redirect', `/_item-page${pagePath}`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end();
    return;
  }
  sendHtmlFragment(res, html);
}

/**
 * Sends an HTML fragment the gateway includes into a page (an item's head, a list's served first
 * cards): text/html with its ETag, 304 when unchanged; the route's cache policy is the caller's.
 */
export function sendHtmlFragment(res: Response, html: string): void {
  const body = Buffer.from(html, 'utf8');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', `W/"${createHash('sha1').update(body).digest('base64url')}"`);
  if (res.req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/**
 * An old slug: a 301 to the item's current address, the page's for the gateway's page request,
 * else the same API route under the new slug (`apiPath`).
 */
export function redirectToSlug(res: Response, pagePath: string, apiPath: string): void {
  const page = Boolean(res.req.get(ITEM_PAGE_REQUEST_HEADER));
  const query = res.req.url.includes('?') ? res.req.url.slice(res.req.url.indexOf('?')) : '';
  res.setHeader('Cache-Control', 'no-cache');
  res.redirect(301, `${page ? pagePath : apiPath}${page ? '' : query}`);
}
