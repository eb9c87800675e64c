import { productDayKey } from '@byp/platform';
import type { Post } from '@byp/contracts';

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
  return productDayKey(now) === productDayKey(start) ? 'ongoing' : 'past';
}
