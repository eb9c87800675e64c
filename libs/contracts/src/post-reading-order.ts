// The order of /news-events' 'All' tab (issue 28) and an event's status: the page (mf-news) and
// the first cards svc-content serves in the page's HTML (issue 29, point 2) order the posts with
// this one function, so the served cards are the page's first items.
import { PRODUCT_TIME_ZONE, type Post } from './posts';

/** Made on first use, not when contracts is evaluated: every page's start-up evaluates it. */
let londonParts: Intl.DateTimeFormat | undefined;
const londonPartsFormat = () =>
  (londonParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** An instant's wall-clock date and time in the product's zone (Europe/London), as numbers. */
export function productDateParts(time: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts: Record<string, number> = {};
  for (const part of londonPartsFormat().formatToParts(time))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** An instant's calendar day in Europe/London ('2026-11-27'): what 'the same day' means. */
export function productDay(time: number): string {
  const { year, month, day } = productDateParts(time);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type EventStatus = 'upcoming' | 'ongoing' | 'past';

/**
 * An event's status from its start and end (spec section 4). An event without an end lasts until
 * the end of its start day in UK time, so 'an evening talk' is ongoing that evening and past the next day.
 */
export function eventStatus(event: Pick<Post, 'startAt' | 'endAt'>, now: Date): EventStatus | undefined {
  if (!event.startAt) return undefined;
  const start = Date.parse(event.startAt);
  if (now.getTime() < start) return 'upcoming';
  if (event.endAt) return now.getTime() <= Date.parse(event.endAt) ? 'ongoing' : 'past';
  return productDay(now.getTime()) === productDay(start) ? 'ongoing' : 'past';
}

export interface ReadingOrder<P extends Post = Post> {
  /** Upcoming and ongoing events by start, then news newest first. */
  current: P[];
  /** Past events, the most recent first. */
  past: P[];
}

const byStart = (a: Post, b: Post) => Date.parse(a.startAt!) - Date.parse(b.startAt!);
const newestFirst = (a: Post, b: Post) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The 'All' tab in the order people read it (issue 28): what is coming up first, by date, then
 * the news, newest first; events that are over come last, on their own. An event without a start
 * counts as news (it cannot be dated).
 */
export function readingOrder<P extends Post>(posts: readonly P[], now: Date): ReadingOrder<P> {
  const upcoming: P[] = [];
  const news: P[] = [];
  const past: P[] = [];
  for (const post of posts) {
    const status = post.type === 'event' ? eventStatus(post, now) : undefined;
    if (status === 'past') past.push(post);
    else if (status) upcoming.push(post);
    else news.push(post);
  }
  return {
    current: [...upcoming.sort(byStart), ...news.sort(newestFirst)],
    past: past.sort((a, b) => byStart(b, a)),
  };
}
