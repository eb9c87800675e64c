import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toast, type ApiErrorDetail, type ValidationTextKey } from '@byp/platform';
import en from '../i18n/en.json';

/** Wire codes (@byp/contracts MESSAGE_CODES) → the platform's translated generic messages. */
const CODE_KEYS: Record<string, ValidationTextKey> = {
  required: 'required',
  invalid_email: 'invalidEmail',
  invalid_url: 'invalidUrl',
  invalid_string: 'invalidText',
  too_short: 'tooShort',
  too_long: 'tooLong',
  too_small: 'tooSmall',
  too_big: 'tooBig',
  invalid_input: 'invalidInput',
  invalid_opening_hours: 'invalidOpeningHours',
};

/**
 * The spec's error message for a failed admin request (section 8: details as 'field: message',
 * else the error text, else the fallback), with translated field labels and generic messages.
 * Field-specific messages without a generic code (e.g. 'Business name is required') stay as sent.
 */
/** A refused field the console has a label for (`fields.<field>`). */
const isLabelledField = (path: string): path is keyof (typeof en)['fields'] => Object.hasOwn(en.fields, path);

export function useAdminErrorMessage() {
  const { t } = useTranslation(['admin', 'common']);
  return (error: unknown, fallback: string) =>
    apiErrorMessage(error, fallback, {
      fieldLabel: (path) => (isLabelledField(path) ? t(`fields.${path}`) : path),
      detailMessage: (detail: ApiErrorDetail) => {
        const key = detail.code ? CODE_KEYS[detail.code] : undefined;
        if (!key || (detail.code === 'required' && detail.message !== 'Required')) return detail.message;
        return t(`common:validation.${key}`, { min: detail.min, max: detail.max });
      },
    });
}

/** Shows a failed admin request as the destructive "Error" toast with the spec's message (see above). */
export function useAdminErrorToast() {
  const { t } = useTranslation(['admin', 'common']);
  const errorMessage = useAdminErrorMessage();
  return (error: unknown, fallback: string) =>
    toast({ title: t('toasts.error'), description: errorMessage(error, fallback), variant: 'destructive' });
}
