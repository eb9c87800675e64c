import { BUSINESS_CATEGORIES, LIMITS, OPENING_HOURS_EXAMPLE } from '@byp/contracts';
import { FormPhotos } from '@byp/platform';
import { Field, FormRow, Input, Select } from '@byp/ui';
import { PublicSubmissionForm, usePublicFormFields } from '../../../components/PublicSubmissionForm';
import { REQUIRED_BUSINESS_FIELDS } from '../hooks/businessFormRules';
import type { SubmitBusinessFormState } from '../hooks/useSubmitBusinessForm';

/**
 * The public business form. Its state lives in `useSubmitBusinessForm`, held by the dialog
 * button above the dialog, so nothing typed is lost when the server refuses it or the dialog is
 * closed; it is cleared once the business is accepted.
 */
export default function SubmitBusinessForm({
  form,
  onCancel,
}: {
  form: SubmitBusinessFormState;
  onCancel: () => void;
}) {
  const { values, isLoading, setValue, setFields, submit } = form;
  const { t, label, errorOf, textInput, bilingualNameAndDescription, urlListInput } = usePublicFormFields(
    form,
    {
      prefix: 'submitBusiness',
      inputIdPrefix: 'submit-business',
      required: REQUIRED_BUSINESS_FIELDS,
    },
  );

  return (
    <PublicSubmissionForm
      inputIdPrefix="submit-business"
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('submitBusiness.submit')}
      busy={isLoading}
    >
      {bilingualNameAndDescription()}
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
      <FormPhotos
        kind="business"
        hero={values.heroImage}
        gallery={values.galleryImages}
        onChange={(heroImage, galleryImages) => setFields({ heroImage, galleryImages })}
      />
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
      <Field label={label('openingHours')} error={errorOf('openingHours')} hint={t('hours.fieldHint')}>
        <Input
          id="submit-business-openingHours"
          value={values.openingHours}
          onChange={(event) => setValue('openingHours', event.target.value)}
          placeholder={OPENING_HOURS_EXAMPLE}
          maxLength={LIMITS.openingHoursMax}
          lang="en"
          spellCheck={false}
        />
      </Field>
      {urlListInput('galleryImages', 'galleryImageUrl', {
        add: t('submitBusiness.addImage'),
        list: t('submitBusiness.galleryList'),
        remove: (url) => t('submitBusiness.removeImage', { url }),
      })}
    </PublicSubmissionForm>
  );
}
