import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogLauncher,
  Field,
  FormActions,
  FormNote,
  FormRow,
  FormStack,
  Input,
  Textarea,
} from '@byp/ui';
import { UrlListField } from '../../../components/UrlListField';
import { validationMessage } from '../../../lib/validationMessages';
import {
  REQUIRED_COMMUNITY_FIELDS,
  type CommunityFormField,
  type CommunityFormValues,
} from '../hooks/communityFormRules';
import { useSubmitCommunityForm, type SubmitCommunityFormState } from '../hooks/useSubmitCommunityForm';

type TextField = Exclude<keyof CommunityFormValues, 'links' | 'description'>;

const isRequired = (field: string) => (REQUIRED_COMMUNITY_FIELDS as readonly string[]).includes(field);

/**
 * The public community form (spec section 5). Its state lives in `useSubmitCommunityForm`, held
 * by the dialog button, so nothing typed is lost when the server refuses it or the dialog is
 * closed; it is cleared once the community is accepted.
 */
export function SubmitCommunityForm({
  form,
  onCancel,
}: {
  form: SubmitCommunityFormState;
  onCancel: () => void;
}) {
  const { t } = useTranslation('directory');
  const { values, errors, pendingUrl, isLoading, setValue, setPendingUrl, addUrl, removeUrl, submit } = form;
  const label = (field: string) => t(`submitCommunity.fields.${field}`);
  const errorOf = (field: CommunityFormField) => {
    const error = errors[field];
    return error ? validationMessage(error, t) : undefined;
  };

  const textInput = (field: TextField, type = 'text', extra: Record<string, string> = {}) => (
    <Field label={label(field)} required={isRequired(field)} error={errorOf(field)}>
      <Input
        id={`submit-community-${field}`}
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
      aria-describedby="submit-community-note"
    >
      <FormNote id="submit-community-note">{t('submitBusiness.requiredNote')}</FormNote>
      {textInput('name', 'text', { autoComplete: 'organization' })}
      <Field
        label={label('description')}
        required
        error={errorOf('description')}
        hint={t('submitBusiness.descriptionHint')}
      >
        <Textarea
          id="submit-community-description"
          value={values.description}
          onChange={(event) => setValue('description', event.target.value)}
        />
      </Field>
      {textInput('heroImage', 'url', { placeholder: 'https://' })}
      <FormRow>
        {textInput('website', 'url', { placeholder: 'https://' })}
        {textInput('contactEmail', 'email', { autoComplete: 'email' })}
      </FormRow>
      <FormRow>
        {textInput('instagram', 'text', { placeholder: '@' })}
        {textInput('tiktok', 'text', { placeholder: '@' })}
      </FormRow>
      <UrlListField
        inputId="submit-community-links"
        label={label('linkUrl')}
        pendingUrl={pendingUrl}
        onPendingUrlChange={setPendingUrl}
        urls={values.links}
        onAdd={addUrl}
        onRemove={removeUrl}
        error={errorOf('linkUrl') ?? errorOf('links')}
        addLabel={t('submitCommunity.addLink')}
        listLabel={t('submitCommunity.linkList')}
        removeLabel={(url) => t('submitCommunity.removeLink', { url })}
      />
      <FormRow>
        {textInput('latitude', 'text', { inputMode: 'decimal', placeholder: '51.5074' })}
        {textInput('longitude', 'text', { inputMode: 'decimal', placeholder: '-0.1278' })}
      </FormRow>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={isLoading} aria-busy={isLoading}>
          {t('submitCommunity.submit')}
        </Button>
      </FormActions>
    </FormStack>
  );
}

/** 'Submit Community' and its dialog (spec: max width 2xl). */
export function SubmitCommunityDialog() {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);
  const form = useSubmitCommunityForm(() => setOpen(false));
  return (
    <DialogLauncher
      label={t('submitCommunity.open')}
      buttonSize="sm"
      open={open}
      setOpen={setOpen}
      title={t('submitCommunity.title')}
      description={t('submitCommunity.description')}
      closeLabel={t('common:actions.close')}
      size="2xl"
    >
      <SubmitCommunityForm form={form} onCancel={() => setOpen(false)} />
    </DialogLauncher>
  );
}
