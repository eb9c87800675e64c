import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_CATEGORIES, LIMITS, OPENING_HOURS_EXAMPLE, type Business } from '@byp/contracts';
import { Button, Field, Input, Select, Switch, Textarea } from '@byp/ui';
import { FormPhotos } from '@byp/platform';
import { BilingualFields, bilingualPair } from '../../../components/BilingualFields';
import { clearDraft, readDraft, saveDraft } from '../../../session/drafts';
import type { BusinessInput } from '../../../api/adminBusinessesApi';

/** The form's values: name and description in English (spec names) and Ukrainian (issue 23). */
export interface BusinessFormValues {
  name: string;
  nameUk: string;
  description: string;
  descriptionUk: string;
  category: string;
  address: string;
  area: string;
  website: string;
  phone: string;
  email: string;
  instagram: string;
  tiktok: string;
  heroImage: string;
  /** One URL a line. */
  galleryImages: string;
  /** OpenStreetMap opening_hours; empty: unknown. */
  openingHours: string;
  isVerified: boolean;
  isPremium: boolean;
}

export const emptyBusinessForm: BusinessFormValues = {
  name: '',
  nameUk: '',
  description: '',
  descriptionUk: '',
  category: '',
  address: '',
  area: '',
  website: '',
  phone: '',
  email: '',
  instagram: '',
  tiktok: '',
  heroImage: '',
  galleryImages: '',
  openingHours: '',
  isVerified: false,
  isPremium: false,
};

export function businessToForm(b: Business): BusinessFormValues {
  // An answer without the I18n fields (an older service) had English only.
  const name = b.nameI18n ?? { en: b.name, uk: null };
  const description = b.descriptionI18n ?? { en: b.description, uk: null };
  return {
    name: name.en ?? '',
    nameUk: name.uk ?? '',
    description: description.en ?? '',
    descriptionUk: description.uk ?? '',
    category: b.category,
    address: b.address,
    area: b.area ?? '',
    website: b.website ?? '',
    phone: b.phone ?? '',
    email: b.email ?? '',
    instagram: b.instagram ?? '',
    tiktok: b.tiktok ?? '',
    heroImage: b.heroImage,
    galleryImages: b.galleryImages.join('\n'),
    openingHours: b.openingHours ?? '',
    isVerified: b.isVerified === 1,
    isPremium: b.isPremium === 1,
  };
}

/** The gallery field's URLs, one a line. */
const galleryLines = (text: string): string[] =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The request body: blanks of optional fields become null, the gallery a list without duplicates. */
export function formToBusinessInput(v: BusinessFormValues): BusinessInput {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    // A language left empty is null: on an edit that clears it, while the other one stays.
    name: optional(v.name),
    nameUk: optional(v.nameUk),
    description: optional(v.description),
    descriptionUk: optional(v.descriptionUk),
    category: v.category as Business['category'],
    address: v.address.trim(),
    area: optional(v.area),
    website: optional(v.website),
    phone: optional(v.phone),
    email: optional(v.email),
    instagram: optional(v.instagram),
    tiktok: optional(v.tiktok),
    heroImage: v.heroImage.trim(),
    galleryImages: [...new Set(galleryLines(v.galleryImages))],
    openingHours: optional(v.openingHours),
    isVerified: v.isVerified ? 1 : 0,
    isPremium: v.isPremium ? 1 : 0,
  };
}

const REQUIRED = ['name', 'description', 'category', 'address', 'heroImage'] as const;
type RequiredField = (typeof REQUIRED)[number];
/** Name and description are there when either language is (issue 23). */
const UKRAINIAN_OF: Partial<Record<RequiredField, 'nameUk' | 'descriptionUk'>> = {
  name: 'nameUk',
  description: 'descriptionUk',
};

/**
 * The spec's messages of the required fields that are missing (a name or description counts in
 * either language), keyed by the spec's field.
 */
export function missingBusinessFields(values: BusinessFormValues): RequiredField[] {
  return REQUIRED.filter((key) => {
    const ukrainian = UKRAINIAN_OF[key];
    return values[key].trim() === '' && (!ukrainian || values[ukrainian].trim() === '');
  });
}

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  .wide {
    grid-column: 1 / -1;
  }
