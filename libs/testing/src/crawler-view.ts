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

/**
 * The schema.org properties each type we publish must carry (schema.org's expected properties and
 * Google's required ones for rich results) and should carry (Google's recommended ones we have data
 * for). A property listed here as recommended may be absent only where the item has no such data.
 */
export const SCHEMA_PROPERTIES: Record<string, { required: string[]; recommended: string[] }> = {
  LocalBusiness: {
    required: ['name', 'address'],
    recommended: [
      'url',
      'image',
      'telephone',
      'geo',
      'aggregateRating',
      'openingHoursSpecification',
      'description',
    ],
  },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'organizer',
      'description',
      'image',
      'url',
    ],
  },
  Organization: {
    required: ['name', 'url'],
    recommended: ['description', 'logo', 'image', 'sameAs', 'email'],
  },
  NewsArticle: {
    required: ['headline', 'datePublished'],
    recommended: ['image', 'dateModified', 'author', 'publisher', 'description', 'mainEntityOfPage'],
  },
  PostalAddress: { required: ['addressCountry'], recommended: ['streetAddress', 'addressLocality'] },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  AggregateRating: { required: ['ratingValue', 'reviewCount'], recommended: ['bestRating', 'worstRating'] },
  Place: { required: ['address'], recommended: ['name', 'geo'] },
  VirtualLocation: { required: ['url'], recommended: [] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
  ImageObject: { required: ['url'], recommended: [] },
  WebPage: { required: ['@id'], recommended: [] },
};

/** LocalBusiness's subtypes we use, checked as LocalBusiness. */
const LOCAL_BUSINESS_SUBTYPES = [
  'FoodEstablishment',
  'MedicalBusiness',
  'BeautySalon',
  'HealthAndBeautyBusiness',
  'Store',
  'ProfessionalService',
  'EntertainmentBusiness',
];

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/**
 * Problems of a JSON-LD node and the nodes inside it: a missing required property, a value of the
 * wrong shape (dates without an offset, relative URLs, ratings out of range). `expectRecommended`
 * names recommended properties that must be present for this item.
 */
export function schemaProblems(node: unknown, expectRecommended: string[] = [], path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((each, i) => schemaProblems(each, [], `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = typeof record['@type'] === 'string' ? (record['@type'] as string) : null;
  if (path === '$' && record['@context'] !== 'https://schema.org')
    problems.push(`${path}: @context is not https://schema.org`);
  const rules = type
    ? (SCHEMA_PROPERTIES[LOCAL_BUSINESS_SUBTYPES.includes(type) ? 'LocalBusiness' : type] ?? null)
    : null;
  if (type && !rules) problems.push(`${path}: unexpected @type ${type}`);
  for (const property of [...(rules?.required ?? []), ...expectRecommended]) {
    const value = record[property];
    if (value === undefined || value === null || value === '')
      problems.push(`${path}: ${type} lacks ${property}`);
  }
  for (const date of ['startDate', 'endDate', 'datePublished', 'dateModified']) {
    if (typeof record[date] === 'string' && !ISO_WITH_OFFSET.test(record[date] as string))
      problems.push(`${path}.${date}: ${String(record[date])} is not an ISO date-time with an offset`);
  }
  for (const urlProperty of ['url', 'logo', '@id']) {
    const value = record[urlProperty];
    if (typeof value === 'string' && !/^https?:\/\//.test(value))
      problems.push(`${path}.${urlProperty}: ${value} is not absolute`);
  }
  const images =
    record.image === undefined ? [] : Array.isArray(record.image) ? record.image : [record.image];
  for (const image of images)
    if (typeof image === 'string' && !/^https?:\/\//.test(image))
      problems.push(`${path}.image: ${image} is not absolute`);
  if (type === 'AggregateRating') {
    const rating = Number(record.ratingValue);
    if (!(rating >= 1 && rating <= 5))
      problems.push(`${path}.ratingValue: ${String(record.ratingValue)} outside 1–5`);
  }
  if (type === 'OpeningHoursSpecification') {
    for (const time of ['opens', 'closes'])
      if (!/^\d{2}:\d{2}$/.test(String(record[time])))
        problems.push(`${path}.${time}: ${String(record[time])} is not HH:mm`);
    if (!/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(String(record.dayOfWeek)))
      problems.push(`${path}.dayOfWeek: ${String(record.dayOfWeek)}`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (value && typeof value === 'object') problems.push(...schemaProblems(value, [], `${path}.${key}`));
  }
  return problems;
}
