import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { enGB, uk } from 'date-fns/locale';
import { PRODUCT_TIME_ZONE } from '@byp/contracts';
import type { Language } from '../i18n/i18n';

const UKRAINIAN_DATE_FORMATS = {
  full: "EEEE, d MMMM y 'р.'",
  long: "d MMMM y 'р.'",
  medium: "d MMM y 'р.'",
  short: 'dd.MM.y',
} as const;

/**
 * date-fns' Ukrainian locale with dates as Ukrainians write them: its long date ('PPP') is
 * "do MMMM y 'р.'", an ordinal day ('27-е листопада 2026 р.'), where Ukrainian writes a cardinal
 * one ('27 листопада 2026 р.'). Everything else is date-fns' own.
 */
export const ukrainianDateLocale: Locale = {
  ...uk,
  formatLong: {
    ...uk.formatLong!,
    date: ({ width = 'full' }: { width?: keyof typeof UKRAINIAN_DATE_FORMATS } = {}) =>
      UKRAINIAN_DATE_FORMATS[width] ?? UKRAINIAN_DATE_FORMATS.full,
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
 * Formats an instant in Europe/London with one of the spec's patterns ('PPP', 'PPPp' — the
 * spec's 'PPP at p', whose 'at' the locale words —, 'HH:mm', 'MMM dd, yyyy HH:mm') in the
 * language's locale.
 */
export function formatDate(
  date: Date | string | number,
  pattern: string,
  language: Language | string,
): string {
  return format(inProductTimeZone(date), pattern, { locale: dateLocale(language) });
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
