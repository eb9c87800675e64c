import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { DialogLauncher, Field, FormRow, Select } from '@byp/ui';
import { PublicSubmissionForm, usePublicFormFields } from '../../../components/PublicSubmissionForm';
import { UrlListField } from '../../../components/UrlListField';
import { REQUIRED_BUSINESS_FIELDS } from '../hooks/businessFormRules';
import { useSubmitBusinessForm, type SubmitBusinessFormState } from '../hooks/useSubmitBusinessForm';

/**
 * The public business form. Its state lives in `useSubmitBusinessForm`, held by the dialog
 * button above the dialog, so nothing typed is lost when the server refuses it or the dialog is
 * closed; it is cleared once the business is accepted.
 */
export function SubmitBusinessForm({
  form,
  onCancel,
}: {
  form: SubmitBusinessFormState;
  onCancel: () => void;
}) {
  const { values, pendingUrl, isLoading, setValue, setPendingUrl, addUrl, removeUrl, submit } = form;
  const { t, label, errorOf, textInput, descriptionField } = usePublicFormFields(form, {
    prefix: 'submitBusiness',
    inputIdPrefix: 'submit-business',
    required: REQUIRED_BUSINESS_FIELDS,
  });

  return (
    <PublicSubmissionForm
      inputIdPrefix="submit-business"
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('submitBusiness.submit')}
      busy={isLoading}
    >
      {textInput('name', 'text', { autoComplete: 'organization' })}
      {descriptionField('description')}
      <Field label={label('category')} required error={errorOf('category')}>
        <Select
          id="submit-business-category"
          value={values.category}
          onChange={(event) => setValue('category', event.target.value)}
        >
          <option value="">{t('submitBusiness.chooseCategory')}</option>
          {BUSINESS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`common:categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <FormRow>
        {textInput('address', 'text', { autoComplete: 'street-address' })}
        {textInput('area')}
      </FormRow>
      {textInput('heroImage', 'url', { placeholder: 'https://' })}
      <FormRow>
        {textInput('phone', 'tel', { autoComplete: 'tel' })}
        {textInput('email', 'email', { autoComplete: 'email' })}
      </FormRow>
      {textInput('website', 'url', { placeholder: 'https://' })}
      <FormRow>
        {textInput('instagram', 'text', { placeholder: '@' })}
        {textInput('tiktok', 'text', { placeholder: '@' })}
      </FormRow>
      <UrlListField
        inputId="submit-business-galleryImages"
        label={label('galleryImageUrl')}
        pendingUrl={pendingUrl}
        onPendingUrlChange={setPendingUrl}
        urls={values.galleryImages}
        onAdd={addUrl}
        onRemove={removeUrl}
        error={errorOf('galleryImageUrl') ?? errorOf('galleryImages')}
        addLabel={t('submitBusiness.addImage')}
        listLabel={t('submitBusiness.galleryList')}
        removeLabel={(url) => t('submitBusiness.removeImage', { url })}
      />
    </PublicSubmissionForm>
  );
}

/** 'Submit Business' and its dialog (spec: max width 2xl). */
export function SubmitBusinessDialog() {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);
  const form = useSubmitBusinessForm(() => setOpen(false));
  return (
    <DialogLauncher
      label={t('submitBusiness.open')}
      buttonSize="sm"
      open={open}
      setOpen={setOpen}
      title={t('submitBusiness.title')}
      description={t('submitBusiness.description')}
      closeLabel={t('common:actions.close')}
      size="2xl"
    >
      <SubmitBusinessForm form={form} onCancel={() => setOpen(false)} />
    </DialogLauncher>
  );
}
