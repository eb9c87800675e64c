import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { Button, Dialog, Field, IconButton, Input, PlusIcon, Select, Textarea, TrashIcon } from '@byp/ui';
import { validationMessage } from '../../../lib/validationMessages';
import {
  REQUIRED_BUSINESS_FIELDS,
  type BusinessFormField,
  type BusinessFormValues,
} from '../hooks/businessFormRules';
import { useSubmitBusinessForm, type SubmitBusinessFormState } from '../hooks/useSubmitBusinessForm';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

const GalleryAdd = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

const GalleryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.25rem 0.25rem 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  const { values, errors, galleryUrl, isLoading, setValue, setGalleryUrl, addImage, removeImage, submit } =
    form;
  const label = (field: string) => t(`submitBusiness.fields.${field}`);
  const errorOf = (field: BusinessFormField) => {
    const error = errors[field];
    return error ? validationMessage(error, t) : undefined;
  };

  const onGalleryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the gallery field adds the image rather than sending the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addImage();
    }
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
    <Form
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-describedby="submit-business-note"
    >
      <Note id="submit-business-note">{t('submitBusiness.requiredNote')}</Note>
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
      <Row>
        {textInput('address', 'text', { autoComplete: 'street-address' })}
        {textInput('area')}
      </Row>
      {textInput('heroImage', 'url', { placeholder: 'https://' })}
      <Row>
        {textInput('phone', 'tel', { autoComplete: 'tel' })}
        {textInput('email', 'email', { autoComplete: 'email' })}
      </Row>
      {textInput('website', 'url', { placeholder: 'https://' })}
      <Row>
        {textInput('instagram', 'text', { placeholder: '@' })}
        {textInput('tiktok', 'text', { placeholder: '@' })}
      </Row>
      <GalleryAdd>
        <Field
          label={label('galleryImageUrl')}
          error={errorOf('galleryImageUrl') ?? errorOf('galleryImages')}
        >
          <Input
            id="submit-business-galleryImages"
            type="url"
            placeholder="https://"
            value={galleryUrl}
            onChange={(event) => setGalleryUrl(event.target.value)}
            onKeyDown={onGalleryKeyDown}
          />
        </Field>
        <Button variant="secondary" onClick={addImage} disabled={!galleryUrl.trim()}>
          <PlusIcon aria-hidden="true" />
          {t('submitBusiness.addImage')}
        </Button>
      </GalleryAdd>
      {values.galleryImages.length > 0 ? (
        <GalleryList aria-label={t('submitBusiness.galleryList')}>
          {values.galleryImages.map((url) => (
            <li key={url}>
              <span>{url}</span>
              <IconButton
                label={t('submitBusiness.removeImage', { url })}
                icon={<TrashIcon />}
                size="sm"
                onClick={() => removeImage(url)}
              />
            </li>
          ))}
        </GalleryList>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {t('submitBusiness.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

/** 'Submit Business' and its dialog (spec: max width 2xl). */
export function SubmitBusinessDialog() {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);
  const form = useSubmitBusinessForm(() => setOpen(false));
  return (
    <>
      <Button variant="accent" size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {t('submitBusiness.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('submitBusiness.title')}
        description={t('submitBusiness.description')}
        closeLabel={t('common:actions.close')}
        size="2xl"
      >
        <SubmitBusinessForm form={form} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
