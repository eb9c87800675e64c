import { TZDate } from '@date-fns/tz';
import { RRule, type Options } from 'rrule';
import {
  OCCURRENCES_MAX,
  PRODUCT_TIME_ZONE,
  type OccurrenceChange,
  type PostOccurrence,
  type PostRecurrence,
  type RecurrenceFrequency,
} from '@byp/contracts';

/** RFC 5545 weekday codes, Sunday first (as Date#getDay counts). */
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const DAY_MS = 86_400_000;

/**
 * rrule computes in "floating" time: a Date whose UTC fields are the wall-clock time. Expanding
 * the UK wall clock and converting each date back to an instant afterwards keeps a 10:00 class
 * at 10:00 on both sides of a clock change (rrule's own tzid support depends on the host's Intl
 * and zone, so the conversion is done here with @date-fns/tz).
 */
export function wallClockOf(instant: Date): Date {
  const t = new TZDate(instant.getTime(), PRODUCT_TIME_ZONE);
  return new Date(
    Date.UTC(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds()),
  );
}

/** The instant a UK wall-clock time (as a floating date) stands for. */
export function instantOfWallClock(wall: Date): Date {
  return new Date(
    new TZDate(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      PRODUCT_TIME_ZONE,
    ).getTime(),
  );
}

/** 'yyyy-MM-dd' of an instant in UK time. */
export function ukDayOf(instant: Date): string {
  return wallClockOf(instant).toISOString().slice(0, 10);
}

/** The last instant of a UK day ('yyyy-MM-dd'), for UNTIL. */
function endOfUkDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return instantOfWallClock(new Date(Date.UTC(year, month - 1, date, 23, 59, 59)));
}

/** 1–4 for the first to fourth such weekday of the month; the fifth is the last (-1). */
const weekOfMonthOf = (dayOfMonth: number) => {
  const week = Math.ceil(dayOfMonth / 7);
  return week === 5 ? -1 : week;
};

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The pattern of the forms as an RFC 5545 RRULE value, its days taken from the UK start. */
export function ruleOf(
  frequency: RecurrenceFrequency,
  start: Date,
  end: { until?: string | null; count?: number | null },
): string {
  const wall = wallClockOf(start);
  const weekday = WEEKDAY_CODES[wall.getUTCDay()];
  const parts: Record<RecurrenceFrequency, string> = {
    weekly: `FREQ=WEEKLY;BYDAY=${weekday}`,
    fortnightly: `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`,
    'monthly-weekday': `FREQ=MONTHLY;BYDAY=${weekday};BYSETPOS=${weekOfMonthOf(wall.getUTCDate())}`,
    'monthly-date': `FREQ=MONTHLY;BYMONTHDAY=${wall.getUTCDate()}`,
  };
  let rule = parts[frequency];
  if (end.until) rule += `;UNTIL=${utcStamp(endOfUkDay(end.until))}`;
  else if (end.count) rule += `;COUNT=${end.count}`;
  return rule;
}

/** The stored rule read back into the forms' terms (and the detail's 'Every Saturday'). */
export function describeRule(rule: string, start: Date, exceptions: OccurrenceChange[]): PostRecurrence {
  const options = RRule.parseString(rule);
  const wall = wallClockOf(start);
  let frequency: RecurrenceFrequency;
  if (options.freq === RRule.WEEKLY) frequency = (options.interval ?? 1) === 2 ? 'fortnightly' : 'weekly';
  else frequency = options.bymonthday ? 'monthly-date' : 'monthly-weekday';
  const setPos = options.bysetpos;
  return {
    frequency,
    until: options.until ? ukDayOf(options.until) : null,
    count: options.count ?? null,
    rule,
    weekday: wall.getUTCDay(),
    weekOfMonth: frequency === 'monthly-weekday' ? Number(Array.isArray(setPos) ? setPos[0] : setPos) : null,
    dayOfMonth: frequency === 'monthly-date' ? wall.getUTCDate() : null,
    exceptions,
  };
}

/** rrule's options for a series starting at `start` (a UK wall clock), UNTIL on the same clock. */
function seriesRule(rule: string, start: Date): RRule {
  const options: Partial<Options> = RRule.parseString(rule);
  if (options.until) options.until = wallClockOf(options.until);
  return new RRule({ ...options, dtstart: wallClockOf(start) });
}

/** The rule's starts between two instants (inclusive), at most `max`. */
export function ruleStarts(rule: string, start: Date, from: Date, to: Date, max = OCCURRENCES_MAX): Date[] {
  return seriesRule(rule, start)
    .between(wallClockOf(from), wallClockOf(to), true, (_, index) => index < max)
    .map(instantOfWallClock);
}

/** Whether the rule has a date starting at exactly this instant. */
export function isRuleStart(rule: string, start: Date, instant: Date): boolean {
  return ruleStarts(rule, start, instant, instant, 1).some((d) => d.getTime() === instant.getTime());
}

/** The window of a post's `occurrences`: about two months back and a year ahead. */
export function occurrenceWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - 62 * DAY_MS), to: new Date(now.getTime() + 366 * DAY_MS) };
}

/**
 * A series' dates in a window, each with its change applied: a cancelled date stays in the list
 * (flagged) so the detail can say so; a moved one carries its new time. In start order.
 */
export function expandOccurrences(
  series: { startAt: Date; endAt: Date | null; rule: string; exceptions: OccurrenceChange[] },
  window: { from: Date; to: Date },
  max = OCCURRENCES_MAX,
): PostOccurrence[] {
  const duration = series.endAt ? series.endAt.getTime() - series.startAt.getTime() : null;
  const changes = new Map(series.exceptions.map((c) => [new Date(c.occurrence).getTime(), c]));
  return ruleStarts(series.rule, series.startAt, window.from, window.to, max)
    .map((start): PostOccurrence => {
      const change = changes.get(start.getTime());
      const occurrence = start.toISOString();
      if (change?.startAt) {
        return {
          startAt: new Date(change.startAt).toISOString(),
          endAt: change.endAt ? new Date(change.endAt).toISOString() : null,
          occurrence,
          moved: true,
          cancelled: false,
        };
      }
      return {
        startAt: occurrence,
        endAt: duration === null ? null : new Date(start.getTime() + duration).toISOString(),
        occurrence,
        moved: false,
        cancelled: change?.cancelled === true,
      };
    })
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}
