import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityChoice } from '@byp/platform';
import { Field, FormButtons, FormNote, FormRow, FormStack, Input } from '@byp/ui';
import { EMPTY_NEWS_FORM, toNewsInput, validateNewsField, type NewsFormValues } from '../hooks/postFormRules';
import { usePostForm, type PostFormState } from '../hooks/usePostForm';
import { BilingualTextFields } from './BilingualTextFields';
import { SubmitPostDialog } from './SubmitPostDialog';

const NEWS_FORM = {
  prefix: 'submitNews',
  empty: EMPTY_NEWS_FORM,
  validateField: validateNewsField,
  toInput: toNewsInput,
} as const;

function SubmitNewsForm({ form, onCancel }: { form: PostFormState<NewsFormValues>; onCancel: () => void }) {
  const { t } = useTranslation(['news', 'common']);
  const { values, errors, isLoading, setValue, submit, message } = form;
  const label = (field: keyof NewsFormValues) => t(`submitNews.fields.${field}`);
  const errorOf = (field: keyof NewsFormValues) => (errors[field] ? message(errors[field]!) : undefined);
  const bilingual = { values, errorOf, setValue };
  const urlInput = (field: 'image' | 'externalUrl') => (
    <Field label={label(field)} error={errorOf(field)}>
      <Input
        id={`submitNews-${field}`}
        type="url"
        placeholder="https://"
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
      />
    </Field>
  );

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)} aria-describedby="submitNews-note">
      <FormNote id="submitNews-note">{t('form.requiredNote')}</FormNote>
      <FormRow>
        <BilingualTextFields prefix="submitNews" field="title" {...bilingual} />
      </FormRow>
      <BilingualTextFields
        prefix="submitNews"
        field="body"
        multiline
        hint={t('submitNews.bodyHint')}
        {...bilingual}
      />
      {urlInput('image')}
      {urlInput('externalUrl')}
      <CommunityChoice
        id="submitNews-organizerId"
        label={label('organizerId')}
        hint={t('submitNews.organizerHint')}
        value={values.organizerId}
        onChange={(id) => setValue('organizerId', id)}
        error={errorOf('organizerId')}
      />
      <FormButtons
        cancelLabel={t('common:actions.cancel')}
        submitLabel={t('submitNews.submit')}
        onCancel={onCancel}
        busy={isLoading}
      />
    </FormStack>
  );
}

/** 'Submit News' and its dialog: the public news form (spec section 5). */
export function SubmitNewsDialog() {
  const [open, setOpen] = useState(false);
  const form = usePostForm<NewsFormValues>(NEWS_FORM, () => setOpen(false));
  return (
    <SubmitPostDialog prefix="submitNews" open={open} setOpen={setOpen}>
      <SubmitNewsForm form={form} onCancel={() => setOpen(false)} />
    </SubmitPostDialog>
  );
}
