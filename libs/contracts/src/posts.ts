import type { I18nText } from './content-language';

/** Posts (spec section 3): news items and events, as svc-content returns them. Dates are ISO 8601. */

export const POST_TYPES = ['event', 'news'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const ORGANIZER_TYPES = ['business', 'community', 'public'] as const;
export type OrganizerType = (typeof ORGANIZER_TYPES)[number];

export interface Post {
  id: string;
  /** The item's address is /news-events/{slug} (issue 25): readable, unique, kept on renames. */
  slug: string;
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
  /** Events that repeat (issue 27): the rule and its exceptions; null for a single event. */
  recurrence?: PostRecurrence | null;
  /**
   * A repeating event's dates from about two months ago to a year ahead (at most
   * `OCCURRENCES_MAX`), moved ones at their new time, cancelled ones flagged; empty otherwise.
   */
  occurrences?: PostOccurrence[];
  /** The approved community that runs it (organizerType 'community' with its organizerId). */
  community?: PostCommunity | null;
}

/**
 * How an event repeats (issue 27), the common patterns of the forms. The weekday, the week of the
 * month and the day of the month are the start's, in UK time: 'monthly-weekday' starting on the
 * second Saturday repeats on the second Saturday (the fifth week counts as the last).
 */
export const RECURRENCE_FREQUENCIES = ['weekly', 'fortnightly', 'monthly-weekday', 'monthly-date'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** How many dates a series may have (a count), and how many single dates may be changed. */
export const RECURRENCE_LIMITS = { countMax: 500, exceptionsMax: 200 } as const;
/** At most this many dates of a series are listed in a post's `occurrences`. */
export const OCCURRENCES_MAX = 120;

/** One date of a series cancelled, or moved to another time (RFC 5545 EXDATE / RECURRENCE-ID). */
export interface OccurrenceChange {
  /** The date's start as the rule gives it (ISO 8601 instant). */
  occurrence: string;
  /** True: this date does not take place. */
  cancelled?: boolean;
  /** Moved: the new start and end. */
  startAt?: string | null;
  endAt?: string | null;
}

/** The repeat of a post body: a pattern, and an end date (UK day, inclusive) or a count, or neither. */
export interface RecurrenceInput {
  frequency: RecurrenceFrequency;
  until?: string | null;
  count?: number | null;
  /** Admin only. */
  exceptions?: OccurrenceChange[];
}

export interface PostRecurrence {
  frequency: RecurrenceFrequency;
  /** 'yyyy-MM-dd', the last day (UK time) a date may fall on; null for none. */
  until: string | null;
  count: number | null;
  /** The stored RFC 5545 rule (without DTSTART, which is startAt in Europe/London). */
  rule: string;
  /** 0 = Sunday … 6 = Saturday, of the start in UK time. */
  weekday: number;
  /** 'monthly-weekday': 1–4, or -1 for the last; null otherwise. */
  weekOfMonth: number | null;
  /** 'monthly-date': the day of the month; null otherwise. */
  dayOfMonth: number | null;
  exceptions: OccurrenceChange[];
}

export interface PostOccurrence {
  startAt: string;
  endAt: string | null;
  /** The start the rule gives this date (the key of a change to it). */
  occurrence: string;
  moved: boolean;
  cancelled: boolean;
}

export interface PostCommunity {
  id: string;
  name: string;
  nameI18n: I18nText;
}

/** Rules of the post forms beyond the generic messages (spec section 5). */
export const POST_MESSAGES = {
  endBeforeStart: 'End must not be before the start',
  untilOrCount: 'Give an end date or a number of dates, not both',
  untilBeforeStart: 'The last date must not be before the start',
  repeatNeedsStart: 'A repeating event needs a start',
  notAnOccurrence: 'This event has no date at that time',
  unknownCommunity: 'Choose a community from the list',
} as const;

export const POST_MESSAGE_CODES = {
  endBeforeStart: 'end_before_start',
  untilOrCount: 'until_or_count',
  untilBeforeStart: 'until_before_start',
  repeatNeedsStart: 'repeat_needs_start',
  notAnOccurrence: 'not_an_occurrence',
  unknownCommunity: 'unknown_community',
} as const;

/** The zone every time of the product is shown in, and the zone of the calendar feeds. */
export const PRODUCT_TIME_ZONE = 'Europe/London';

/** A post at one of its dates: `dateKey` tells apart the dates of one series (lists' keys). */
export type DatedPost = Post & { dateKey: string };

/**
 * Each date a visitor can go to, as posts (issue 27): a single event as it is, a repeating one
 * once per date that takes place (at its moved time where moved; cancelled dates left out), each
 * with its start and end. `from`/`to` (ms) keep the dates that end after `from` and start before
 * `to`. In start order.
 */
export function eachDate(posts: Post[], window: { from?: number; to?: number } = {}): DatedPost[] {
  const from = window.from ?? -Infinity;
  const to = window.to ?? Infinity;
  const dated: DatedPost[] = [];
  for (const post of posts) {
    const dates = post.recurrence
      ? (post.occurrences ?? []).filter((o) => !o.cancelled)
      : [{ startAt: post.startAt, endAt: post.endAt }];
    for (const { startAt, endAt } of dates) {
      if (!startAt) continue;
      const start = Date.parse(startAt);
      const end = endAt ? Date.parse(endAt) : start;
      if (end < from || start > to) continue;
      dated.push({ ...post, startAt, endAt, dateKey: `${post.id}@${startAt}` });
    }
  }
  return dated.sort((a, b) => Date.parse(a.startAt!) - Date.parse(b.startAt!));
}
