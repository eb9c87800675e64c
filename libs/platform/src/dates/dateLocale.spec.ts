import { format, type Locale } from 'date-fns';
import {
  dateLocale,
  formatDate,
  formatMonthYear,
  fromProductLocalDateTime,
  inProductTimeZone,
  productDayKey,
} from './dateLocale';

describe('dates in the active language, in UK time', () => {
  const evening = '2026-11-27T19:05:00.000Z';
  const summerEvening = '2026-07-10T18:30:00.000Z';

  it("writes Ukrainian long dates with a cardinal day ('27 листопада 2026 р.')", () => {
    expect(formatDate(evening, 'PPP', 'uk')).toBe('27 листопада 2026 р.');
    expect(formatDate(evening, 'PPP', 'uk')).not.toContain('-е');
    expect(formatDate(evening, 'PPPP', 'uk')).toBe('п’ятниця, 27 листопада 2026 р.');
  });

  it('writes English dates the British way', () => {
    expect(formatDate(evening, 'PPP', 'en')).toBe('27 November 2026');
    expect(formatDate(evening, 'PPPp', 'en')).toBe('27 November 2026 at 19:05');
    expect(formatDate(evening, 'PPPp', 'uk')).toBe('27 листопада 2026 р. о 19:05');
    expect(formatDate(evening, 'MMM dd, yyyy HH:mm', 'en')).toBe('Nov 27, 2026 19:05');
  });

  it("writes every time as 'HH:mm' in both languages, never 'о 3:15'", () => {
    const early = '2026-11-27T03:15:00.000Z';
    expect(formatDate(early, 'PPPp', 'uk')).toBe('27 листопада 2026 р. о 03:15');
    expect(formatDate(early, 'PPPp', 'en')).toBe('27 November 2026 at 03:15');
    expect(formatDate(early, 'p', 'uk')).toBe(formatDate(early, 'HH:mm', 'uk'));
  });

  it('shows times in Europe/London: GMT in winter, BST in summer', () => {
    expect(formatDate(evening, 'HH:mm', 'en')).toBe('19:05');
    expect(formatDate(summerEvening, 'HH:mm', 'en')).toBe('19:30');
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(productDayKey('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(productDayKey('2026-12-31T23:30:00.000Z')).toBe('2026-12-31');
  });

  it('names the month of a heading in the nominative', () => {
    expect(formatMonthYear(evening, 'en')).toBe('November 2026');
    expect(formatMonthYear(evening, 'uk')).toBe('листопад 2026');
  });
});

describe('fromProductLocalDateTime', () => {
  it('reads a datetime-local value as UK time', () => {
    expect(fromProductLocalDateTime('2026-11-27T19:00')).toBe('2026-11-27T19:00:00.000Z');
    expect(fromProductLocalDateTime('2026-07-10T19:30')).toBe('2026-07-10T18:30:00.000Z');
  });

  it('refuses values that are not a date and time', () => {
    expect(fromProductLocalDateTime('')).toBeUndefined();
    expect(fromProductLocalDateTime('tomorrow')).toBeUndefined();
    expect(fromProductLocalDateTime('2026-11-31T10:00')).toBeUndefined();
  });
});

describe('the locale parts the frontend builds leave out', () => {
  // webpack.federation.js replaces match, formatRelative and formatDistance with a stub that throws
  // (localePartsNotBundled.mjs): the patterns the product formats must never reach them.
  const fail = () => {
    throw new Error('not in the build');
  };
  const withoutUnbundledParts = (locale: Locale): Locale => ({
    ...locale,
    formatRelative: fail,
    formatDistance: fail,
    match: { ordinalNumber: fail, era: fail, quarter: fail, month: fail, day: fail, dayPeriod: fail },
  });

  it.each(['en', 'uk'])('formats every pattern of the product the same without them (%s)', (language) => {
    const instant = '2026-11-27T19:05:00.000Z';
    for (const pattern of [
      'PPP',
      'PPPP',
      'PPPp',
      'EEE',
      'EEEE',
      'HH:mm',
      'MMM dd, yyyy HH:mm',
      'LLLL yyyy',
      'yyyy-MM-dd',
    ]) {
      const lean = format(inProductTimeZone(instant), pattern, {
        locale: withoutUnbundledParts(dateLocale(language)),
      });
      expect(lean).toBe(formatDate(instant, pattern, language));
    }
  });
});
