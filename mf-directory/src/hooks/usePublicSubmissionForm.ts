import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CODES } from '@byp/contracts';
import { isTypedHttpUrl, submitWithToasts } from '@byp/platform';
import { addUniqueUrl, fieldErrorsOf, type FieldError } from '../lib/formRules';
import { validationMessage } from '../lib/validationMessages';

/** The directory's texts of each public form (`submitBusiness.success`, `submitCommunity.fields.name`, …). */
export type SubmissionPrefix = 'submitBusiness' | 'submitCommunity';

/** What tells the public business form from the community one. */
export interface PublicSubmissionConfig<
  Values extends Record<UrlListField, string[]>,
  UrlListField extends keyof Values & string,
  PendingUrlField extends string,
> {
  /** Translation prefix of the success and failure texts. */
  prefix: SubmissionPrefix;
  /** Prefix of the inputs' ids ('submit-business'): the first invalid one gets the focus. */
  inputIdPrefix: string;
  empty: Values;
  /** The field holding a list of URLs (gallery images, links) and the one its pending URL's error shows on. */
  urlListField: UrlListField;
  pendingUrlField: PendingUrlField;
  validateField: (field: keyof Values, values: Values) => FieldError | undefined;
  /** A field whose check reads another's value: typing the Ukrainian name re-checks the English one. */
  checkedWith?: Partial<Record<keyof Values & string, keyof Values & string>>;
  validateForm: (values: Values) => Partial<Record<keyof Values, FieldError>>;
  fieldOfPath: (path: string | undefined) => (keyof Values & string) | undefined;
  /** Sends the form (the API mutation, unwrapped) and its pending state. */
  send: (values: Values) => Promise<unknown>;
  isLoading: boolean;
}

export type PublicSubmissionErrors<Values, PendingUrlField extends string> = Partial<
  Record<(keyof Values & string) | PendingUrlField, FieldError>
>;

/**
 * State and actions of a public directory form (business, community): client validation first,
 * then the request; on success a toast, a reset and `onAccepted` (the dialog closes); on a refusal
 * the destructive toast of spec section 8 and the server's errors under their fields. A URL typed
 * for the list is checked when it is added; a duplicate is ignored.
 */
export function usePublicSubmissionForm<
  Values extends Record<UrlListField, string[]>,
  UrlListField extends keyof Values & string,
  PendingUrlField extends string,
>(config: PublicSubmissionConfig<Values, UrlListField, PendingUrlField>, onAccepted: () => void) {
  type Errors = PublicSubmissionErrors<Values, PendingUrlField>;
  const { t } = useTranslation(['directory', 'common']);
  const [values, setValues] = useState<Values>(config.empty);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [pendingUrl, setPendingUrlState] = useState('');
  const { urlListField, pendingUrlField } = config;

  /**
   * Sets several fields at once: the photo list writes heroImage and the gallery together, a map
   * pick fills latitude and longitude.
   */
  const setFields = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt (or once a field shows an error) its message follows what is typed.
    for (const field of Object.keys(patch) as (keyof Values & string)[]) {
      const linked = config.checkedWith?.[field];
      if (attempted || errors[field] || (linked && errors[linked]))
        setErrors((previous) => ({
          ...previous,
          [field]: config.validateField(field, next),
          ...(linked && (attempted || previous[linked])
            ? { [linked]: config.validateField(linked, next) }
            : {}),
        }));
    }
  };
  const setValue = <K extends keyof Values & string>(field: K, value: Values[K]) =>
    setFields({ [field]: value } as unknown as Partial<Values>);

  const setPendingUrl = (url: string) => {
    setPendingUrlState(url);
    if (errors[pendingUrlField]) setErrors((previous) => ({ ...previous, [pendingUrlField]: undefined }));
  };

  const addUrl = () => {
    if (!pendingUrl.trim()) return;
    if (!isTypedHttpUrl(pendingUrl)) {
      setErrors((previous) => ({ ...previous, [pendingUrlField]: { code: MESSAGE_CODES.invalidUrl } }));
      return;
    }
    setValue(urlListField, addUniqueUrl(values[urlListField], pendingUrl) as Values[UrlListField]);
    setPendingUrlState('');
  };

  const removeUrl = (url: string) =>
    setValue(urlListField, values[urlListField].filter((listed) => listed !== url) as Values[UrlListField]);

  const reset = () => {
    setValues(config.empty);
    setErrors({});
    setAttempted(false);
    setPendingUrlState('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    const found = config.validateForm(values) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = Object.keys(config.empty).find((field) => field in found);
      document.getElementById(`${config.inputIdPrefix}-${firstInvalid}`)?.focus();
      return false;
    }
    return submitWithToasts(
      () => config.send(values),
      {
        accepted: t(`${config.prefix}.success`),
        errorTitle: t('common:errors.error'),
        failed: t(`${config.prefix}.failed`),
        messageOptions: { detailMessage: (detail) => validationMessage(detail, t) },
      },
      {
        onAccepted: () => {
          reset();
          onAccepted();
        },
        onRefused: (error) => setErrors(fieldErrorsOf(error, config.fieldOfPath) as Errors),
      },
    );
  };

  return {
    values,
    errors,
    pendingUrl,
    isLoading: config.isLoading,
    setValue,
    setFields,
    setPendingUrl,
    addUrl,
    removeUrl,
    submit,
    reset,
  };
}
