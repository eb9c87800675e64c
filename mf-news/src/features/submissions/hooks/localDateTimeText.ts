// A date and time typed the way the app's language writes it (issue 28: not the browser's
// mm/dd/yyyy of a `datetime-local` input): '20/05/2031 18:30' in English (en-GB), '20.05.2031
// 18:30' in Ukrainian, always day first and 24-hour time. The form keeps the `datetime-local`
// value ('2031-05-20T18:30', UK time) that its rules and `fromProductLocalDateTime` read.

const pad = (n: number | string) => String(n).padStart(2, '0');

/** The separator of the date's parts in a language: '/' (en-GB), '.' (Ukrainian). */
const dateSeparator = (language: string) => (language === 'uk' ? '.' : '/');

/** The shape to type, shown as a placeholder: 'dd/mm/yyyy hh:mm', 'дд.мм.рррр гг:хх'. */
export function dateTimeTextShape(language: string): string {
  return language === 'uk' ? 'дд.мм.рррр гг:хх' : 'dd/mm/yyyy hh:mm';
}

/** '2031-05-20T18:30' as the language writes it: '20/05/2031 18:30', '20.05.2031 18:30'. */
export function formatLocalDateTimeText(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const separator = dateSeparator(language);
  return `${day}${separator}${month}${separator}${year} ${hours}:${minutes}`;
}

const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\s*,?\s*|T)(\d{1,2})[:.](\d{2})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+|T)(\d{1,2}):(\d{2})$/;

/**
 * The `datetime-local` value of a typed date and time, day first ('20/05/2031 18:30',
 * '20.05.2031 18:30', '2/5/2031 9:05') or ISO ('2031-05-20 18:30'); undefined when the text is
 * not one. Whether the day exists is checked later, with the rest of the form's rules.
 */
export function parseLocalDateTimeText(text: string): string | undefined {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const iso = dayFirst ? undefined : ISO.exec(trimmed);
  if (!dayFirst && !iso) return undefined;
  const [day, month, year, hours, minutes] = dayFirst
    ? dayFirst.slice(1)
    : [iso![3], iso![2], iso![1], iso![4], iso![5]];
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${minutes}`;
}