`;

const Flags = styled.div`
  display: flex;
  gap: 1.5rem;
  align-items: center;
  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/**
 * The admin's business form (add and edit). Its values are kept as a session draft under
 * `draftKey` while it is open, so an expired session loses nothing.
 */
export function BusinessForm({
  initial,
  draftKey,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: BusinessFormValues;
  draftKey: string;
  submitLabel: string;
  /** Resolves true when saved (the draft is then dropped). */
  onSubmit: (input: BusinessInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [values, setValues] = useState<BusinessFormValues>(
    // A draft from before a field existed lacks it: the initial values fill it.
    () => ({ ...initial, ...readDraft<BusinessFormValues>(draftKey) }),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof BusinessFormValues, string>>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof BusinessFormValues>(key: K, value: BusinessFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      saveDraft(draftKey, next);
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      missingBusinessFields(values).map((key) => [key, t(`businessForm.required.${key}`)]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    const saved = await onSubmit(formToBusinessInput(values));
    setSaving(false);
    if (saved) clearDraft(draftKey);
  };

  const cancel = () => {
    clearDraft(draftKey);
    onCancel?.();
  };

  const text = (
    key: Exclude<
      keyof BusinessFormValues,
      'isVerified' | 'isPremium' | 'name' | 'nameUk' | 'description' | 'descriptionUk'
    >,
    type = 'text',
  ) => (
    <Field
      label={t(`fields.${key}`)}
      required={(REQUIRED as readonly string[]).includes(key)}
      error={errors[key]}
    >
      <Input type={type} value={values[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Grid>
        <BilingualFields
          label={t('fields.name')}
          required
          {...bilingualPair(values, set, 'name')}
          englishError={errors.name}
        />
        <Field label={t('fields.category')} required error={errors.category}>
          <Select value={values.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t('businessForm.chooseCategory')}</option>
            {BUSINESS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`common:categories.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="wide" style={{ display: 'grid', gap: '1rem' }}>
          <BilingualFields
            label={t('fields.description')}
            required
            multiline
            {...bilingualPair(values, set, 'description')}
            englishError={errors.description}
          />
        </div>
        {text('address')}
        {text('area')}
        {text('phone', 'tel')}
        {text('email', 'email')}
        {text('website', 'url')}
        {text('instagram')}
        {text('tiktok')}
        <div className="wide">
          <FormPhotos
            kind="business"
            admin
            hero={values.heroImage}
            gallery={galleryLines(values.galleryImages)}
            onChange={(hero, gallery) => {
              set('heroImage', hero);
              set('galleryImages', gallery.join('\n'));
            }}
          />
        </div>
        {text('heroImage', 'url')}
        <div className="wide">
          <Field label={t('fields.galleryImages')} hint={t('businessForm.galleryHint')}>
            <Textarea value={values.galleryImages} onChange={(e) => set('galleryImages', e.target.value)} />
          </Field>
        </div>
        <div className="wide">
          <Field label={t('fields.openingHours')} hint={t('businessForm.openingHoursHint')}>
            <Input
              value={values.openingHours}
              onChange={(e) => set('openingHours', e.target.value)}
              placeholder={OPENING_HOURS_EXAMPLE}
              maxLength={LIMITS.openingHoursMax}
              lang="en"
              spellCheck={false}
            />
          </Field>
        </div>
        <Flags className="wide">
          <label>
            <Switch
              checked={values.isVerified}
              onCheckedChange={(v) => set('isVerified', v)}
              label={t('fields.isVerified')}
            />
            <span aria-hidden="true">{t('fields.isVerified')}</span>
          </label>
          <label>
            <Switch
              checked={values.isPremium}
              onCheckedChange={(v) => set('isPremium', v)}
              label={t('fields.isPremium')}
            />
            <span aria-hidden="true">{t('fields.isPremium')}</span>
          </label>
        </Flags>
      </Grid>
      <Footer>
        {onCancel ? (
          <Button variant="secondary" onClick={cancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? t('actions.saving') : submitLabel}
        </Button>
      </Footer>
    </form>
  );
}
