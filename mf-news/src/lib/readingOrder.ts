import type { Post } from '@byp/contracts';
import { eventStatus } from './eventStatus';

export interface ReadingOrder {
  /** Upcoming and ongoing events by start, then news newest first. */
  current: Post[];
  /** Past events, the most recent first. */
  past: Post[];
}

const byStart = (a: Post, b: Post) => Date.parse(a.startAt!) - Date.parse(b.startAt!);
const newestFirst = (a: Post, b: Post) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The 'All' tab in the order people read it (issue 28): what is coming up first, by date, then
 * the news, newest first; events that are over come last, on their own. An event without a start
 * counts as news (it cannot be dated).
 */
export function readingOrder(posts: readonly Post[], now: Date): ReadingOrder {
  const upcoming: Post[] = [];
  const news: Post[] = [];
  const past: Post[] = [];
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
