import { BUSINESS_CATEGORIES, MESSAGE_CODES } from '@byp/contracts';
import { addUniqueUrl, fieldRules, formErrorsOf, type FieldError } from '../../../lib/formRules';
import type { PublicBusinessInput } from '../api/businessesApi';

export type { FieldError };

// The public business form's rules (spec section 5), checked before the request is sent.

export type BusinessFormValues = Omit<PublicBusinessInput, 'galleryImages'> & { galleryImages: string[] };
export type BusinessFormField = keyof BusinessFormValues | 'galleryImageUrl';

export type BusinessFormErrors = Partial<Record<BusinessFormField, FieldError>>;

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: '',
  description: '',
  category: '',
  address: '',
  area: '',
  heroImage: '',
  phone: '',
  email: '',
  website: '',
  instagram: '',
  tiktok: '',
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
    case 'address':
    case 'area':
      return fieldRules.requiredText(text);
    case 'description':
      return fieldRules.description(text);
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

/** The request body: every text trimmed. */
export function toPublicBusinessInput(values: BusinessFormValues): PublicBusinessInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as BusinessFormValues;
  return { ...trimmed, galleryImages: [...values.galleryImages] };
}

/** Maps a server error path ('heroImage', 'galleryImages.1') to the form field it belongs to. */
export function fieldOfPath(path: string | undefined): keyof BusinessFormValues | undefined {
  if (!path) return undefined;
  const root = path.split('.')[0];
  return root in EMPTY_BUSINESS_FORM ? (root as keyof BusinessFormValues) : undefined;
}
