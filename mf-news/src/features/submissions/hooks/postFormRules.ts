import {
  LIMITS,
  MESSAGE_CODES,
  POST_MESSAGE_CODES,
  RECURRENCE_LIMITS,
  type OrganizerType,
  type RecurrenceFrequency,
} from '@byp/contracts';
import { fromProductLocalDateTime, isTypedEmail, isTypedHttpUrl, type CodedError } from '@byp/platform';
import type { BilingualPostText, PublicEventInput, PublicNewsInput } from '../../../api/postsApi';

// The public event and news forms' rules (spec section 5), checked before the request is sent.
// Title and body come in English and Ukrainian (issue 23): either language will do, and a pair
// left blank in both is the spec's error on the spec's field (`title`, `body`).

/** The bilingual texts of a post form: the English under the spec's names, the Ukrainian beside. */
export interface BilingualPostValues {
  title: string;
  titleUk: string;
  body: string;
  bodyUk: string;
}

export interface EventFormValues extends BilingualPostValues {
  /** datetime-local values, UK time. */
  startAt: string;
  endAt: string;
  isOnline: boolean;
  locationName: string;
  address: string;
  organizerType: OrganizerType;
  /** The community that runs it, when organizerType is 'community' ('' for none of the list). */
  organizerId: string;
  contactEmail: string;
  externalUrl: string;
  /** How it repeats (issue 27): '' for one date. */
  repeat: RecurrenceFrequency | '';
  repeatEnds: 'never' | 'until' | 'count';
  /** 'yyyy-MM-dd', the last day (UK). */
  repeatUntil: string;
  repeatCount: string;
}

export interface NewsFormValues extends BilingualPostValues {
  image: string;
  externalUrl: string;
  /** The community whose news it is (issue 27), '' for none. */
  organizerId: string;
}

export type FormErrors<Values> = Partial<Record<keyof Values, CodedError>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  titleUk: '',
  body: '',
  bodyUk: '',
  startAt: '',
  endAt: '',
  isOnline: false,
  locationName: '',
  address: '',
  organizerType: 'public',
  organizerId: '',
  contactEmail: '',
  externalUrl: '',
  repeat: '',
  repeatEnds: 'never',
  repeatUntil: '',
  repeatCount: '',
};

export const EMPTY_NEWS_FORM: NewsFormValues = {
  title: '',
  titleUk: '',
  body: '',
  bodyUk: '',
  image: '',
  externalUrl: '',
  organizerId: '',
};

const required = { code: MESSAGE_CODES.required };
const invalidUrl = { code: MESSAGE_CODES.invalidUrl };
const optionalUrl = (value: string) => (!value.trim() || isTypedHttpUrl(value) ? undefined : invalidUrl);

/** The English field of a pair carries 'required' when neither language is given. */
const eitherLanguage = (english: string, ukrainian: string) =>
  english.trim() || ukrainian.trim() ? undefined : required;

/** A news text, in either language, is at least the spec's 10 characters where it is given. */
const newsBodyLength = (value: string) =>
  value.trim() && value.trim().length < LIMITS.newsBodyMin
    ? { code: MESSAGE_CODES.tooShort, min: LIMITS.newsBodyMin }
    : undefined;

export function validateEventField(field: keyof EventFormValues, v: EventFormValues): CodedError | undefined {
  switch (field) {
    case 'title':
      return eitherLanguage(v.title, v.titleUk);
    case 'body':
      return eitherLanguage(v.body, v.bodyUk);
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
    case 'repeatUntil': {
      if (!v.repeat || v.repeatEnds !== 'until') return undefined;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.repeatUntil))
        return v.repeatUntil ? { code: MESSAGE_CODES.invalidInput } : required;
      // The start's UK day is the first part of its datetime-local value.
      return v.startAt && v.repeatUntil < v.startAt.slice(0, 10)
        ? { code: POST_MESSAGE_CODES.untilBeforeStart }
        : undefined;
    }
    case 'repeatCount': {
      if (!v.repeat || v.repeatEnds !== 'count') return undefined;
      if (!v.repeatCount.trim()) return required;
      const count = Number(v.repeatCount);
      return Number.isInteger(count) && count >= 1 && count <= RECURRENCE_LIMITS.countMax
        ? undefined
        : { code: MESSAGE_CODES.invalidInput };
    }
    default:
      return undefined;
  }
}

/** The repeat of an event form as the API takes it (none for one date). */
function recurrenceInput(v: EventFormValues): PublicEventInput['recurrence'] {
  if (!v.repeat) return undefined;
  if (v.repeatEnds === 'until') return { frequency: v.repeat, until: v.repeatUntil };
  if (v.repeatEnds === 'count') return { frequency: v.repeat, count: Number(v.repeatCount) };
  return { frequency: v.repeat };
}

export function validateNewsField(field: keyof NewsFormValues, v: NewsFormValues): CodedError | undefined {
  switch (field) {
    case 'title':
      return eitherLanguage(v.title, v.titleUk);
    case 'body':
      return eitherLanguage(v.body, v.bodyUk) ?? newsBodyLength(v.body);
    case 'bodyUk':
      return newsBodyLength(v.bodyUk);
    case 'image':
    case 'externalUrl':
      return optionalUrl(v[field]);
    default:
      return undefined;
  }
}

/** The pair's values that were given (a blank language is left out of the request). */
function bilingualText(v: BilingualPostValues): BilingualPostText {
  const text: BilingualPostText = {};
  for (const field of ['title', 'titleUk', 'body', 'bodyUk'] as const) {
    const value = v[field].trim();
    if (value) text[field] = value;
  }
  return text;
}

export function toEventInput(v: EventFormValues): PublicEventInput {
  return {
    type: 'event',
    organizerType: v.organizerType,
    ...bilingualText(v),
    startAt: fromProductLocalDateTime(v.startAt) ?? v.startAt,
    endAt: v.endAt.trim() ? (fromProductLocalDateTime(v.endAt) ?? v.endAt) : null,
    isOnline: v.isOnline,
    // An online event has no venue: what was typed before ticking 'online' is not sent.
    locationName: v.isOnline ? '' : v.locationName.trim(),
    address: v.isOnline ? '' : v.address.trim(),
    contactEmail: v.contactEmail.trim(),
    externalUrl: v.externalUrl.trim(),
    ...(v.repeat ? { recurrence: recurrenceInput(v) } : {}),
    ...(v.organizerType === 'community' && v.organizerId ? { organizerId: v.organizerId } : {}),
  };
}

export function toNewsInput(v: NewsFormValues): PublicNewsInput {
  return {
    type: 'news',
    ...bilingualText(v),
    image: v.image.trim(),
    externalUrl: v.externalUrl.trim(),
    // A news post a community publishes names it, as an event does (issue 27).
    ...(v.organizerId ? { organizerType: 'community' as const, organizerId: v.organizerId } : {}),
  };
}
