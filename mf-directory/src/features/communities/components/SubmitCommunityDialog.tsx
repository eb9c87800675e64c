import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLauncher, FormRow } from '@byp/ui';
import { PublicSubmissionForm, usePublicFormFields } from '../../../components/PublicSubmissionForm';
import { UrlListField } from '../../../components/UrlListField';
import { REQUIRED_COMMUNITY_FIELDS } from '../hooks/communityFormRules';
import { useSubmitCommunityForm, type SubmitCommunityFormState } from '../hooks/useSubmitCommunityForm';

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
  const { values, pendingUrl, isLoading, setPendingUrl, addUrl, removeUrl, submit } = form;
  const { t, label, errorOf, textInput, descriptionField } = usePublicFormFields(form, {
    prefix: 'submitCommunity',
    inputIdPrefix: 'submit-community',
    required: REQUIRED_COMMUNITY_FIELDS,
  });

  return (
    <PublicSubmissionForm
      inputIdPrefix="submit-community"
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('submitCommunity.submit')}
      busy={isLoading}
    >
      {textInput('name', 'text', { autoComplete: 'organization' })}
      {descriptionField('description')}
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
    </PublicSubmissionForm>
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
