// Generated businesses for the benchmarks, inserted with one INSERT … SELECT (100,000 rows in a
// few seconds, where the API would take minutes). Shared by svc-catalog/bench/search.bench.mjs
// (service level) and scripts/bench-api.mjs (through the gateway) so both search the same data.
// Every row is bilingual (issue 23): English and Ukrainian name and description, and the search
// keys svc-catalog stores (nest-common search, built: `npm run build -w libs/nest-common`),
// assembled word by word in SQL from the keys of the word lists below.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { searchKey } = require('../../libs/nest-common/dist/search/normalize.js');

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
/** The same lists in Ukrainian, index for index. */
export const CITIES_UK = [
  'Київ',
  'Львів',
  'Одеса',
  'Дніпро',
  'Харків',
  'Полтава',
  'Чернігів',
  'Суми',
  'Вінниця',
  'Житомир',
];
export const TRADES_UK = [
  'Кухня',
  'Пекарня',
  'Стоматологія',
  'Краса',
  'Йога',
  'Гастроном',
  'Бухгалтерія',
  'Школа',
  'Студія',
  'Події',
  'Кафе',
  'Перукарня',
  'Фізіотерапія',
  'Квіти',
  'Ательє',
];
export const OFFERINGS_UK = [
  'борщ',
  'вареники',
  'голубці',
  'писанки',
  'вишивку',
  'податкові декларації',
  'масаж',
  'йогу',
  'уроки фортепіано',
  'народні танці',
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
/** pick() of the words' search keys (searchKey works word by word, so keys concatenate). */
const pickKey = (words, expr) => pick(words.map(searchKey), expr);
const key = (text) => `'${searchKey(text)}'`;

const NAME_EN = `${pick(CITIES, 'i')} || ' ' || ${pick(TRADES, 'i / 10')} || ' ' || i`;
const NAME_UK = `${pick(CITIES_UK, 'i')} || ' ' || ${pick(TRADES_UK, 'i / 10')} || ' ' || i`;
const DESCRIPTION_EN = `'Ukrainian-owned business offering ' || ${pick(OFFERINGS, 'i / 7')} || ' to the community since ' || (1995 + i % 30)`;
const DESCRIPTION_UK = `'Український бізнес, що пропонує ' || ${pick(OFFERINGS_UK, 'i / 7')} || ' громаді з ' || (1995 + i % 30) || ' року'`;
const NAME_EN_KEY = `${pickKey(CITIES, 'i')} || ' ' || ${pickKey(TRADES, 'i / 10')} || ' ' || i`;
const NAME_UK_KEY = `${pickKey(CITIES_UK, 'i')} || ' ' || ${pickKey(TRADES_UK, 'i / 10')} || ' ' || i`;
const DESCRIPTION_EN_KEY = `${key('Ukrainian-owned business offering')} || ' ' || ${pickKey(OFFERINGS, 'i / 7')} || ' ' || ${key('to the community since')} || ' ' || (1995 + i % 30)`;
const DESCRIPTION_UK_KEY = `${key('Український бізнес, що пропонує')} || ' ' || ${pickKey(OFFERINGS_UK, 'i / 7')} || ' ' || ${key('громаді з')} || ' ' || (1995 + i % 30) || ' ' || ${key('року')}`;
const LINES = (...parts) => `E'\\n' || ${parts.join(` || E'\\n' || `)} || E'\\n'`;

/**
 * INSERT … SELECT of businesses numbered `from`..`to` (inclusive) into catalog.business.
 * Every 20th row is pending (isApproved 0) unless `allApproved`.
 */
export function seedBusinessesSql({ from = 1, to, allApproved = false, schema = 'catalog' }) {
  return `
  INSERT INTO "${schema}"."business"
    ("name", "description", "category", "address", "area", "heroImage", "latitude", "longitude", "isVerified", "isPremium", "isApproved",
     "nameUk", "descriptionUk", "searchNames", "searchText")
  SELECT
    ${NAME_EN},
    ${DESCRIPTION_EN},
    ${pick(CATEGORIES, 'i')},
    (1 + i % 400) || ' ' || ${pick(STREETS, 'i / 3')} || ', London',
    ${pick(AREAS, 'i / 11')},
    ${pick(HERO_IMAGES, 'i')},
    51.28 + random() * 0.41, -0.51 + random() * 0.84,
    (i % 5 = 0)::int, (i % 7 = 0)::int,
    ${allApproved ? '1' : 'CASE WHEN i % 20 = 0 THEN 0 ELSE 1 END'},
    ${NAME_UK},
    ${DESCRIPTION_UK},
    ${LINES(NAME_EN_KEY, NAME_UK_KEY)},
    ${LINES(NAME_EN_KEY, NAME_UK_KEY, DESCRIPTION_EN_KEY, DESCRIPTION_UK_KEY)}
  FROM generate_series(${from}, ${to}) AS i`;
}
