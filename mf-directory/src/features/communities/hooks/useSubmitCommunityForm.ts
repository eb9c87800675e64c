import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CODES } from '@byp/contracts';
import { submitWithToasts } from '@byp/platform';
import { fieldErrorsOf, isHttpUrl } from '../../../lib/formRules';
import { validationMessage } from '../../../lib/validationMessages';
import { useSubmitCommunityMutation } from '../api/communitiesApi';
import {
  addCommunityLink,
  communityFieldOfPath,
  COMMUNITY_FORM_FIELDS,
  EMPTY_COMMUNITY_FORM,
  toCommunitySubmission,
  validateCommunityField,
  validateCommunityForm,
  type CommunityFormErrors,
  type CommunityFormValues,
} from './communityFormRules';

export type SubmitCommunityFormState = ReturnType<typeof useSubmitCommunityForm>;

/**
 * State and actions of the public community form: client validation first, then
 * POST /api/communities/public; on success a toast saying it is pending approval, a reset and
 * `onAccepted` (the dialog closes); on a refusal the destructive toast of spec section 8 and the
 * field errors under the fields.
 */
export function useSubmitCommunityForm(onAccepted: () => void) {
  const { t } = useTranslation('directory');
  const [values, setValues] = useState<CommunityFormValues>(EMPTY_COMMUNITY_FORM);
  const [errors, setErrors] = useState<CommunityFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [linkUrl, setLinkUrlState] = useState('');
  const [submitCommunity, { isLoading }] = useSubmitCommunityMutation();

  const setValue = <K extends keyof CommunityFormValues>(field: K, value: CommunityFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt (or once a field shows an error) its message follows what is typed.
    if (attempted || errors[field])
      setErrors((previous) => ({ ...previous, [field]: validateCommunityField(field, next) }));
  };

  const setLinkUrl = (url: string) => {
    setLinkUrlState(url);
    if (errors.linkUrl) setErrors((previous) => ({ ...previous, linkUrl: undefined }));
  };

  const addLink = () => {
    if (!linkUrl.trim()) return;
    if (!isHttpUrl(linkUrl)) {
      setErrors((previous) => ({ ...previous, linkUrl: { code: MESSAGE_CODES.invalidUrl } }));
      return;
    }
    setValue('links', addCommunityLink(values.links, linkUrl));
    setLinkUrlState('');
  };

  const removeLink = (url: string) =>
    setValue(
      'links',
      values.links.filter((link) => link !== url),
    );

  const reset = () => {
    setValues(EMPTY_COMMUNITY_FORM);
    setErrors({});
    setAttempted(false);
    setLinkUrlState('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    const found = validateCommunityForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = COMMUNITY_FORM_FIELDS.find((field) => field in found);
      document.getElementById(`submit-community-${firstInvalid}`)?.focus();
      return false;
    }
    return submitWithToasts(
      () => submitCommunity(toCommunitySubmission(values)).unwrap(),
      {
        accepted: t('submitCommunity.success'),
        errorTitle: t('common:errors.error'),
        failed: t('submitCommunity.failed'),
        messageOptions: { detailMessage: (detail) => validationMessage(detail, t) },
      },
      {
        onAccepted: () => {
          reset();
          onAccepted();
        },
        onRefused: (error) => setErrors(fieldErrorsOf(error, communityFieldOfPath)),
      },
    );
  };

  return { values, errors, linkUrl, isLoading, setValue, setLinkUrl, addLink, removeLink, submit, reset };
}
