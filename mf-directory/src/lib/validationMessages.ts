import { MESSAGE_CODES } from '@byp/contracts';
import { validationMessage as platformValidationMessage, type CodedError } from '@byp/platform';
import type { DirectoryT } from '../i18n/registerDirectoryTranslations';
import { DECIMAL_COMMA_CODE } from './formRules';

export type { CodedError } from '@byp/platform';

/** A validation error in the UI language: the platform's generic codes plus the directory's own. */
export function validationMessage(error: CodedError & { suggestion?: string }, t: DirectoryT): string {
  return platformValidationMessage(error, ({ code }) => {
    if (code === DECIMAL_COMMA_CODE)
      return t('directory:validation.decimalComma', { suggestion: error.suggestion ?? '51.5074' });
    if (code === MESSAGE_CODES.invalidCategory) return t('directory:validation.invalidCategory');
    if (code === MESSAGE_CODES.unknownField) return t('directory:validation.unknownField');
    return undefined;
  });
}
