import type { TFunction } from 'i18next';
import { MESSAGE_CODES } from '@byp/contracts';
import type { ApiErrorDetail } from './apiErrorMessage';

/** A validation error by its code (the server's codes, spec section 5), with the server's wording as a fallback. */
export interface CodedError {
  code?: string;
  min?: number;
  max?: number;
  message?: string;
}

/**
 * A validation error in the UI language, chosen by its code. `appMessage` translates the codes
 * only one app knows (a remote's own rules); it returns undefined for the others.
 */
export function validationMessage(
  error: CodedError,
  t: TFunction,
  appMessage?: (error: CodedError) => string | undefined,
): string {
  switch (error.code) {
    case MESSAGE_CODES.required:
      return t('common:validation.required');
    case MESSAGE_CODES.tooShort:
      return t('common:validation.tooShort', { min: error.min ?? 0 });
    case MESSAGE_CODES.tooLong:
      return t('common:validation.tooLong', { max: error.max ?? 0 });
    case MESSAGE_CODES.invalidUrl:
      return t('common:validation.invalidUrl');
    case MESSAGE_CODES.invalidEmail:
      return t('common:validation.invalidEmail');
    case MESSAGE_CODES.invalidText:
      return t('common:validation.invalidText');
    case MESSAGE_CODES.tooSmall:
      return t('common:validation.tooSmall');
    case MESSAGE_CODES.tooLarge:
      return t('common:validation.tooBig');
    case MESSAGE_CODES.invalidOpeningHours:
      return t('common:validation.invalidOpeningHours');
    default:
      // Refused photos (issue 26): every code has its text in the common namespace.
      if (error.code?.startsWith('photo_')) return t(`common:photos.errors.${error.code}`);
      return appMessage?.(error) ?? (error.message || t('common:validation.invalidInput'));
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
