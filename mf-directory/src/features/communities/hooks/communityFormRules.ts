import { MESSAGE_CODES, withWebScheme, type CommunitySubmission } from '@byp/contracts';
import {
  addUniqueUrl,
  bilingualRules,
  DECIMAL_COMMA_CODE,
  fieldOfPathIn,
  fieldRules,
  formErrorsOf,
  givenText,
  type FieldError,
} from '../../../lib/formRules';

// The public community form's rules (spec section 5, bilingual since issue 23), checked before the
// request is sent.

export interface CommunityFormValues {
  /** English; `nameUk` Ukrainian: at least one of the two (the same for the description). */
  name: string;
  nameUk: string;
  description: string;
  descriptionUk: string;
  heroImage: string;
  /** Photos after the cover (uploaded in the form's photo list). */
  galleryImages: string[];
  website: string;
  contactEmail: string;
  instagram: string;
  tiktok: string;
  links: string[];
  /** Typed text; empty means no coordinate. */
  latitude: string;
  longitude: string;
  /** The place in words ('Leeds, Chapeltown'), beside the point. */
  placeName: string;
}

export type CommunityFormField = keyof CommunityFormValues | 'linkUrl';
export type CommunityFormErrors = Partial<Record<CommunityFormField, FieldError>>;

export const EMPTY_COMMUNITY_FORM: CommunityFormValues = {
  name: '',
  nameUk: '',
  description: '',
  descriptionUk: '',
  heroImage: '',
  galleryImages: [],
  website: '',
  contactEmail: '',
  instagram: '',
  tiktok: '',
  links: [],
  latitude: '',
  longitude: '',
  placeName: '',
};

export const COMMUNITY_FORM_FIELDS = Object.keys(EMPTY_COMMUNITY_FORM) as (keyof CommunityFormValues)[];
export const REQUIRED_COMMUNITY_FIELDS = ['name', 'description', 'heroImage'] as const;
/** Typing the Ukrainian value re-checks the English one (one of the two is required). */
export const COMMUNITY_FIELDS_CHECKED_WITH = { nameUk: 'name', descriptionUk: 'description' } as const;

function coordinateError(text: string, limit: number): FieldError | undefined {
  if (!text) return undefined;
  // '53,7997' as many keyboards and languages write it: say so, rather than 'Invalid input'.
  if (/^[-+]?\d+,\d+$/.test(text)) return { code: DECIMAL_COMMA_CODE, suggestion: text.replace(',', '.') };
  const value = Number(text);
  if (!Number.isFinite(value)) return { code: MESSAGE_CODES.invalidInput };
  if (value < -limit) return { code: MESSAGE_CODES.tooSmall };
  if (value > limit) return { code: MESSAGE_CODES.tooLarge };
  return undefined;
}

/** The error of one field, or undefined when it is valid. */
export function validateCommunityField(
  field: keyof CommunityFormValues,
  values: CommunityFormValues,
): FieldError | undefined {
  if (field === 'links') return fieldRules.urlList(values.links);
  if (field === 'galleryImages') return fieldRules.urlList(values.galleryImages);
  const text = values[field].trim();
  switch (field) {
    case 'name':
      return bilingualRules.requiredInEither(text, values.nameUk);
    case 'description':
      return bilingualRules.descriptionInEither(text, values.descriptionUk);
    case 'descriptionUk':
      return bilingualRules.optionalDescription(text);
    case 'heroImage':
      return fieldRules.requiredUrl(text);
    case 'website':
      // 'example.org' will do: it is sent as 'https://example.org' (the server does the same).
      return fieldRules.optionalUrl(withWebScheme(text));
    case 'contactEmail':
      return fieldRules.optionalEmail(text);
    case 'latitude':
      return coordinateError(text, 90);
    case 'longitude':
      return coordinateError(text, 180);
    default:
      return undefined;
  }
}

/** Every field's error; an empty object means the form can be sent. */
export function validateCommunityForm(values: CommunityFormValues): CommunityFormErrors {
  return formErrorsOf(COMMUNITY_FORM_FIELDS, values, validateCommunityField);
}

export const addCommunityLink = addUniqueUrl;

/** The request body: texts trimmed (a language left blank is not sent), coordinates as numbers or null. */
export function toCommunitySubmission(values: CommunityFormValues): CommunitySubmission {
  const coordinate = (text: string) => (text.trim() ? Number(text) : null);
  return {
    name: givenText(values.name),
    nameUk: givenText(values.nameUk),
    description: givenText(values.description),
    descriptionUk: givenText(values.descriptionUk),
    heroImage: values.heroImage.trim(),
    galleryImages: [...values.galleryImages],
    website: withWebScheme(values.website),
    contactEmail: values.contactEmail.trim(),
    instagram: values.instagram.trim(),
    tiktok: values.tiktok.trim(),
    links: [...values.links],
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    placeName: values.placeName.trim(),
  };
}

export const communityFieldOfPath = fieldOfPathIn(COMMUNITY_FORM_FIELDS);
