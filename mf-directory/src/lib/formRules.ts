import { isPhotoUrl, LIMITS, MESSAGE_CODES } from '@byp/contracts';
import { isTypedEmail, isTypedHttpUrl, type ApiErrorDetail } from '@byp/platform';

// What the public submission forms (business, community) share: field checks, coded
// field errors and reading a refused request's details back onto the fields.

/** An error as a code (the server's codes) so that it is translated where it is shown. */
export interface FieldError {
  code?: string;
  min?: number;
  /** The server's own wording, used when the code is unknown. */
  message?: string;
  /** What was probably meant ('53.7997' for '53,7997'), for the message to show. */
  suggestion?: string;
}

/** A number typed with a decimal comma ('53,7997'): the browser's code for its clear message. */
export const DECIMAL_COMMA_CODE = 'decimal_comma';

const required: FieldError = { code: MESSAGE_CODES.required };
const invalidUrl: FieldError = { code: MESSAGE_CODES.invalidUrl };
/** Image fields also take an uploaded photo's own path (issue 26), as the services do. */
const isImageUrl = (text: string): boolean => isPhotoUrl(text.trim()) || isTypedHttpUrl(text);

/** The checks of the fields both forms have; each takes the trimmed text (a URL list its URLs). */
export const fieldRules = {
  requiredText: (text: string): FieldError | undefined => (text ? undefined : required),
  /** Required and at least LIMITS.descriptionMin characters. */
  description: (text: string): FieldError | undefined => {
    if (!text) return required;
    return text.length < LIMITS.descriptionMin
      ? { code: MESSAGE_CODES.tooShort, min: LIMITS.descriptionMin }
      : undefined;
  },
  requiredUrl: (text: string): FieldError | undefined => {
    if (!text) return required;
    return isImageUrl(text) ? undefined : invalidUrl;
  },
  optionalUrl: (text: string): FieldError | undefined =>
    !text || isTypedHttpUrl(text) ? undefined : invalidUrl,
  optionalEmail: (text: string): FieldError | undefined =>
    !text || isTypedEmail(text) ? undefined : { code: MESSAGE_CODES.invalidEmail },
  /** A list of URLs (gallery, links) each of which must be http(s) or an uploaded photo's. */
  urlList: (urls: string[]): FieldError | undefined => (urls.every(isImageUrl) ? undefined : invalidUrl),
};

const tooShortDescription = (text: string): FieldError | undefined =>
  text.length < LIMITS.descriptionMin
    ? { code: MESSAGE_CODES.tooShort, min: LIMITS.descriptionMin }
    : undefined;

/**
 * Texts given in English, Ukrainian or both (issue 23): a pair is valid when at least one of the
 * two is given; the error of a pair with neither shows on the English field, the spec's field
 * (as the server's detail does: `name`, 'required'). Each value given meets the length rule.
 */
export const bilingualRules = {
  /** The English field of a required pair; `other` is the Ukrainian value. */
  requiredInEither: (text: string, other: string): FieldError | undefined =>
    text || other.trim() ? undefined : required,
  /** The English description: one of the two is required, each at least LIMITS.descriptionMin. */
  descriptionInEither: (text: string, other: string): FieldError | undefined => {
    if (!text) return other.trim() ? undefined : required;
    return tooShortDescription(text);
  },
  /** The Ukrainian description: optional, at least LIMITS.descriptionMin when given. */
  optionalDescription: (text: string): FieldError | undefined =>
    text ? tooShortDescription(text) : undefined,
};

/** A language's value for the request: trimmed, left out when blank (the other one stands alone). */
export const givenText = (text: string): string | undefined => text.trim() || undefined;

/** Every field's error, in the form's field order; an empty object means the form can be sent. */
export function formErrorsOf<Values extends object>(
  fields: readonly (keyof Values)[],
  values: Values,
  validateField: (field: keyof Values, values: Values) => FieldError | undefined,
): Partial<Record<keyof Values, FieldError>> {
  const errors: Partial<Record<keyof Values, FieldError>> = {};
  for (const field of fields) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Adds a URL to a list unless it is already there (spec: duplicates are ignored on add). */
export function addUniqueUrl(urls: string[], url: string): string[] {
  const trimmed = url.trim();
  return !trimmed || urls.includes(trimmed) ? urls : [...urls, trimmed];
}

/** Field errors from a refused request's details (the first one per field). */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fieldOfPath: (path: string | undefined) => F | undefined,
): Partial<Record<F, FieldError>> {
  const details = (error as { data?: { details?: ApiErrorDetail[] } } | undefined)?.data?.details;
  const errors: Partial<Record<F, FieldError>> = {};
  for (const detail of Array.isArray(details) ? details : []) {
    const field = fieldOfPath(detail?.path);
    if (field && !errors[field]) {
      errors[field] = {
        code: detail.code,
        min: typeof detail.min === 'number' ? detail.min : undefined,
        message: detail.message,
      };
    }
  }
  return errors;
}

/** Maps a server error path ('heroImage', 'links.1') to the form field it belongs to. */
export function fieldOfPathIn<F extends string>(fields: readonly F[]) {
  return (path: string | undefined): F | undefined => {
    const root = path?.split('.')[0];
    return root && (fields as readonly string[]).includes(root) ? (root as F) : undefined;
  };
}
