import { useTranslation } from 'react-i18next';
import { formatDate, productDayKey } from '@byp/platform';
import type { Post, PostRecurrence } from '@byp/contracts';
import type { NewsKey } from '../../../i18n/registerNewsTranslations';

/** The weekdays (0 Sunday … 6 Saturday) and weeks of a month (-1: the last) the texts name. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const;
const isOneOf = <T extends number>(values: readonly T[], value: number | null): value is T =>
  value !== null && (values as readonly number[]).includes(value);

/** The series' pattern in words: 'Every Saturday', 'The second Saturday of every month' … */
function patternKey({ frequency, weekday, weekOfMonth, dayOfMonth }: PostRecurrence): {
  key: NewsKey;
  day?: number;
} | null {
  if (frequency === 'monthly-date') return { key: 'recurrence.monthlyDate', day: dayOfMonth ?? undefined };
  if (!isOneOf(WEEKDAYS, weekday)) return null;
  if (frequency === 'weekly') return { key: `recurrence.every.${weekday}` };
  if (frequency === 'fortnightly') return { key: `recurrence.fortnightly.${weekday}` };
  return isOneOf(WEEKS_OF_MONTH, weekOfMonth)
    ? { key: `recurrence.monthlyWeekday.${weekOfMonth}_${weekday}` }
    : null;
}

/**
 * How a repeating event is described (issue 27), in the UI language and UK time: 'Every
 * Saturday, 10:00–13:00', how it ends ('until 10 April 2027', '12 times'), and its cancelled and
 * moved dates still to come. Null for a single event.
 */
export function useRecurrenceText() {
  const { t, i18n } = useTranslation('news');
  const language = i18n.language;
  const time = (iso: string) => formatDate(iso, 'HH:mm', language);
  const day = (iso: string) => formatDate(iso, 'PPP', language);

  return (post: Post, now: Date) => {
    const recurrence = post.recurrence;
    // The series' own start and end (a dated copy of the post carries one date's times).
    const series = post.occurrences?.find((o) => !o.moved) ?? post;
    if (!recurrence || !series.startAt) return null;
    const described = patternKey(recurrence);
    if (!described) return null;
    const pattern = t(described.key, { day: described.day });
    const sameDay = series.endAt && productDayKey(series.startAt) === productDayKey(series.endAt);
    const summary = sameDay
      ? t('recurrence.withTimes', { pattern, start: time(series.startAt), end: time(series.endAt!) })
      : t('recurrence.withTime', { pattern, start: time(series.startAt) });
    let ends: string | null = null;
    if (recurrence.until) ends = t('recurrence.until', { date: day(`${recurrence.until}T12:00:00Z`) });
    else if (recurrence.count) ends = t('recurrence.count', { count: recurrence.count });
    const coming = (post.occurrences ?? []).filter((o) => Date.parse(o.occurrence) >= now.getTime());
    const cancelled = coming.filter((o) => o.cancelled).map((o) => day(o.occurrence));
    const moved = coming
      .filter((o) => o.moved)
      .map((o) =>
        t('recurrence.moved', { from: day(o.occurrence), to: formatDate(o.startAt, 'PPPp', language) }),
      );
    return {
      summary: ends ? `${summary} (${ends})` : summary,
      cancelled: cancelled.length ? t('recurrence.cancelled', { dates: cancelled.join(', ') }) : null,
      moved,
    };
  };
}
