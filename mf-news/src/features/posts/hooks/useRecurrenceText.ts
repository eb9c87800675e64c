import { useTranslation } from 'react-i18next';
import { formatDate, productDayKey } from '@byp/platform';
import type { Post, PostRecurrence } from '@byp/contracts';

/** The series' pattern in words: 'Every Saturday', 'The second Saturday of every month' … */
function patternKey(recurrence: PostRecurrence): { key: string; day?: number } {
  switch (recurrence.frequency) {
    case 'weekly':
      return { key: `recurrence.every.${recurrence.weekday}` };
    case 'fortnightly':
      return { key: `recurrence.fortnightly.${recurrence.weekday}` };
    case 'monthly-weekday':
      return { key: `recurrence.monthlyWeekday.${recurrence.weekOfMonth}_${recurrence.weekday}` };
    case 'monthly-date':
      return { key: 'recurrence.monthlyDate', day: recurrence.dayOfMonth ?? undefined };
  }
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
    const { key, day: dayOfMonth } = patternKey(recurrence);
    const pattern = t(key, { day: dayOfMonth });
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
