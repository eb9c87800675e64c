import { FormPhotos } from '@byp/platform';
import { FormRow } from '@byp/ui';
import { pointOfFields, type CoordinatePickerComponent } from '../../../lib/coordinates';
import { PublicSubmissionForm, usePublicFormFields } from '../../../components/PublicSubmissionForm';
import { REQUIRED_COMMUNITY_FIELDS } from '../hooks/communityFormRules';
import type { SubmitCommunityFormState } from '../hooks/useSubmitCommunityForm';

/**
 * The public community form (spec section 5). Its state lives in `useSubmitCommunityForm`, held
 * by the dialog button, so nothing typed is lost when the server refuses it or the dialog is
 * closed; it is cleared once the community is accepted.
 */
export default function SubmitCommunityForm({
  form,
  onCancel,
  CoordinatePicker,
}: {
  form: SubmitCommunityFormState;
  onCancel: () => void;
  /** A map to set the point by (the page hands the map feature's); without it, the two fields only. */
  CoordinatePicker?: CoordinatePickerComponent;
}) {
  const { isLoading, submit, values, setFields } = form;
  const { t, textInput, bilingualNameAndDescription, urlListInput } = usePublicFormFields(form, {
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
      {bilingualNameAndDescription()}
      <FormPhotos
        kind="community"
        hero={values.heroImage}
        gallery={values.galleryImages}
        onChange={(heroImage, galleryImages) => setFields({ heroImage, galleryImages })}
      />
      {textInput('heroImage', 'url', { placeholder: 'https://' })}
      <FormRow>
        {textInput('website', 'url', { placeholder: 'https://' })}
        {textInput('contactEmail', 'email', { autoComplete: 'email' })}
      </FormRow>
      <FormRow>
        {textInput('instagram', 'text', { placeholder: '@' })}
        {textInput('tiktok', 'text', { placeholder: '@' })}
      </FormRow>
      {urlListInput('links', 'linkUrl', {
        add: t('submitCommunity.addLink'),
        list: t('submitCommunity.linkList'),
        remove: (url) => t('submitCommunity.removeLink', { url }),
      })}
      {textInput('placeName', 'text', { autoComplete: 'address-level2' })}
      {CoordinatePicker ? (
        <CoordinatePicker
          value={pointOfFields(values.latitude, values.longitude)}
          onPick={(point) => setFields(point)}
        />
      ) : null}
      <FormRow>
        {textInput('latitude', 'text', { inputMode: 'decimal', placeholder: '51.5074' })}
        {textInput('longitude', 'text', { inputMode: 'decimal', placeholder: '-0.1278' })}
      </FormRow>
    </PublicSubmissionForm>
  );
}
