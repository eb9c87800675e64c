import { usePublicSubmissionForm } from '../../../hooks/usePublicSubmissionForm';
import { useSubmitBusinessMutation } from '../api/businessesApi';
import {
  BUSINESS_FIELDS_CHECKED_WITH,
  EMPTY_BUSINESS_FORM,
  fieldOfPath,
  toPublicBusinessInput,
  validateBusinessField,
  validateBusinessForm,
} from './businessFormRules';

export type SubmitBusinessFormState = ReturnType<typeof useSubmitBusinessForm>;

/**
 * State and actions of the public business form: POST /api/businesses/public once the client
 * rules pass; on success a toast, a reset and `onAccepted` (the dialog closes). Its gallery is the
 * form's URL list.
 */
export function useSubmitBusinessForm(onAccepted: () => void) {
  const [submitBusiness, { isLoading }] = useSubmitBusinessMutation();
  return usePublicSubmissionForm(
    {
      prefix: 'submitBusiness',
      inputIdPrefix: 'submit-business',
      empty: EMPTY_BUSINESS_FORM,
      urlListField: 'galleryImages',
      pendingUrlField: 'galleryImageUrl',
      validateField: validateBusinessField,
      checkedWith: BUSINESS_FIELDS_CHECKED_WITH,
      validateForm: validateBusinessForm,
      fieldOfPath,
      send: (values) => submitBusiness(toPublicBusinessInput(values)).unwrap(),
      isLoading,
    },
    onAccepted,
  );
}
