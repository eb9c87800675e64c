import { useTranslation } from 'react-i18next';
import { isHttpUrl, type Community, type CommunityUpdate } from '@byp/contracts';
import { FormPhotos, type ValidationTextKey } from '@byp/platform';
import { Field, Input, Switch, Textarea } from '@byp/ui';
import { BilingualFields, bilingualPair } from '../../components/BilingualFields';
import { EditDialogFrame, useDraftForm } from '../../components/EditDialogFrame';
import { Toggle } from '../../components/FormLayout';
import type en from '../../i18n/en.json';

export interface CommunityFormValues {
  name: string;
  nameUk: string;
  description: string;
  descriptionUk: string;
  heroImage: string;
  /** Photos after the cover, in order (issue 26). */
  galleryImages: string[];
  website: string;
  contactEmail: string;
  instagram: string;
  tiktok: string;
  links: string;
  latitude: string;
  longitude: string;
  isApproved: boolean;
}

const toForm = (c: Community): CommunityFormValues => ({
  // An answer without the I18n fields (an older service) had English only.
  name: c.nameI18n ? (c.nameI18n.en ?? '') : c.name,
  nameUk: c.nameI18n?.uk ?? '',
  description: c.descriptionI18n ? (c.descriptionI18n.en ?? '') : c.description,
  descriptionUk: c.descriptionI18n?.uk ?? '',
  heroImage: c.heroImage,
  galleryImages: c.galleryImages ?? [],
  website: c.website ?? '',
  contactEmail: c.contactEmail ?? '',
  instagram: c.instagram ?? '',
  tiktok: c.tiktok ?? '',
  links: c.links.join('\n'),
  latitude: c.latitude === null ? '' : String(c.latitude),
  longitude: c.longitude === null ? '' : String(c.longitude),
  isApproved: c.isApproved === 1,
});

/**
 * Spec section 5, admin community form: name, description (each in English, Ukrainian or both),
 * heroImage required; URLs; numeric coordinates.
 */
export function validateCommunityForm(
  v: CommunityFormValues,
): Partial<Record<keyof CommunityFormValues, ValidationTextKey>> {
  const errors: Partial<Record<keyof CommunityFormValues, ValidationTextKey>> = {};
  if (!v.name.trim() && !v.nameUk.trim()) errors.name = 'required';
  if (!v.description.trim() && !v.descriptionUk.trim()) errors.description = 'required';
  if (!v.heroImage.trim()) errors.heroImage = 'required';
  if (v.heroImage.trim() && !isHttpUrl(v.heroImage.trim())) errors.heroImage = 'invalidUrl';
  if (v.website.trim() && !isHttpUrl(v.website.trim())) errors.website = 'invalidUrl';
  for (const key of ['latitude', 'longitude'] as const)
    if (v[key].trim() && !Number.isFinite(Number(v[key]))) errors[key] = 'invalidInput';
  return errors;
}

const toUpdate = (v: CommunityFormValues): CommunityUpdate => {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    // A language left empty clears it ('' for English, whose type is a string; null for Ukrainian)
    // while the other one stays.
    name: v.name.trim(),
    nameUk: optional(v.nameUk),
    description: v.description.trim(),
    descriptionUk: optional(v.descriptionUk),
    heroImage: v.heroImage.trim(),
    galleryImages: v.galleryImages,
    website: optional(v.website),
    contactEmail: optional(v.contactEmail),
    instagram: optional(v.instagram),
    tiktok: optional(v.tiktok),
    links: v.links
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    latitude: v.latitude.trim() === '' ? null : Number(v.latitude),
    longitude: v.longitude.trim() === '' ? null : Number(v.longitude),
    isApproved: v.isApproved ? 1 : 0,
  };
};

export const COMMUNITY_EDIT_DRAFT = 'communities:editing';

/** The admin's community edit dialog; its values survive an expired session (session draft). */
export function CommunityEditDialog({
  community,
  onClose,
  onSave,
}: {
  community: Community;
  onClose: () => void;
  /** Resolves true when saved. */
  onSave: (changes: CommunityUpdate) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { values, set, close, submit, message } = useDraftForm({
    draftKey: `communities:edit:${community.id}`,
    initial: () => toForm(community),
    validate: validateCommunityForm,
    toChanges: toUpdate,
    onSave,
    onClose,
  });
  const text = (
    key: Exclude<keyof CommunityFormValues, 'isApproved' | 'galleryImages'> &
      keyof (typeof en)['communityFields'],
    required = false,
    type = 'text',
  ) => (
    <Field label={t(`communityFields.${key}`)} required={required} error={message(key)}>
      <Input type={type} value={values[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <EditDialogFrame
      title={t('communities.editTitle', { name: community.name })}
      onClose={close}
      onSubmit={submit}
    >
      <BilingualFields
        label={t('communityFields.name')}
        required
        {...bilingualPair(values, set, 'name')}
        englishError={message('name')}
      />
      <div className="wide">
        <FormPhotos
          kind="community"
          admin
          hero={values.heroImage}
          gallery={values.galleryImages}
          onChange={(hero, gallery) => {
            set('heroImage', hero);
            set('galleryImages', gallery);
          }}
        />
      </div>
      <div className="wide">{text('heroImage', true, 'url')}</div>
      <div className="wide" style={{ display: 'grid', gap: '1rem' }}>
        <BilingualFields
          label={t('communityFields.description')}
          required
          multiline
          {...bilingualPair(values, set, 'description')}
          englishError={message('description')}
        />
      </div>
      {text('website', false, 'url')}
      {text('contactEmail', false, 'email')}
      {text('instagram')}
      {text('tiktok')}
      {text('latitude')}
      {text('longitude')}
      <div className="wide">
        <Field label={t('communityFields.links')} hint={t('businessForm.galleryHint')}>
          <Textarea value={values.links} onChange={(e) => set('links', e.target.value)} />
        </Field>
      </div>
      <Toggle className="wide">
        <Switch
          checked={values.isApproved}
          onCheckedChange={(v) => set('isApproved', v)}
          label={t('communityFields.isApproved')}
        />
        <span aria-hidden="true">{t('communityFields.isApproved')}</span>
      </Toggle>
    </EditDialogFrame>
  );
}
