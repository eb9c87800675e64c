import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import {
  Button,
  DialogLauncher,
  Field,
  FormActions,
  FormNote,
  FormRow,
  FormStack,
  Input,
  Select,
  Textarea,
} from '@byp/ui';
import { UrlListField } from '../../../components/UrlListField';
import { validationMessage } from '../../../lib/validationMessages';
import {
  REQUIRED_BUSINESS_FIELDS,
  type BusinessFormField,
  type BusinessFormValues,
} from '../hooks/businessFormRules';
import { useSubmitBusinessForm, type SubmitBusinessFormState } from '../hooks/useSubmitBusinessForm';

type TextField = Exclude<keyof BusinessFormValues, 'galleryImages' | 'category' | 'description'>;

const isRequired = (field: string) => (REQUIRED_BUSINESS_FIELDS as readonly string[]).includes(field);

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
  const { t } = useTranslation('directory');
  const { values, errors, pendingUrl, isLoading, setValue, setPendingUrl, addUrl, removeUrl, submit } = form;
  const label = (field: string) => t(`submitBusiness.fields.${field}`);
  const errorOf = (field: BusinessFormField) => {
    const error = errors[field];
    return error ? validationMessage(error, t) : undefined;
  };

  const textInput = (field: TextField, type = 'text', extra: Record<string, string> = {}) => (
    <Field label={label(field)} required={isRequired(field)} error={errorOf(field)}>
      <Input
        id={`submit-business-${field}`}
        type={type}
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
        {...extra}
      />
    </Field>
  );

  return (
    <FormStack
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-describedby="submit-business-note"
    >
      <FormNote id="submit-business-note">{t('submitBusiness.requiredNote')}</FormNote>
      {textInput('name', 'text', { autoComplete: 'organization' })}
      <Field
        label={label('description')}
        required
        error={errorOf('description')}
        hint={t('submitBusiness.descriptionHint')}
      >
        <Textarea
          id="submit-business-description"
          value={values.description}
          onChange={(event) => setValue('description', event.target.value)}
        />
      </Field>
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
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {t('submitBusiness.submit')}
        </Button>
      </FormActions>
    </FormStack>
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
