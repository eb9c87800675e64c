/**
 * The CSV import rules of spec section 5, once, for the browser's preview (mf-admin) and the
 * server's import (svc-catalog, the authority): headers lowercased, required columns, category
 * matching, the email and hero-image rules, gallery entries that are not URLs dropped, flags.
 */
import type { Business } from './business';
import { BUSINESS_CATEGORIES, parseBusinessCategory } from './categories';
import { DEFAULT_BUSINESS_HERO_IMAGE } from './catalog';
import { LIMITS } from './messages';
import { isInvalidText, withoutInvalidCharacters } from './text';
import { isHttpUrl } from './url';

/** A CSV row that passed validation, ready to insert (admin import: approved). */
export type CsvBusiness = {
  /** English name and description; null where the row gives only the Ukrainian one. */
  name: string | null;
  description: string | null;
  nameUk: string | null;
  descriptionUk: string | null;
} & Pick<
  Business,
  | 'category'
  | 'address'
  | 'area'
  | 'website'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'tiktok'
  | 'heroImage'
  | 'galleryImages'
  | 'openingHours'
  | 'isVerified'
  | 'isPremium'
  | 'latitude'
  | 'longitude'
>;

export type CsvRowResult =
  | { ok: true; row: number; business: CsvBusiness }
  | { ok: false; row: number; name: string; errors: string[] };

export const CSV_MESSAGES = {
  required: (label: string) => `${label} required`,
  invalidCategory: `Invalid category: must be one of ${BUSINESS_CATEGORIES.join(', ')}`,
  invalidEmail: 'Invalid email address',
  invalidHeroImage: 'Invalid URL hero image',
  invalidWebsite: 'Invalid URL website',
  invalidLatitude: 'Invalid latitude: a decimal number from -90 to 90',
  invalidLongitude: 'Invalid longitude: a decimal number from -180 to 180',
  coordinatesTogether: 'Latitude and longitude go together: give both or neither',
  invalidText: 'Invalid text',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Most rows one import takes (one request; issue 12 asks for 10,000 in seconds). */
export const MAX_CSV_IMPORT_ROWS = 10_000;

/** The template's placeholder for an email, which means "no email" (spec section 5). */
const EMAIL_PLACEHOLDER = '{email}';

/**
 * "Must look like an address" (spec): one @, a non-empty local part without spaces, and a domain
 * with a dot and a top-level part of two or more letters.
 */
const EMAIL_SHAPE = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]_]+\.[A-Za-z]{2,}$/;
export const looksLikeEmail = (value: string): boolean => value.length <= 254 && EMAIL_SHAPE.test(value);

/** Required columns; a text one is satisfied by its Ukrainian twin (`name_uk`, ...) too. */
const REQUIRED_COLUMNS = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['category', 'Category'],
  ['address', 'Address'],
] as const;

/** Header cells as the rules read them: trimmed and lowercased. */
export const normaliseCsvHeader = (header: string): string => header.trim().toLowerCase();

/**
 * An export neutralises cells that spreadsheets would run as formulas with a leading apostrophe
 * ('=1+1, '+44 20...); reading one back drops it, so an export re-imports to the same values.
 */
const NEUTRALISED_CELL = /^'(?=[=+\-@\t\r])/;
const cell = (record: Record<string, string | undefined>, column: string): string =>
  (record[column] ?? '').trim().replace(NEUTRALISED_CELL, '');
const optional = (value: string): string | null => (value === '' ? null : value);
/** Flags are written 1 and 0 (template and export); the import also takes 'true' (spec section 5). */
const truthy = (value: string): 0 | 1 => (['1', 'true'].includes(value.toLowerCase()) ? 1 : 0);

/** True for a record whose every cell is blank (a blank line: skipped, not counted as a row). */
export const isBlankCsvRecord = (record: Record<string, string | undefined>): boolean =>
  Object.values(record).every((value) => (value ?? '').trim() === '');

/**
 * Checks one CSV record (headers already lowercased) by the CSV import rules of spec section 5.
 * `row` counts the header as row 1 (blank lines skipped).
 */
