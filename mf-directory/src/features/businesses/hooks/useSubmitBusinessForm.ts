import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitWithToasts } from '@byp/platform';
import { MESSAGE_CODES } from '@byp/contracts';
import { fieldErrorsOf as fieldErrorsFromResponse } from '../../../lib/formRules';
import { validationMessage } from '../../../lib/validationMessages';
import { useSubmitBusinessMutation } from '../api/businessesApi';
import {
  addGalleryImage,
  EMPTY_BUSINESS_FORM,
  fieldOfPath,
  isHttpUrl,
  toPublicBusinessInput,
  validateBusinessField,
  validateBusinessForm,
  type BusinessFormErrors,
  type BusinessFormValues,
} from './businessFormRules';

export type SubmitBusinessFormState = ReturnType<typeof useSubmitBusinessForm>;

/** Field errors from a refused request's details (the first one per field). */
export function fieldErrorsOf(error: unknown): BusinessFormErrors {
  return fieldErrorsFromResponse(error, fieldOfPath);
}

/**
 * State and actions of the public business form: client validation first, then
 * POST /api/businesses/public; on success a toast, a reset and `onAccepted` (the dialog closes);
 * on a refusal a destructive toast (spec section 8) and the field errors under the fields.
 */
export function useSubmitBusinessForm(onAccepted: () => void) {
  const { t } = useTranslation('directory');
  const [values, setValues] = useState<BusinessFormValues>(EMPTY_BUSINESS_FORM);
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [galleryUrl, setGalleryUrlState] = useState('');
  const [submitBusiness, { isLoading }] = useSubmitBusinessMutation();

  const setValue = <K extends keyof BusinessFormValues>(field: K, value: BusinessFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt (or once a field shows an error) its message follows what is typed.
    if (attempted || errors[field])
      setErrors((previous) => ({ ...previous, [field]: validateBusinessField(field, next) }));
  };

  const setGalleryUrl = (url: string) => {
    setGalleryUrlState(url);
    if (errors.galleryImageUrl) setErrors((previous) => ({ ...previous, galleryImageUrl: undefined }));
  };

  const addImage = () => {
    if (!galleryUrl.trim()) return;
    if (!isHttpUrl(galleryUrl)) {
      setErrors((previous) => ({ ...previous, galleryImageUrl: { code: MESSAGE_CODES.invalidUrl } }));
      return;
    }
    setValue('galleryImages', addGalleryImage(values.galleryImages, galleryUrl));
    setGalleryUrlState('');
  };

  const removeImage = (url: string) =>
    setValue(
      'galleryImages',
      values.galleryImages.filter((image) => image !== url),
    );

  const reset = () => {
    setValues(EMPTY_BUSINESS_FORM);
    setErrors({});
    setAttempted(false);
    setGalleryUrlState('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    const found = validateBusinessForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = Object.keys(EMPTY_BUSINESS_FORM).find((field) => field in found);
      document.getElementById(`submit-business-${firstInvalid}`)?.focus();
      return false;
    }
    return submitWithToasts(
      () => submitBusiness(toPublicBusinessInput(values)).unwrap(),
      {
        accepted: t('submitBusiness.success'),
        errorTitle: t('common:errors.error'),
        failed: t('submitBusiness.failed'),
        messageOptions: { detailMessage: (detail) => validationMessage(detail, t) },
      },
      {
        onAccepted: () => {
          reset();
          onAccepted();
        },
        onRefused: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return {
    values,
    errors,
    galleryUrl,
    isLoading,
    setValue,
    setGalleryUrl,
    addImage,
    removeImage,
    submit,
    reset,
  };
}
