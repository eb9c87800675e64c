import { useTranslation } from 'react-i18next';
import {
  isHttpUrl,
  ORGANIZER_TYPES,
  POST_TYPES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  type Post,
  type RecurrenceFrequency,
  type RecurrenceInput,
} from '@byp/contracts';
import { CommunityChoice, formatDate, fromProductLocalDateTime, type ValidationTextKey } from '@byp/platform';
import { Field, Input, Select, Switch } from '@byp/ui';
import { BilingualFields, bilingualPair } from '../../components/BilingualFields';
import { EditDialogFrame, useDraftForm } from '../../components/EditDialogFrame';
import { Toggle } from '../../components/FormLayout';
import type { PostUpdate } from '../../api/adminContentApi';
import type en from '../../i18n/en.json';

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
  /** The community that runs it ('' for none), when organizerType is 'community'. */
  organizerId: string;
  /** The whole series (issue 27): '' for one date. */
  repeat: RecurrenceFrequency | '';
  repeatEnds: 'never' | 'until' | 'count';
  repeatUntil: string;
  repeatCount: string;
}

/**
 * Times are edited in UK wall-clock time, whatever the admin's computer says (as the dates
 * dialog does): a 10:00 class reads 10:00 in March and in November, from anywhere.
 */
const toLocalInput = (iso: string | null) => (iso ? formatDate(iso, "yyyy-MM-dd'T'HH:mm", 'en') : '');

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
  organizerId: p.organizerId ?? '',
  repeat: p.recurrence?.frequency ?? '',
  repeatEnds: p.recurrence?.until ? 'until' : p.recurrence?.count ? 'count' : 'never',
  repeatUntil: p.recurrence?.until ?? '',
  repeatCount: p.recurrence?.count ? String(p.recurrence.count) : '',
});

/** The series as the form sets it; its single-date changes are kept by the service where they fit. */
const recurrenceOf = (v: PostFormValues): RecurrenceInput | null => {
  if (!v.repeat) return null;
  if (v.repeatEnds === 'until') return { frequency: v.repeat, until: v.repeatUntil };
  if (v.repeatEnds === 'count') return { frequency: v.repeat, count: Number(v.repeatCount) };
  return { frequency: v.repeat };
};

const toUpdate = (v: PostFormValues): PostUpdate => {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  const date = (s: string) => (s ? (fromProductLocalDateTime(s) ?? new Date(s).toISOString()) : null);
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
    organizerId: v.organizerType === 'community' ? optional(v.organizerId) : null,
    recurrence: v.type === 'event' ? recurrenceOf(v) : null,
  };
};

/** Spec section 5, admin post form: title required (English, Ukrainian or both); external URL and image http/https. */
export function validatePostForm(
  v: PostFormValues,
): Partial<Record<keyof PostFormValues, ValidationTextKey>> {
  const errors: Partial<Record<keyof PostFormValues, ValidationTextKey>> = {};
  if (!v.title.trim() && !v.titleUk.trim()) errors.title = 'required';
  for (const key of ['externalUrl', 'image'] as const)
    if (v[key].trim() && !isHttpUrl(v[key].trim())) errors[key] = 'invalidUrl';
  if (v.type === 'event' && v.repeat) {
    if (!v.startAt) errors.startAt = 'required';
    if (v.repeatEnds === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(v.repeatUntil))
      errors.repeatUntil = 'required';
    const count = Number(v.repeatCount);
    const countOk = Number.isInteger(count) && count >= 1 && count <= RECURRENCE_LIMITS.countMax;
    if (v.repeatEnds === 'count' && !countOk)
      errors.repeatCount = v.repeatCount ? 'invalidInput' : 'required';
  }
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
  const text = (
    key: keyof PostFormValues & keyof (typeof en)['postFields'],
    type = 'text',
    required = false,
    hint?: string,
  ) => (
    <Field label={t(`postFields.${key}`)} required={required} error={message(key)} hint={hint}>
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
      {values.organizerType === 'community' ? (
        <CommunityChoice
          label={t('postFields.organizerId')}
          value={values.organizerId}
          onChange={(id) => set('organizerId', id)}
        />
      ) : null}
      <BilingualFields
        label={t('postFields.title')}
        required
        {...bilingualPair(values, set, 'title')}
        englishError={message('title')}
      />
      <div className="wide" style={{ display: 'grid', gap: '1rem' }}>
        <BilingualFields label={t('postFields.body')} multiline {...bilingualPair(values, set, 'body')} />
      </div>
      {text('startAt', 'datetime-local', false, t('recurrence.ukTime'))}
      {text('endAt', 'datetime-local', false, t('recurrence.ukTime'))}
      {values.type === 'event' ? (
        <>
          {post.recurrence ? (
            <p className="wide" data-testid="series-note" style={{ margin: 0 }}>
              {t('recurrence.wholeSeries')}
            </p>
          ) : null}
          <Field label={t('recurrence.repeat')}>
            <Select
              value={values.repeat}
              onChange={(e) => set('repeat', e.target.value as PostFormValues['repeat'])}
            >
              <option value="">{t('recurrence.none')}</option>
              {RECURRENCE_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`recurrence.frequencies.${frequency}`)}
                </option>
              ))}
            </Select>
          </Field>
          {values.repeat ? (
            <Field label={t('recurrence.ends')}>
              <Select
                value={values.repeatEnds}
                onChange={(e) => set('repeatEnds', e.target.value as PostFormValues['repeatEnds'])}
              >
                {(['never', 'until', 'count'] as const).map((ends) => (
                  <option key={ends} value={ends}>
                    {t(`recurrence.endsOptions.${ends}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          {values.repeat && values.repeatEnds === 'until' ? text('repeatUntil', 'date', true) : null}
          {values.repeat && values.repeatEnds === 'count' ? text('repeatCount', 'number', true) : null}
        </>
      ) : null}
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
