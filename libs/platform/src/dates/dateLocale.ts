import { format, type Locale } from 'date-fns';
import { enGB, uk } from 'date-fns/locale';
import type { Language } from '../i18n/i18n';

/** date-fns locale for a UI language: British English or Ukrainian. */
export function dateLocale(language: string): Locale {
  return language === 'uk' ? uk : enGB;
}

/** Formats a date with one of the spec's patterns ('PPP at p', 'PPP', 'MMMM yyyy', 'HH:mm'…). */
export function formatDate(
  date: Date | string | number,
  pattern: string,
  language: Language | string,
): string {
  return format(typeof date === 'string' ? new Date(date) : date, pattern, { locale: dateLocale(language) });
}
