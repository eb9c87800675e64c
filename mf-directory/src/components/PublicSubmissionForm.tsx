import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormButtons, FormNote, FormRow, FormStack, Input, Textarea } from '@byp/ui';
import type { SubmissionPrefix } from '../hooks/usePublicSubmissionForm';
import type en from '../i18n/en.json';
import type { FieldError } from '../lib/formRules';
import { validationMessage } from '../lib/validationMessages';
import { UrlListField } from './UrlListField';

/**
 * The frame of a public directory form (business, community): the note the form is described by
 * (required fields; name and description in either language or both), its fields, then Cancel and
 * the submit button.
 */
export function PublicSubmissionForm({
  inputIdPrefix,
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  children,
}: {
  inputIdPrefix: string;
  onSubmit: (event: FormEvent) => unknown;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['directory', 'common']);
  const noteId = `${inputIdPrefix}-note`;
  return (
    <FormStack noValidate onSubmit={(event: FormEvent) => void onSubmit(event)} aria-describedby={noteId}>
      <FormNote id={noteId}>
        {t('submitBusiness.requiredNote')} {t('submitBusiness.languagesNote')}
      </FormNote>
      {children}
      <FormButtons
        cancelLabel={t('common:actions.cancel')}
        submitLabel={submitLabel}
        onCancel={onCancel}
        busy={busy}
      />
    </FormStack>
  );
}

/** The fields a form labels under `<prefix>.fields` in the directory's texts. */
type LabelledField<P extends SubmissionPrefix> = keyof (typeof en)[P]['fields'] & string;

/** Every form's label keys: `submitBusiness.fields.name`, `submitCommunity.fields.linkUrl`, … */
type FieldLabelKey = { [P in SubmissionPrefix]: `${P}.fields.${LabelledField<P>}` }[SubmissionPrefix];

// TypeScript does not relate a generic prefix to its own fields inside a template literal, so the
// key is asserted to the union of every form's label keys; the parameters admit only real pairs.
const fieldLabelKey = <P extends SubmissionPrefix>(prefix: P, field: LabelledField<P>) =>
  `${prefix}.fields.${field}` as FieldLabelKey;

/** The fields of a form's values that hold text. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

interface FieldsForm<Values> {
  values: Values;
  errors: Partial<Record<string, FieldError>>;
  setValue: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  pendingUrl: string;
  setPendingUrl: (url: string) => void;
  addUrl: () => void;
  removeUrl: (url: string) => void;
}

/** The fields of a form's values that hold a list of URLs. */
type UrlListKey<Values> = { [K in keyof Values]: Values[K] extends string[] ? K : never }[keyof Values] &
  string;

/**
 * Builders of a public form's fields: labels from `<prefix>.fields.<field>`, ids
 * `<inputIdPrefix>-<field>` (the first invalid one gets the focus), errors in the UI language.
 */
export function usePublicFormFields<Values, P extends SubmissionPrefix>(
  form: FieldsForm<Values>,
  { prefix, inputIdPrefix, required }: { prefix: P; inputIdPrefix: string; required: readonly string[] },
) {
  const { t } = useTranslation(['directory', 'common']);
  const { values, errors, setValue } = form;
  const label = (field: LabelledField<P>) => t(fieldLabelKey(prefix, field));
  const errorOf = (field: string) => {
    const error = errors[field];
    return error ? validationMessage(error, t) : undefined;
  };

  const textInput = (
    field: TextField<Values> & LabelledField<P>,
    type = 'text',
    extra: Record<string, string> = {},
  ) => (
    <Field label={label(field)} required={required.includes(field)} error={errorOf(field)}>
      <Input
        id={`${inputIdPrefix}-${field}`}
        type={type}
        value={values[field] as string}
        onChange={(event) => setValue(field, event.target.value as Values[typeof field])}
        {...extra}
      />
    </Field>
  );

  /** A description (required unless one of `required`), with the spec's hint about its minimum length. */
  const descriptionField = (
    field: TextField<Values> & LabelledField<P>,
    extra: Record<string, string> = {},
  ) => (
    <Field
      label={label(field)}
      required={required.includes(field)}
      error={errorOf(field)}
      hint={t('submitBusiness.descriptionHint')}
    >
      <Textarea
        id={`${inputIdPrefix}-${field}`}
        value={values[field] as string}
        onChange={(event) => setValue(field, event.target.value as Values[typeof field])}
        {...extra}
      />
    </Field>
  );

  /**
   * The name and the description, each in English (the spec's field) and in Ukrainian (`…Uk`):
   * one of each pair is required (issue 23). Each input says which language it holds.
   */
  const bilingualNameAndDescription = () => {
    // Both forms label these four; their values are text fields of both forms' values.
    const text = (
      field: Extract<LabelledField<SubmissionPrefix>, 'name' | 'nameUk' | 'description' | 'descriptionUk'>,
    ) => field as TextField<Values> & LabelledField<P>;
    return (
      <>
        <FormRow>
          {textInput(text('name'), 'text', { autoComplete: 'organization', lang: 'en' })}
          {textInput(text('nameUk'), 'text', { lang: 'uk' })}
        </FormRow>
        {descriptionField(text('description'), { lang: 'en' })}
        {descriptionField(text('descriptionUk'), { lang: 'uk' })}
      </>
    );
  };

  /**
   * The form's URL list (gallery images, links): the URL being typed is labelled and has its
   * errors under `pendingField`; the list's own errors show there too.
   */
  const urlListInput = (
    field: UrlListKey<Values>,
    pendingField: LabelledField<P>,
    texts: { add: string; list: string; remove: (url: string) => string },
  ) => (
    <UrlListField
      inputId={`${inputIdPrefix}-${field}`}
      label={label(pendingField)}
      pendingUrl={form.pendingUrl}
      onPendingUrlChange={form.setPendingUrl}
      urls={values[field] as string[]}
      onAdd={form.addUrl}
      onRemove={form.removeUrl}
      error={errorOf(pendingField) ?? errorOf(field)}
      addLabel={texts.add}
      listLabel={texts.list}
      removeLabel={texts.remove}
    />
  );

  return { t, label, errorOf, textInput, bilingualNameAndDescription, urlListInput };
}