export function validateCsvRecord(record: Record<string, string | undefined>, row: number): CsvRowResult {
  const errors: string[] = [];
  // Text the services refuse in any field (text.ts): NUL, lone surrogates, unbalanced bidi controls.
  if (Object.values(record).some((value) => value !== undefined && isInvalidText(value))) {
    return {
      ok: false,
      row,
      name: withoutInvalidCharacters(cell(record, 'name')),
      errors: [CSV_MESSAGES.invalidText],
    };
  }
  for (const [column, label] of REQUIRED_COLUMNS) {
    if (cell(record, column) === '' && cell(record, `${column}_uk`) === '')
      errors.push(CSV_MESSAGES.required(label));
  }
  const nameEn = cell(record, 'name');
  const nameUk = cell(record, 'name_uk');
  // The row's name in reports: English, else Ukrainian.
  const name = nameEn || nameUk;
  if (nameEn.length > LIMITS.nameMax) errors.push(CSV_MESSAGES.tooLong('Name', LIMITS.nameMax));
  if (nameUk.length > LIMITS.nameMax) errors.push(CSV_MESSAGES.tooLong('name_uk', LIMITS.nameMax));
  for (const column of [
    'description',
    'description_uk',
    'address',
    'phone',
    'instagram',
    'tiktok',
    'area',
  ] as const) {
    if (cell(record, column).length > LIMITS.textMax)
      errors.push(CSV_MESSAGES.tooLong(column, LIMITS.textMax));
  }

  const categoryText = cell(record, 'category');
  const category = categoryText ? parseBusinessCategory(categoryText) : undefined;
  if (categoryText && !category) errors.push(CSV_MESSAGES.invalidCategory);

  // Its syntax is checked by svc-catalog's parser (too large for the browser's preview).
  const openingHours = optional(cell(record, 'opening_hours'));
  if (openingHours !== null && openingHours.length > LIMITS.openingHoursMax)
    errors.push(CSV_MESSAGES.tooLong('opening_hours', LIMITS.openingHoursMax));

  const emailText = cell(record, 'email');
  const email = emailText === '' || emailText === EMAIL_PLACEHOLDER ? null : emailText;
  if (email !== null && !looksLikeEmail(email)) errors.push(CSV_MESSAGES.invalidEmail);

  const heroText = cell(record, 'heroimage');
  if (heroText !== '' && !isHttpUrl(heroText)) errors.push(CSV_MESSAGES.invalidHeroImage);

  const website = optional(cell(record, 'website'));
  if (website !== null && !isHttpUrl(website)) errors.push(CSV_MESSAGES.invalidWebsite);

  const latitude = coordinate(cell(record, 'latitude'), 90);
  const longitude = coordinate(cell(record, 'longitude'), 180);
  if (latitude === undefined) errors.push(CSV_MESSAGES.invalidLatitude);
  if (longitude === undefined) errors.push(CSV_MESSAGES.invalidLongitude);
  if (latitude !== undefined && longitude !== undefined && (latitude === null) !== (longitude === null))
    errors.push(CSV_MESSAGES.coordinatesTogether);

  if (errors.length > 0 || !category) return { ok: false, row, name, errors };

  // Gallery entries that are not URLs are dropped without an error (spec section 5).
  const gallery = cell(record, 'galleryimages')
    .split(';')
    .map((url) => url.trim())
    .filter((url) => isHttpUrl(url));

  return {
    ok: true,
    row,
    business: {
      name: optional(nameEn),
      nameUk: optional(nameUk),
      description: optional(cell(record, 'description')),
      descriptionUk: optional(cell(record, 'description_uk')),
      category,
      address: cell(record, 'address'),
      area: optional(cell(record, 'area')),
      website,
      phone: optional(cell(record, 'phone')),
      email,
      instagram: optional(cell(record, 'instagram')),
      tiktok: optional(cell(record, 'tiktok')),
      heroImage: heroText || DEFAULT_BUSINESS_HERO_IMAGE,
      galleryImages: [...new Set(gallery)],
      openingHours,
      isVerified: truthy(cell(record, 'isverified')),
      isPremium: truthy(cell(record, 'ispremium')),
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    },
  };
}

/** A coordinate cell: null when blank, undefined when not a decimal number within ±limit. */
function coordinate(text: string, limit: 90 | 180): number | null | undefined {
  if (text === '') return null;
  if (!/^[+-]?\d{1,3}(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}
