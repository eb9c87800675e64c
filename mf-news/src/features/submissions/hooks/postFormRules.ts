import { LIMITS, MESSAGE_CODES, POST_MESSAGE_CODES, type OrganizerType } from '@byp/contracts';
import { fromProductLocalDateTime, isTypedEmail, isTypedHttpUrl, type CodedError } from '@byp/platform';
import type { PublicEventInput, PublicNewsInput } from '../../posts/api/postsApi';

// The public event and news forms' rules (spec section 5), checked before the request is sent.

export interface EventFormValues {
  title: string;
  body: string;
  /** datetime-local values, UK time. */
  startAt: string;
  endAt: string;
  isOnline: boolean;
  locationName: string;
  address: string;
  organizerType: OrganizerType;
  contactEmail: string;
  externalUrl: string;
}

export interface NewsFormValues {
  title: string;
  body: string;
  image: string;
  externalUrl: string;
}

export type FormErrors<Values> = Partial<Record<keyof Values, CodedError>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  body: '',
  startAt: '',
  endAt: '',
  isOnline: false,
  locationName: '',
  address: '',
  organizerType: 'public',
  contactEmail: '',
  externalUrl: '',
};

export const EMPTY_NEWS_FORM: NewsFormValues = { title: '', body: '', image: '', externalUrl: '' };

const required = { code: MESSAGE_CODES.required };
const invalidUrl = { code: MESSAGE_CODES.invalidUrl };
const optionalUrl = (value: string) => (!value.trim() || isTypedHttpUrl(value) ? undefined : invalidUrl);

export function validateEventField(field: keyof EventFormValues, v: EventFormValues): CodedError | undefined {
  switch (field) {
    case 'title':
    case 'body':
      return v[field].trim() ? undefined : required;
    case 'startAt':
      if (!v.startAt.trim()) return required;
      return fromProductLocalDateTime(v.startAt) ? undefined : { code: MESSAGE_CODES.invalidInput };
    case 'endAt': {
      if (!v.endAt.trim()) return undefined;
      const end = fromProductLocalDateTime(v.endAt);
      if (!end) return { code: MESSAGE_CODES.invalidInput };
      const start = fromProductLocalDateTime(v.startAt);
      return start && Date.parse(end) < Date.parse(start)
        ? { code: POST_MESSAGE_CODES.endBeforeStart }
        : undefined;
    }
    case 'locationName':
      return v.isOnline || v.locationName.trim() ? undefined : required;
    case 'contactEmail':
      return !v.contactEmail.trim() || isTypedEmail(v.contactEmail)
        ? undefined
        : { code: MESSAGE_CODES.invalidEmail };
    case 'externalUrl':
      return optionalUrl(v.externalUrl);
    default:
      return undefined;
  }
}

export function validateNewsField(field: keyof NewsFormValues, v: NewsFormValues): CodedError | undefined {
  switch (field) {
    case 'title':
      return v.title.trim() ? undefined : required;
    case 'body':
      if (!v.body.trim()) return required;
      return v.body.trim().length < LIMITS.newsBodyMin
        ? { code: MESSAGE_CODES.tooShort, min: LIMITS.newsBodyMin }
        : undefined;
    case 'image':
    case 'externalUrl':
      return optionalUrl(v[field]);
    default:
      return undefined;
  }
}

export function toEventInput(v: EventFormValues): PublicEventInput {
  return {
    type: 'event',
    organizerType: v.organizerType,
    title: v.title.trim(),
    body: v.body.trim(),
    startAt: fromProductLocalDateTime(v.startAt) ?? v.startAt,
    endAt: v.endAt.trim() ? (fromProductLocalDateTime(v.endAt) ?? v.endAt) : null,
    isOnline: v.isOnline,
    // An online event has no venue: what was typed before ticking 'online' is not sent.
    locationName: v.isOnline ? '' : v.locationName.trim(),
    address: v.isOnline ? '' : v.address.trim(),
    contactEmail: v.contactEmail.trim(),
    externalUrl: v.externalUrl.trim(),
  };
}

export function toNewsInput(v: NewsFormValues): PublicNewsInput {
  return {
    type: 'news',
    title: v.title.trim(),
    body: v.body.trim(),
    image: v.image.trim(),
    externalUrl: v.externalUrl.trim(),
  };
}
