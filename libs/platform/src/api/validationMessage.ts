import { MESSAGE_CODES, PHOTO_ERRORS, type PhotoErrorCode } from '@byp/contracts';
import { i18n } from '../i18n/i18n';
import type { ApiErrorDetail } from './apiErrorMessage';

/** A validation error by its code (the server's codes, spec section 5), with the server's wording as a fallback. */
export interface CodedError {
  code?: string;
  min?: number;
  max?: number;
  message?: string;
}

const PHOTO_ERROR_CODES: readonly string[] = Object.values(PHOTO_ERRORS).map((error) => error.code);
const isPhotoErrorCode = (code: string | undefined): code is PhotoErrorCode =>
  code !== undefined && PHOTO_ERROR_CODES.includes(code);

/**
 * A validation error in the UI language, chosen by its code. The codes every app shares are the
 * platform's own `common` texts; `appMessage` translates the codes only one app knows (a remote's
 * own rules, with its own `t`) and returns undefined for the others.
 */
export function validationMessage(
  error: CodedError,
  appMessage?: (error: CodedError) => string | undefined,
): string {
  // The language of the moment (lng null), like the caller's own t.
  const t = i18n.getFixedT(null, 'common');
  switch (error.code) {
    case MESSAGE_CODES.required:
      return t('validation.required');
    case MESSAGE_CODES.tooShort:
      return t('validation.tooShort', { min: error.min ?? 0 });
    case MESSAGE_CODES.tooLong:
      return t('validation.tooLong', { max: error.max ?? 0 });
    case MESSAGE_CODES.invalidUrl:
      return t('validation.invalidUrl');
    case MESSAGE_CODES.invalidEmail:
      return t('validation.invalidEmail');
    case MESSAGE_CODES.invalidText:
      return t('validation.invalidText');
    case MESSAGE_CODES.tooSmall:
      return t('validation.tooSmall');
    case MESSAGE_CODES.tooLarge:
      return t('validation.tooBig');
    case MESSAGE_CODES.invalidOpeningHours:
      return t('validation.invalidOpeningHours');
    default:
      // Refused photos (issue 26): every code has its text in the common namespace.
      if (isPhotoErrorCode(error.code)) return t(`photos.errors.${error.code}`);
      return appMessage?.(error) ?? (error.message || t('validation.invalidInput'));
  }
}

/**
 * The field errors of a refused request (the first detail per field), for the fields a form has:
 * a detail's path 'galleryImages.1' belongs to the field 'galleryImages'.
 */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, CodedError>> {
  const details = (error as { data?: { details?: ApiErrorDetail[] } } | undefined)?.data?.details;
  const errors: Partial<Record<Field, CodedError>> = {};
  for (const detail of Array.isArray(details) ? details : []) {
    const root = typeof detail?.path === 'string' ? detail.path.split('.')[0] : '';
    const field = fields.find((f) => f === root);
    if (field && !errors[field]) {
      errors[field] = {
        code: detail.code,
        min: typeof detail.min === 'number' ? detail.min : undefined,
        max: typeof detail.max === 'number' ? detail.max : undefined,
        message: detail.message,
      };
    }
  }
  return errors;
}
