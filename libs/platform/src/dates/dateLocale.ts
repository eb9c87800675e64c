import { TZDate } from '@date-fns/tz';
import { format, type FormatLongFnOptions, type Locale } from 'date-fns';
import { enGB, uk } from 'date-fns/locale';
import { PRODUCT_TIME_ZONE } from '@byp/contracts';
import type { Language } from '../i18n/i18n';

const UKRAINIAN_DATE_FORMATS: Record<string, string> = {
  full: "EEEE, d MMMM y 'р.'",
  long: "d MMMM y 'р.'",
  medium: "d MMM y 'р.'",
  short: 'dd.MM.y',
};

/**
 * date-fns' Ukrainian locale with dates as Ukrainians write them: its long date ('PPP') is
 * "do MMMM y 'р.'", an ordinal day ('27-е листопада 2026 р.'), where Ukrainian writes a cardinal
 * one ('27 листопада 2026 р.'). Its time ('p') is 'H:mm' ('о 3:15'); the product writes every
 * time as 'HH:mm' ('03:15', '15:15'), as en-GB's 'p' and the calendar do (issue 28).
 * Everything else is date-fns' own.
 */
export const ukrainianDateLocale: Locale = {
  ...uk,
  formatLong: {
    ...uk.formatLong!,
    date: ({ width = 'full' }: FormatLongFnOptions = {}) =>
      UKRAINIAN_DATE_FORMATS[width] ?? UKRAINIAN_DATE_FORMATS.full,
    time: () => 'HH:mm',
  },
};

/** date-fns locale for a UI language: British English or Ukrainian. */
export function dateLocale(language: string): Locale {
  return language === 'uk' ? ukrainianDateLocale : enGB;
}

/** The instant as a date in the product's zone (Europe/London), whatever the visitor's machine says. */
export function inProductTimeZone(date: Date | string | number): TZDate {
  const time = typeof date === 'string' ? Date.parse(date) : typeof date === 'number' ? date : date.getTime();
  return new TZDate(time, PRODUCT_TIME_ZONE);
}

/**
 * Formatted dates by instant, pattern and language. A date in Europe/London costs many
 * Intl.DateTimeFormat calls (the zone's offset, for each step of date-fns' format), and lists
 * format the same instants on every render. (An unparsable date throws each time; nothing is kept.)
 */
const formatted = new Map<string, string>();

/** The spec's date-and-time pattern (section 9): 24-hour, e.g. 'Nov 27, 2026 19:05'. */
export const DATE_TIME_PATTERN = 'MMM dd, yyyy HH:mm';
const FORMATTED_MAX = 2000;

/**
 * Formats an instant in Europe/London with one of the spec's patterns ('PPP', 'PPPp' — the
 * spec's 'PPP at p', whose 'at' the locale words —, 'HH:mm', 'MMM dd, yyyy HH:mm') in the
 * language's locale.
 */
export function formatDate(
  date: Date | string | number,
  pattern: string,
  language: Language | string,
): string {
  const time = typeof date === 'string' ? Date.parse(date) : typeof date === 'number' ? date : date.getTime();
  const key = `${time}|${pattern}|${language}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(inProductTimeZone(time), pattern, { locale: dateLocale(language) });
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/**
 * A month and year as a heading ('MMMM yyyy'): 'November 2026', and in Ukrainian the month's
 * standalone form ('листопад 2026', not the genitive 'листопада' that 'MMMM' gives inside a date).
 */
export function formatMonthYear(date: Date | string | number, language: Language | string): string {
  return formatDate(date, 'LLLL yyyy', language);
}

/** The calendar day of an instant in Europe/London, as 'yyyy-MM-dd' (a key for grouping by day). */
export function productDayKey(date: Date | string | number): string {
  return format(inProductTimeZone(date), 'yyyy-MM-dd');
}

/**
 * The instant of a wall-clock time in Europe/London, from a `datetime-local` input's value
 * ('2026-11-27T19:00'), as ISO 8601; undefined when the value is not such a time.
 */
export function fromProductLocalDateTime(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const local = new TZDate(year, month - 1, day, hours, minutes, PRODUCT_TIME_ZONE);
  // A time that does not exist (a day 31 of a 30-day month) rolls over: refuse it.
  if (local.getDate() !== day || local.getMonth() !== month - 1) return undefined;
  return new Date(local.getTime()).toISOString();
}
