import { MESSAGE_CODES } from '@byp/contracts';
import type { TFunction } from 'i18next';

export interface CodedError {
  code?: string;
  min?: number;
  max?: number;
  message?: string;
}

/** A validation error in the UI language, chosen by its code (the server's codes, spec section 5). */
export function validationMessage(error: CodedError, t: TFunction): string {
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
    case MESSAGE_CODES.invalidCategory:
      return t('directory:validation.invalidCategory');
    case MESSAGE_CODES.unknownField:
      return t('directory:validation.unknownField');
    default:
      return error.message || t('common:validation.invalidInput');
  }
}
