import { OPENING_HOURS_TIME_ZONE, type OpeningSchedule } from '@byp/contracts';

/**
 * What a business's hours say at an instant, from the server's OpeningSchedule (opening_hours
 * evaluated in London time). Pure instant arithmetic plus London calendar days from Intl, so the
 * visitor's own time zone never matters.
 */

/** How often a shown status is read again: opening times are whole minutes. */
export const OPENING_STATUS_TICK_MS = 30_000;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** An open interval as instants (ms). `endless`: it reaches the schedule's end (e.g. 24/7). */
export interface OpenInterval {
  start: number;
  end: number;
  endless: boolean;
}

export type OpeningStatus =
  | { state: 'open'; closesAt: number | null }
  | { state: 'closed'; opensAt: number; daysAhead: number }
  | { state: 'closed'; opensAt: null };

export function openIntervals(schedule: OpeningSchedule): OpenInterval[] {
  const from = Date.parse(schedule.from);
  const to = Date.parse(schedule.to);
  return schedule.open.map(([start, end]) => ({
    start: from + start * MINUTE,
    end: from + end * MINUTE,
    endless: from + end * MINUTE >= to,
  }));
}

/**
 * A formatter made on first use, not when the module loads: making one with a time zone costs a
 * phone milliseconds of the remote's start-up, on pages (/communities) that never show hours.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const londonDateParts = lazyFormat('en-CA', {
  timeZone: OPENING_HOURS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day of an instant, as a day number (days since 1970-01-01). */
export function londonDayNumber(instant: number): number {
  const [year, month, day] = londonDateParts().format(instant).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY;
}

/** 0 Sunday … 6 Saturday, of a London day number. */
export const weekdayOf = (dayNumber: number): number => new Date(dayNumber * DAY).getUTCDay();

/** Open now (and until when), or when it opens next (and how many London days from today). */
export function openingStatusAt(schedule: OpeningSchedule, now: number): OpeningStatus {
  const intervals = openIntervals(schedule);
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) return { state: 'open', closesAt: current.endless ? null : current.end };
  const next = intervals.find((interval) => interval.start > now);
  if (!next) return { state: 'closed', opensAt: null };
  return {
    state: 'closed',
    opensAt: next.start,
    daysAhead: londonDayNumber(next.start) - londonDayNumber(now),
  };
}

/** One London day of the week view: its open ranges (an all-day day has one, allDay). */
export interface DayHours {
  dayNumber: number;
  weekday: number;
  ranges: { start: number; end: number }[];
  allDay: boolean;
}

/**
 * Seven London days from today: each day's ranges are those starting that day (a range past
 * midnight stays on the day it starts); a day inside one long range is all day.
 */
export function weekFrom(schedule: OpeningSchedule, now: number): DayHours[] {
  const intervals = openIntervals(schedule);
  const today = londonDayNumber(now);
  return Array.from({ length: 7 }, (_, offset) => {
    const dayNumber = today + offset;
    const ranges = intervals
      .filter((interval) => londonDayNumber(interval.start) === dayNumber)
      .map(({ start, end }) => ({ start, end }));
    const allDay =
      ranges.length === 0 &&
      intervals.some(
        (interval) =>
          londonDayNumber(interval.start) < dayNumber &&
          (interval.endless || londonDayNumber(interval.end - 1) > dayNumber),
      );
    return { dayNumber, weekday: weekdayOf(dayNumber), ranges, allDay };
  });
}

const londonClock = lazyFormat('en-GB', {
  timeZone: OPENING_HOURS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** London wall-clock time, 'H:mm' (9:00, 18:00): the same in English and Ukrainian. */
export function londonTime(instant: number): string {
  const [hours, minutes] = londonClock().format(instant).split(':');
  return `${Number(hours)}:${minutes}`;
}
