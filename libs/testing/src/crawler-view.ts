import type * as Jsdom from 'jsdom';

/**
 * Issue 25: a page's head as a crawler or a chat app's link preview reads it: the HTML parsed, no
 * script run (jsdom runs none unless asked). Used by the services' tests (the head fragment) and
 * the browser tests (the page the gateway serves).
 */
export interface CrawlerView {
  htmlLang: string | null;
  title: string | null;
  /** meta name=… and property=… contents, by name. */
  meta: Record<string, string>;
  canonical: string | null;
  /** hreflang → href */
  alternates: Record<string, string>;
  /** Other alternate links: RSS, iCalendar (type → href). */
  feeds: Record<string, string>;
  /** Each JSON-LD block, parsed. */
  jsonLd: Record<string, unknown>[];
  /** Elements a hostile name could have smuggled in (img, iframe, script other than data blocks). */
  injected: string[];
  document: Document;
}

export function crawlerView(html: string): CrawlerView {
  // Loaded on first use: the other test helpers' users never pay for jsdom.
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  const { document } = new JSDOM(html).window;
  const meta: Record<string, string> = {};
  for (const element of Array.from(document.querySelectorAll('meta[name], meta[property]'))) {
    const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
    meta[key] = element.getAttribute('content') ?? '';
  }
  const alternates: Record<string, string> = {};
  const feeds: Record<string, string> = {};
  for (const link of Array.from(document.querySelectorAll('link[rel="alternate"]'))) {
    const hreflang = link.getAttribute('hreflang');
    if (hreflang) alternates[hreflang] = link.getAttribute('href') ?? '';
    else feeds[link.getAttribute('type') ?? ''] = link.getAttribute('href') ?? '';
  }
  const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
  const injected = Array.from(document.querySelectorAll('img, iframe, svg, object, embed, script'))
    .filter(
      (element) =>
        !(
          element.tagName === 'SCRIPT' &&
          /^application\/(ld\+)?json$/.test(element.getAttribute('type') ?? '')
        ),
    )
    .filter((element) => !(element.tagName === 'SCRIPT' && element.getAttribute('src')))
    .filter((element) => element.closest('#root') === null)
    .map((element) => element.outerHTML);
  return {
    htmlLang: document.documentElement.getAttribute('lang'),
    title: document.querySelector('title')?.textContent ?? null,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    feeds,
    jsonLd,
    injected,
    document,
  };
}
