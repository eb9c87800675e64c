import { eachDate, type DatedPost, type Post } from '@byp/contracts';

const DAY_MS = 86_400_000;
/** How far ahead the events list shows a repeating event's dates. */
export const LIST_DAYS_AHEAD = 92;

/** The calendar's entries: every date of every event (a series' dates as the API lists them). */
export const calendarDates = (posts: Post[]): DatedPost[] => eachDate(posts);

/**
 * The events list: single events as before (past ones too, marked so), and each repeating one
 * from now to three months ahead, one card per date, so a weekly class does not fill the list.
 */
export function listedDates(posts: Post[], now: Date): DatedPost[] {
  const single = eachDate(posts.filter((post) => !post.recurrence));
  const series = eachDate(
    posts.filter((post) => post.recurrence),
    { from: now.getTime(), to: now.getTime() + LIST_DAYS_AHEAD * DAY_MS },
  );
  return [...single, ...series].sort((a, b) => Date.parse(a.startAt!) - Date.parse(b.startAt!));
}
