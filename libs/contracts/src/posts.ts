import type { I18nText } from './content-language';

/** Posts (spec section 3): news items and events, as svc-content returns them. Dates are ISO 8601. */

export const POST_TYPES = ['event', 'news'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const ORGANIZER_TYPES = ['business', 'community', 'public'] as const;
export type OrganizerType = (typeof ORGANIZER_TYPES)[number];

export interface Post {
  id: string;
  type: PostType;
  /** In the language asked for (`?lang=`), else the other one; both are in `titleI18n`. */
  title: string;
  body: string;
  titleI18n: I18nText;
  bodyI18n: I18nText;
  /** An http(s) URL or the product's own `/images/posts/<file>`. */
  image: string | null;
  /** Events: when it starts (required for public events); news: null. */
  startAt: string | null;
  endAt: string | null;
  locationName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  externalUrl: string | null;
  organizerType: OrganizerType;
  organizerId: string | null;
  contactEmail: string | null;
  isOnline: boolean;
  /** 0 = pending moderation (hidden from visitors), 1 = public. */
  isApproved: 0 | 1;
  createdAt: string;
  updatedAt: string;
}

/** Rules of the post forms beyond the generic messages (spec section 5). */
export const POST_MESSAGES = {
  endBeforeStart: 'End must not be before the start',
} as const;

export const POST_MESSAGE_CODES = {
  endBeforeStart: 'end_before_start',
} as const;

/** The zone every time of the product is shown in, and the zone of the calendar feeds. */
export const PRODUCT_TIME_ZONE = 'Europe/London';
