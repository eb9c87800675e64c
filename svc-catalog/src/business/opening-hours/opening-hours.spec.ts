/**
 * @jest-environment @byp/testing/process-time-zone-environment.cjs
 */
import { isOpenAt, isValidOpeningHours, openingSchedule, openingSchedules } from './opening-hours';

/** Set by the docblock's environment (libs/testing/process-time-zone-environment.cjs). */
declare const setProcessTimeZone: (zone: string | undefined) => void;

/** Instants from UTC wall-clock text, so each case says exactly which moment it means. */
const utc = (text: string) => new Date(`${text}Z`);

/** The schedule's open intervals as UTC instants (ISO, no milliseconds). */
function intervalsOf(value: string, now: Date): [string, string][] {
  const schedule = openingSchedule(value, now);
  if (!schedule) throw new Error('no schedule');
  const from = Date.parse(schedule.from);
  const iso = (minutes: number) => new Date(from + minutes * 60_000).toISOString().replace('.000Z', 'Z');
  return schedule.open.map(([start, end]) => [iso(start), iso(end)]);
}

// The server's own clock must not matter: every case runs with the process in New York and Tokyo
// and reads the hours in London time.
describe.each(['America/New_York', 'Asia/Tokyo'])('opening hours with the process in %s', (zone) => {
  beforeAll(() => setProcessTimeZone(zone));

  it('really runs in that zone (local noon is not UTC noon)', () => {
    expect(utc('2026-11-26T12:00:00').getHours()).not.toBe(12);
  });

  it('is open inside a range and closed at its end, in London time (GMT in winter)', () => {
    const hours = 'Mo-Fr 09:00-18:00; Sa 10:00-14:00';
    expect(isOpenAt(hours, utc('2026-11-26T08:59:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-11-26T09:00:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-11-26T17:59:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-11-26T18:00:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-11-29T12:00:00'))).toBe(false); // Sunday: closed all day
  });

  it('keeps a range past midnight open into the next day, and closed after it', () => {
    const hours = 'Fr 22:00-02:00';
    expect(isOpenAt(hours, utc('2026-11-27T21:59:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-11-27T23:30:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-11-28T01:59:00'))).toBe(true); // Saturday, after midnight
    expect(isOpenAt(hours, utc('2026-11-28T02:00:00'))).toBe(false);
    // Seen from Saturday, last night's range is whole in the schedule (it starts yesterday).
    expect(intervalsOf(hours, utc('2026-11-28T01:00:00'))[0]).toEqual([
      '2026-11-27T22:00:00Z',
      '2026-11-28T02:00:00Z',
    ]);
  });

  it('moves with the spring clock change (29 March 2026: 09:00 BST is 08:00 UTC)', () => {
    const hours = 'Mo-Su 09:00-17:00';
    expect(isOpenAt(hours, utc('2026-03-28T08:30:00'))).toBe(false); // Saturday, GMT
    expect(isOpenAt(hours, utc('2026-03-29T08:30:00'))).toBe(true); // Sunday, BST: 09:30
    expect(isOpenAt(hours, utc('2026-03-29T16:30:00'))).toBe(false); // 17:30 BST
    // A night that loses an hour: 22:00 GMT to 03:00 BST is four hours, not five.
    const [night] = intervalsOf('Sa 22:00-03:00', utc('2026-03-28T12:00:00'));
    expect(night).toEqual(['2026-03-28T22:00:00Z', '2026-03-29T02:00:00Z']);
  });

  it('moves with the autumn clock change (25 October 2026: 09:00 GMT is 09:00 UTC)', () => {
    const hours = 'Mo-Su 09:00-17:00';
    expect(isOpenAt(hours, utc('2026-10-24T08:30:00'))).toBe(true); // Saturday, BST: 09:30
    expect(isOpenAt(hours, utc('2026-10-25T08:30:00'))).toBe(false); // Sunday, GMT: 08:30
    expect(intervalsOf(hours, utc('2026-10-25T12:00:00')).slice(0, 3)).toEqual([
      ['2026-10-24T08:00:00Z', '2026-10-24T16:00:00Z'],
      ['2026-10-25T09:00:00Z', '2026-10-25T17:00:00Z'],
      ['2026-10-26T09:00:00Z', '2026-10-26T17:00:00Z'],
    ]);
    // A night that gains an hour: 22:00 BST to 03:00 GMT is six hours.
    const [night] = intervalsOf('Sa 22:00-03:00', utc('2026-10-24T12:00:00'));
    expect(night).toEqual(['2026-10-24T21:00:00Z', '2026-10-25T03:00:00Z']);
  });

  it("closes on England's bank holidays with PH off, and keeps PH's own hours", () => {
    const weekdays = 'Mo-Fr 09:00-18:00; PH off';
    expect(isOpenAt(weekdays, utc('2026-05-25T11:00:00'))).toBe(false); // Spring bank holiday (Monday)
    expect(isOpenAt(weekdays, utc('2026-05-26T11:00:00'))).toBe(true);
    expect(isOpenAt(weekdays, utc('2026-12-28T12:00:00'))).toBe(false); // Boxing Day, moved to Monday
    const holidayHours = 'Mo-Sa 09:00-18:00; PH 10:00-14:00';
    expect(isOpenAt(holidayHours, utc('2026-08-31T09:30:00'))).toBe(true); // Summer bank holiday 10:30 BST
    expect(isOpenAt(holidayHours, utc('2026-08-31T13:30:00'))).toBe(false); // 14:30 BST
  });

  it('honours a dated closure', () => {
    const hours = 'Mo-Su 10:00-18:00; Dec 24-26 off';
    expect(isOpenAt(hours, utc('2026-12-23T12:00:00'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-12-24T12:00:00'))).toBe(false);
    expect(isOpenAt(hours, utc('2026-12-27T12:00:00'))).toBe(true);
  });

  it("reaches Monday from a Friday evening ('Opens Monday at 10:00')", () => {
    const intervals = intervalsOf('Mo-Fr 10:00-18:00', utc('2026-11-27T19:00:00'));
    const next = intervals.find(([start]) => start > '2026-11-27T19:00:00Z');
    expect(next).toEqual(['2026-11-30T10:00:00Z', '2026-11-30T18:00:00Z']);
  });

  it('refuses what is not opening_hours syntax and has no schedule for it or for no hours', () => {
    expect(isValidOpeningHours('Mo-Fr 09:00-18:00; Sa 10:00-14:00')).toBe(true);
    expect(isValidOpeningHours('24/7')).toBe(true);
    for (const bad of ['garbage', 'Mo-Fr 25:00-18:00', 'Monday to Friday 9 to 5', 'Mo-Fr 09:00-'])
      expect(isValidOpeningHours(bad)).toBe(false);
    expect(openingSchedule('garbage', new Date())).toBeNull();
    expect(openingSchedule(null, new Date())).toBeNull();
  });
});

describe('openingSchedules', () => {
  const hours = 'Mo-Fr 09:00-17:00';

  it("serves a London day's schedule again that day, and the next day's from the next London midnight", () => {
    const friday = openingSchedules(utc('2026-11-27T10:00:00'))(hours);
    expect(friday).toEqual(openingSchedule(hours, utc('2026-11-27T10:00:00')));
    // Later the same London day (GMT in November): the same schedule, not evaluated again.
    expect(openingSchedules(utc('2026-11-27T23:59:00'))(hours)).toBe(friday);
    const saturday = openingSchedules(utc('2026-11-28T00:00:00'))(hours);
    expect(saturday).not.toBe(friday);
    expect(saturday).toEqual(openingSchedule(hours, utc('2026-11-28T00:00:00')));
    expect(saturday?.from).not.toEqual(friday?.from);
    expect(openingSchedules(utc('2026-11-28T10:00:00'))(null)).toBeNull();
  });
});
