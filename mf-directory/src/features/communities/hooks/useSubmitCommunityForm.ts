import { usePublicSubmissionForm } from '../../../hooks/usePublicSubmissionForm';
import { useSubmitCommunityMutation } from '../api/communitiesApi';
import {
  communityFieldOfPath,
  COMMUNITY_FIELDS_CHECKED_WITH,
  EMPTY_COMMUNITY_FORM,
  toCommunitySubmission,
  validateCommunityField,
  validateCommunityForm,
} from './communityFormRules';

export type SubmitCommunityFormState = ReturnType<typeof useSubmitCommunityForm>;

/**
 * State and actions of the public community form: POST /api/communities/public once the client
 * rules pass; on success a toast saying it is pending approval, a reset and `onAccepted` (the
 * dialog closes). Its extra links are the form's URL list.
 */
export function useSubmitCommunityForm(onAccepted: () => void) {
  const [submitCommunity, { isLoading }] = useSubmitCommunityMutation();
  return usePublicSubmissionForm(
    {
      prefix: 'submitCommunity',
      inputIdPrefix: 'submit-community',
      empty: EMPTY_COMMUNITY_FORM,
      urlListField: 'links',
      pendingUrlField: 'linkUrl',
      validateField: validateCommunityField,
      checkedWith: COMMUNITY_FIELDS_CHECKED_WITH,
      validateForm: validateCommunityForm,
      fieldOfPath: communityFieldOfPath,
      send: (values) => submitCommunity(toCommunitySubmission(values)).unwrap(),
      isLoading,
    },
    onAccepted,
  );
}
