import { BUSINESS_CATEGORIES, MESSAGE_CODES } from '@byp/contracts';
import {
  addUniqueUrl,
  bilingualRules,
  fieldRules,
  formErrorsOf,
  givenText,
  type FieldError,
} from '../../../lib/formRules';
import type { PublicBusinessInput } from '../api/businessesApi';

export type { FieldError };

// The public business form's rules (spec section 5, bilingual since issue 23), checked before the
// request is sent.

/** What is typed: both languages' fields are text, blank when not given. */
export type BusinessFormValues = Required<Omit<PublicBusinessInput, 'galleryImages'>> & {
  galleryImages: string[];
};
export type BusinessFormField = keyof BusinessFormValues | 'galleryImageUrl';

export type BusinessFormErrors = Partial<Record<BusinessFormField, FieldError>>;

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: '',
  nameUk: '',
  description: '',
  descriptionUk: '',
  category: '',
  address: '',
  area: '',
  heroImage: '',
  phone: '',
  email: '',
  website: '',
  instagram: '',
  tiktok: '',
  openingHours: '',
  galleryImages: [],
};

export const REQUIRED_BUSINESS_FIELDS = [
  'name',
  'description',
  'category',
  'address',
  'area',
  'heroImage',
] as const;

/** The error of one field, or undefined when it is valid. */
export function validateBusinessField(
  field: keyof BusinessFormValues,
  values: BusinessFormValues,
): FieldError | undefined {
  const value = values[field];
  if (field === 'galleryImages') return fieldRules.urlList(value as string[]);
  const text = (value as string).trim();
  switch (field) {
    case 'name':
      return bilingualRules.requiredInEither(text, values.nameUk);
    case 'description':
      return bilingualRules.descriptionInEither(text, values.descriptionUk);
    case 'descriptionUk':
      return bilingualRules.optionalDescription(text);
    case 'address':
    case 'area':
      return fieldRules.requiredText(text);
    case 'category':
      if (!text) return fieldRules.requiredText(text);
      return (BUSINESS_CATEGORIES as readonly string[]).includes(text)
        ? undefined
        : { code: MESSAGE_CODES.invalidCategory };
    case 'heroImage':
      return fieldRules.requiredUrl(text);
    case 'email':
      return fieldRules.optionalEmail(text);
    case 'website':
      return fieldRules.optionalUrl(text);
    default:
      return undefined;
  }
}

/** Every field's error; an empty object means the form can be sent. */
export function validateBusinessForm(values: BusinessFormValues): BusinessFormErrors {
  return formErrorsOf(
    Object.keys(EMPTY_BUSINESS_FORM) as (keyof BusinessFormValues)[],
    values,
    validateBusinessField,
  );
}

/** Adds a gallery URL unless it is already there (spec: duplicates are ignored on add). */
export function addGalleryImage(images: string[], url: string): string[] {
  return addUniqueUrl(images, url);
}

/** Typing the Ukrainian value re-checks the English one (one of the two is required). */
export const BUSINESS_FIELDS_CHECKED_WITH = { nameUk: 'name', descriptionUk: 'description' } as const;

/** The request body: every text trimmed; a language left blank is not sent. */
export function toPublicBusinessInput(values: BusinessFormValues): PublicBusinessInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as BusinessFormValues;
  return {
    ...trimmed,
    name: givenText(values.name),
    nameUk: givenText(values.nameUk),
    description: givenText(values.description),
    descriptionUk: givenText(values.descriptionUk),
    galleryImages: [...values.galleryImages],
  };
}

/** Maps a server error path ('heroImage', 'galleryImages.1') to the form field it belongs to. */
export function fieldOfPath(path: string | undefined): keyof BusinessFormValues | undefined {
  if (!path) return undefined;
  const root = path.split('.')[0];
  return root in EMPTY_BUSINESS_FORM ? (root as keyof BusinessFormValues) : undefined;
}
