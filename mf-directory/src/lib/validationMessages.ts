import { MESSAGE_CODES } from '@byp/contracts';
import { validationMessage as platformValidationMessage, type CodedError } from '@byp/platform';
import type { TFunction } from 'i18next';

export type { CodedError } from '@byp/platform';

/** A validation error in the UI language: the platform's generic codes plus the directory's own. */
export function validationMessage(error: CodedError, t: TFunction): string {
  return platformValidationMessage(error, t, ({ code }) => {
    if (code === MESSAGE_CODES.invalidCategory) return t('directory:validation.invalidCategory');
    if (code === MESSAGE_CODES.unknownField) return t('directory:validation.unknownField');
    return undefined;
  });
}
