import { formatDate, productDayKey } from '@byp/platform';
import type { Post } from '@byp/contracts';

/** A month of the calendar: its year and month (0-11) in UK time. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface CalendarDay {
  /** 'yyyy-MM-dd', the same key as productDayKey. */
  key: string;
  dayOfMonth: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const keyOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The month of an instant, in UK time. */
export function monthOf(date: Date): CalendarMonth {
  const [year, month] = productDayKey(date).split('-').map(Number);
  return { year, month: month - 1 };
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const total = year * 12 + month + count;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** The first day of the month (midday UTC: any zone's formatting keeps the same date). */
export const firstDayOf = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 1, 12));

/**
 * The month's grid, whole weeks from Sunday to Saturday (spec section 9): the days before the 1st
 * and after the last day come from the neighbouring months. Day arithmetic runs on UTC dates, so
 * clock changes cannot shift a day.
 */
export function monthGrid(month: CalendarMonth, today: Date): CalendarDay[][] {
  const todayKey = productDayKey(today);
  const first = new Date(Date.UTC(month.year, month.month, 1));
  const last = new Date(Date.UTC(month.year, month.month + 1, 0));
  const start = new Date(first);
  start.setUTCDate(first.getUTCDate() - first.getUTCDay());
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + (6 - last.getUTCDay()));
  const weeks: CalendarDay[][] = [];
  for (const day = new Date(start); day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0) weeks.push([]);
    const key = keyOf(day);
    weeks[weeks.length - 1].push({
      key,
      dayOfMonth: day.getUTCDate(),
      inMonth: day.getUTCMonth() === month.month,
      isToday: key === todayKey,
    });
  }
  return weeks;
}

/** Events by the UK day they start on, each day's in start order (a series once per date). */
export function eventsByDay<P extends Post>(events: P[]): Map<string, P[]> {
  const byDay = new Map<string, P[]>();
  const sorted = events
    .filter((e) => e.startAt)
    .sort((a, b) => Date.parse(a.startAt!) - Date.parse(b.startAt!));
  for (const event of sorted) {
    const key = productDayKey(event.startAt!);
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return byDay;
}

/** Sunday to Saturday (spec section 9): the weekdays of a week that starts on a Sunday (4 Jan 2026). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 4 + i, 12)));

/**
 * A weekday's short name: 'Sun' in English; in Ukrainian the standard two-letter form
 * ('нд пн вт ср чт пт сб'), not date-fns' three-letter 'нед пон …' (issue 28).
 */
export const weekdayShortName = (day: Date, language: string) =>
  formatDate(day, language === 'uk' ? 'EEEEEE' : 'EEE', language);
