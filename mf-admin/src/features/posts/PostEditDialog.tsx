import { useTranslation } from 'react-i18next';
import { isHttpUrl, ORGANIZER_TYPES, POST_TYPES, type Post } from '@byp/contracts';
import { Field, Input, Select, Switch } from '@byp/ui';
import { BilingualFields, bilingualPair } from '../../components/BilingualFields';
import { EditDialogFrame, useDraftForm } from '../../components/EditDialogFrame';
import { Toggle } from '../../components/FormLayout';
import type { PostUpdate } from '../content/api/adminContentApi';

export interface PostFormValues {
  type: string;
  organizerType: string;
  title: string;
  titleUk: string;
  body: string;
  bodyUk: string;
  startAt: string;
  endAt: string;
  locationName: string;
  address: string;
  isOnline: boolean;
  externalUrl: string;
  contactEmail: string;
  image: string;
  isApproved: boolean;
}

const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const toForm = (p: Post): PostFormValues => ({
  type: p.type,
  organizerType: p.organizerType,
  // An answer without the I18n fields (an older service) had English only.
  title: p.titleI18n ? (p.titleI18n.en ?? '') : p.title,
  titleUk: p.titleI18n?.uk ?? '',
  body: p.bodyI18n ? (p.bodyI18n.en ?? '') : p.body,
  bodyUk: p.bodyI18n?.uk ?? '',
  startAt: toLocalInput(p.startAt),
  endAt: toLocalInput(p.endAt),
  locationName: p.locationName ?? '',
  address: p.address ?? '',
  isOnline: p.isOnline,
  externalUrl: p.externalUrl ?? '',
  contactEmail: p.contactEmail ?? '',
  image: p.image ?? '',
  isApproved: p.isApproved === 1,
});

const toUpdate = (v: PostFormValues): PostUpdate => {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  const date = (s: string) => (s ? new Date(s).toISOString() : null);
  return {
    type: v.type as Post['type'],
    organizerType: v.organizerType as Post['organizerType'],
    // A language left empty is null: the edit clears it, while the other one stays.
    title: optional(v.title),
    titleUk: optional(v.titleUk),
    body: optional(v.body),
    bodyUk: optional(v.bodyUk),
    startAt: date(v.startAt),
    endAt: date(v.endAt),
    locationName: optional(v.locationName),
    address: optional(v.address),
    isOnline: v.isOnline,
    externalUrl: optional(v.externalUrl),
    contactEmail: optional(v.contactEmail),
    image: optional(v.image),
    isApproved: v.isApproved ? 1 : 0,
  };
};

/** Spec section 5, admin post form: title required (English, Ukrainian or both); external URL and image http/https. */
export function validatePostForm(v: PostFormValues): Partial<Record<keyof PostFormValues, string>> {
  const errors: Partial<Record<keyof PostFormValues, string>> = {};
  if (!v.title.trim() && !v.titleUk.trim()) errors.title = 'required';
  for (const key of ['externalUrl', 'image'] as const)
    if (v[key].trim() && !isHttpUrl(v[key].trim())) errors[key] = 'invalidUrl';
  return errors;
}

export const POST_EDIT_DRAFT = 'posts:editing';

/** The admin post form (spec section 5): type event/news, organizer one of three, title required. */
export function PostEditDialog({
  post,
  onClose,
  onSave,
}: {
  post: Post;
  onClose: () => void;
  onSave: (changes: PostUpdate) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { values, set, close, submit, message } = useDraftForm({
    draftKey: `posts:edit:${post.id}`,
    initial: () => toForm(post),
    validate: validatePostForm,
    toChanges: toUpdate,
    onSave,
    onClose,
  });
  const text = (key: keyof PostFormValues, type = 'text', required = false) => (
    <Field label={t(`postFields.${key}`)} required={required} error={message(key)}>
      <Input type={type} value={values[key] as string} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <EditDialogFrame title={t('posts.editTitle', { title: post.title })} onClose={close} onSubmit={submit}>
      <Field label={t('postFields.type')} required>
        <Select value={values.type} onChange={(e) => set('type', e.target.value)}>
          {POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`posts.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('postFields.organizerType')} required>
        <Select value={values.organizerType} onChange={(e) => set('organizerType', e.target.value)}>
          {ORGANIZER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`posts.organizers.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <BilingualFields
        label={t('postFields.title')}
        required
        {...bilingualPair(values, set, 'title')}
        englishError={message('title')}
      />
      <div className="wide" style={{ display: 'grid', gap: '1rem' }}>
        <BilingualFields label={t('postFields.body')} multiline {...bilingualPair(values, set, 'body')} />
      </div>
      {text('startAt', 'datetime-local')}
      {text('endAt', 'datetime-local')}
      {text('locationName')}
      {text('address')}
      {text('externalUrl', 'url')}
      {text('contactEmail', 'email')}
      {text('image', 'url')}
      <Toggle>
        <Switch
          checked={values.isOnline}
          onCheckedChange={(v) => set('isOnline', v)}
          label={t('postFields.isOnline')}
        />
        <span aria-hidden="true">{t('postFields.isOnline')}</span>
      </Toggle>
      <Toggle>
        <Switch
          checked={values.isApproved}
          onCheckedChange={(v) => set('isApproved', v)}
          label={t('postFields.isApproved')}
        />
        <span aria-hidden="true">{t('postFields.isApproved')}</span>
      </Toggle>
    </EditDialogFrame>
  );
}
