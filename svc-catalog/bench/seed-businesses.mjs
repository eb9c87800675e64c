// Generated businesses for the benchmarks, inserted with one INSERT … SELECT (100,000 rows in a
// few seconds, where the API would take minutes). Shared by svc-catalog/bench/search.bench.mjs
// (service level) and scripts/bench-api.mjs (through the gateway) so both search the same data.

export const CITIES = [
  'Kyiv',
  'Lviv',
  'Odesa',
  'Dnipro',
  'Kharkiv',
  'Poltava',
  'Chernihiv',
  'Sumy',
  'Vinnytsia',
  'Zhytomyr',
];
export const TRADES = [
  'Kitchen',
  'Bakery',
  'Dental',
  'Beauty',
  'Yoga',
  'Deli',
  'Accountants',
  'School',
  'Studio',
  'Events',
  'Cafe',
  'Barbers',
  'Physio',
  'Florist',
  'Tailors',
];
export const OFFERINGS = [
  'borscht',
  'varenyky',
  'holubtsi',
  'pysanky',
  'embroidery',
  'tax returns',
  'massage',
  'yoga',
  'piano lessons',
  'folk dance',
];
export const CATEGORIES = [
  'dining',
  'health',
  'beauty',
  'wellness',
  'shop',
  'business',
  'lessons',
  'art',
  'entertainment',
];
export const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Uxbridge Road',
  'Mare Street',
  'Upper Street',
  'King Street',
  'Brick Lane',
];
export const AREAS = [
  'Camden',
  'Hackney',
  'Ealing',
  'Islington',
  'Brixton',
  'Greenwich',
  'Acton',
  'Soho',
  'Chiswick',
  'Wimbledon',
  'Croydon',
  'Harrow',
];
/** The product's own sample pictures (shell/public/images/businesses), so seeded cards load real files. */
export const HERO_IMAGES = [
  '/images/businesses/dining.jpg',
  '/images/businesses/bakery.jpg',
  '/images/businesses/beauty.jpg',
  '/images/businesses/art.jpg',
];

const pick = (words, expr) =>
  `(ARRAY[${words.map((w) => `'${w}'`).join(',')}])[1 + (${expr}) % ${words.length}]`;

/**
 * INSERT … SELECT of businesses numbered `from`..`to` (inclusive) into catalog.business.
 * Every 20th row is pending (isApproved 0) unless `allApproved`.
 */
export function seedBusinessesSql({ from = 1, to, allApproved = false, schema = 'catalog' }) {
  return `
  INSERT INTO "${schema}"."business"
    ("name", "description", "category", "address", "area", "heroImage", "latitude", "longitude", "isVerified", "isPremium", "isApproved")
  SELECT
    ${pick(CITIES, 'i')} || ' ' || ${pick(TRADES, 'i / 10')} || ' ' || i,
    'Ukrainian-owned business offering ' || ${pick(OFFERINGS, 'i / 7')} || ' to the community since ' || (1995 + i % 30),
    ${pick(CATEGORIES, 'i')},
    (1 + i % 400) || ' ' || ${pick(STREETS, 'i / 3')} || ', London',
    ${pick(AREAS, 'i / 11')},
    ${pick(HERO_IMAGES, 'i')},
    51.28 + random() * 0.41, -0.51 + random() * 0.84,
    (i % 5 = 0)::int, (i % 7 = 0)::int,
    ${allApproved ? '1' : 'CASE WHEN i % 20 = 0 THEN 0 ELSE 1 END'}
  FROM generate_series(${from}, ${to}) AS i`;
}
