import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_MESSAGE_CODES } from '@byp/contracts';
import { fieldErrorsOf, submitWithToasts, validationMessage, type CodedError } from '@byp/platform';
import { useSubmitPostMutation, type PublicEventInput, type PublicNewsInput } from '../../../api/postsApi';
import en from '../../../i18n/en.json';
import type { NewsKey } from '../../../i18n/registerNewsTranslations';
import type { FormErrors } from './postFormRules';

/** The two post forms: their translation prefix ('submitEvent', 'submitNews') and their rules. */
export interface PostFormConfig<Values extends object> {
  prefix: 'submitEvent' | 'submitNews';
  empty: Values;
  validateField: (field: keyof Values, values: Values) => CodedError | undefined;
  toInput: (values: Values) => PublicEventInput | PublicNewsInput;
}

export type PostFormState<Values extends object> = ReturnType<typeof usePostForm<Values>>;

/** The news app's own validation codes and their messages (issue 27 added the repeat's). */
const POST_CODE_MESSAGES: Record<string, NewsKey> = {
  [POST_MESSAGE_CODES.endBeforeStart]: 'form.endBeforeStart',
  [POST_MESSAGE_CODES.untilBeforeStart]: 'form.untilBeforeStart',
  [POST_MESSAGE_CODES.untilOrCount]: 'form.untilOrCount',
  [POST_MESSAGE_CODES.notAnOccurrence]: 'form.notAnOccurrence',
  [POST_MESSAGE_CODES.repeatNeedsStart]: 'form.repeatNeedsStart',
  [POST_MESSAGE_CODES.unknownCommunity]: 'form.unknownCommunity',
};

/** Every field label of the two forms, `<prefix>.fields.<field>`: the fields a refusal can be named by. */
type FieldLabelKey = {
  [P in PostFormConfig<object>['prefix']]: `${P}.fields.${keyof (typeof en)[P]['fields'] & string}`;
}[PostFormConfig<object>['prefix']];
const FIELD_LABEL_KEYS: readonly string[] = (['submitEvent', 'submitNews'] as const).flatMap((prefix) =>
  Object.keys(en[prefix].fields).map((field) => `${prefix}.fields.${field}`),
);
const isFieldLabelKey = (key: string): key is FieldLabelKey => FIELD_LABEL_KEYS.includes(key);

/** A post form's validation error in the UI language (the news app's own code included). */
export function usePostErrorMessage() {
  const { t } = useTranslation(['news', 'common']);
  return (error: CodedError) =>
    validationMessage(error, ({ code }) => {
      const key = code ? POST_CODE_MESSAGES[code] : undefined;
      return key ? t(key) : undefined;
    });
}

/**
 * State and actions of a public post form: client rules first, then POST /api/posts/public; on
 * success a toast, a reset and `onAccepted` (the dialog closes, and the lists reload through the
 * mutation's tags); on a refusal a destructive toast titled 'Error' with the spec's message
 * order (section 8) and the server's errors under their fields.
 */
export function usePostForm<Values extends object>(config: PostFormConfig<Values>, onAccepted: () => void) {
  const { t } = useTranslation(['news', 'common']);
  const message = usePostErrorMessage();
  const fields = Object.keys(config.empty) as (keyof Values & string)[];
  const [values, setValues] = useState<Values>(config.empty);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitPost, { isLoading }] = useSubmitPostMutation();

  const validateAll = (next: Values) => {
    const found: FormErrors<Values> = {};
    for (const field of fields) {
      const error = config.validateField(field, next);
      if (error) found[field] = error;
    }
    return found;
  };

  const setValue = <K extends keyof Values>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt the messages follow what is typed (a change may fix another field: start/end, online/venue).
    if (attempted || errors[field])
      setErrors(attempted ? validateAll(next) : { ...errors, [field]: config.validateField(field, next) });
  };

  const reset = () => {
    setValues(config.empty);
    setErrors({});
    setAttempted(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    const found = validateAll(values);
    setErrors(found);
    const firstInvalid = fields.find((field) => field in found);
    if (firstInvalid) {
      document.getElementById(`${config.prefix}-${firstInvalid}`)?.focus();
      return false;
    }
    return submitWithToasts(
      () => submitPost(config.toInput(values)).unwrap(),
      {
        accepted: t(`${config.prefix}.success`),
        errorTitle: t('common:errors.error'),
        failed: t(`${config.prefix}.failed`),
        messageOptions: {
          fieldLabel: (path) => {
            const field = path.split('.')[0];
            if (field === 'recurrence') return t('form.repeat');
            const labelKey = `${config.prefix}.fields.${field}`;
            return isFieldLabelKey(labelKey) ? t(labelKey) : path;
          },
          detailMessage: (detail) => message(detail),
        },
      },
      {
        onAccepted: () => {
          reset();
          onAccepted();
        },
        onRefused: (error) => setErrors(fieldErrorsOf(error, fields) as FormErrors<Values>),
      },
    );
  };

  return { values, errors, isLoading, setValue, submit, reset, message };
}
