/**
 * Validation messages as the spec words them (section 5), in English on the wire. Clients
 * translate them by `code` (see ErrorDetail), so the wording lives here once.
 */
export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  invalidText: 'Invalid text',
  tooShort: (min: number) => `Must be at least ${min} characters`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooSmall: 'Value is too small',
  tooLarge: 'Value is too large',
  invalidInput: 'Invalid input',
  unknownField: 'Unknown field',
  /** Issue 26: not OpenStreetMap opening_hours syntax (e.g. `Mo-Fr 09:00-18:00; Sa 10:00-14:00`). */
  invalidOpeningHours: 'Invalid opening hours: use the form Mo-Fr 09:00-18:00; Sa 10:00-14:00',
  business: {
    name: 'Business name is required',
    description: 'Description is required',
    category: 'Category is required',
    address: 'Address is required',
    heroImage: 'Hero image is required',
  },
  validationFailed: 'Validation failed',
} as const;

/** Codes that accompany the generic messages. */
export const MESSAGE_CODES = {
  required: 'required',
  invalidEmail: 'invalid_email',
  invalidUrl: 'invalid_url',
  invalidText: 'invalid_string',
  tooShort: 'too_short',
  tooLong: 'too_long',
  tooSmall: 'too_small',
  tooLarge: 'too_big',
  invalidInput: 'invalid_input',
  unknownField: 'unrecognized_keys',
  invalidCategory: 'invalid_category',
  invalidOpeningHours: 'invalid_opening_hours',
} as const;

/** Minimum lengths fixed by the spec (section 9). */
export const LIMITS = {
  descriptionMin: 10,
  newsBodyMin: 10,
  nameMax: 200,
  textMax: 5000,
  urlMax: 2048,
  /** Gallery images, links: any list of URLs (issue 9). */
  urlListMax: 20,
  /** An opening_hours value (OpenStreetMap caps a tag value at 255 characters). */
  openingHoursMax: 255,
} as const;
