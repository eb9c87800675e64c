/**
 * @jest-environment @byp/testing/process-time-zone-jsdom-environment.cjs
 */
import { act, screen, within } from '@testing-library/react';
import type { OpeningSchedule } from '@byp/contracts';
import { setLanguage } from '@byp/platform';
import { aBusiness } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BusinessCard } from '../components/BusinessCard';
import { WeekHours } from './WeekHours';

/** Set by the docblock's environment (libs/testing/process-time-zone-environment.cjs). */
declare const setProcessTimeZone: (zone: string | undefined) => void;

/**
 * A schedule as svc-catalog sends it, from open intervals given as UTC instants (the server's
 * London-time evaluation is svc-catalog's opening-hours.spec.ts).
 */
function scheduleOf(fromUtc: string, toUtc: string, open: [string, string][]): OpeningSchedule {
  const from = Date.parse(`${fromUtc}Z`);
  const minutes = (utc: string) => (Date.parse(`${utc}Z`) - from) / 60_000;
  return {
    from: new Date(from).toISOString(),
    to: new Date(`${toUtc}Z`).toISOString(),
    open: open.map(([start, end]) => [minutes(start), minutes(end)]),
  };
}

/** Mo-Fr 09:00-18:00 (GMT, so UTC) seen on Thursday 26 November 2026: Wed 25 to Fri 4 Dec. */
const WEEKDAYS_NOVEMBER = scheduleOf('2026-11-25T00:00:00', '2026-12-05T00:00:00', [
  ['2026-11-25T09:00:00', '2026-11-25T18:00:00'],
  ['2026-11-26T09:00:00', '2026-11-26T18:00:00'],
  ['2026-11-27T09:00:00', '2026-11-27T18:00:00'],
  ['2026-11-30T10:00:00', '2026-11-30T18:00:00'],
  ['2026-12-01T09:00:00', '2026-12-01T18:00:00'],
]);

function cardStatus(schedule: OpeningSchedule | null, nowUtc: string): string | null {
  jest.setSystemTime(Date.parse(`${nowUtc}Z`));
  const { unmount } = renderWithProviders(
    <BusinessCard business={aBusiness({ openingSchedule: schedule })} onViewDetails={jest.fn()} />,
  );
  const text = screen.queryByTestId('opening-status')?.textContent ?? null;
  unmount();
  return text;
}

// The visitor's clock is in New York or Tokyo; the texts are London time all the same.
describe.each(['America/New_York', 'Asia/Tokyo'])('opening hours with the browser in %s', (zone) => {
  beforeAll(() => setProcessTimeZone(zone));
  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => setLanguage('en'));
  });

  it('really runs in that zone', () => {
    expect(new Date(Date.parse('2026-11-26T12:00:00Z')).getHours()).not.toBe(12);
  });

  it("says 'Open now · closes 18:00' inside a range and when it opens outside it", () => {
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-26T12:00:00')).toBe('Open now · closes 18:00');
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-26T08:00:00')).toBe('Closed · opens at 9:00');
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-26T18:00:00')).toBe('Closed · opens tomorrow at 9:00');
  });

  it("says 'Opens Monday at 10:00' over a weekend, in Ukrainian too", async () => {
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-27T19:00:00')).toBe('Opens Monday at 10:00');
    await act(() => setLanguage('uk'));
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-27T19:00:00')).toBe('Відчиняється в понеділок о 10:00');
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-26T12:00:00')).toBe('Відчинено · зачиняється о 18:00');
    expect(cardStatus(WEEKDAYS_NOVEMBER, '2026-11-26T18:30:00')).toBe(
      'Зачинено · відчиняється завтра о 9:00',
    );
  });

  it('keeps a range past midnight open after midnight', () => {
    const lateFriday = scheduleOf('2026-11-27T00:00:00', '2026-12-07T00:00:00', [
      ['2026-11-27T22:00:00', '2026-11-28T02:00:00'],
      ['2026-12-04T22:00:00', '2026-12-05T02:00:00'],
    ]);
    expect(cardStatus(lateFriday, '2026-11-28T01:00:00')).toBe('Open now · closes 2:00');
    expect(cardStatus(lateFriday, '2026-11-28T02:00:00')).toBe('Opens Friday at 22:00');
  });

  it('shows London summer time after the spring change and winter time after the autumn one', () => {
    // 09:00-17:00 London on Sunday 29 March 2026 (BST) is 08:00-16:00 UTC.
    const spring = scheduleOf('2026-03-28T00:00:00', '2026-04-06T23:00:00', [
      ['2026-03-28T09:00:00', '2026-03-28T17:00:00'],
      ['2026-03-29T08:00:00', '2026-03-29T16:00:00'],
    ]);
    expect(cardStatus(spring, '2026-03-29T08:30:00')).toBe('Open now · closes 17:00');
    expect(cardStatus(spring, '2026-03-28T20:00:00')).toBe('Closed · opens tomorrow at 9:00');
    // 09:00-17:00 London on Monday 26 October 2026 (GMT again) is 09:00-17:00 UTC.
    const autumn = scheduleOf('2026-10-24T23:00:00', '2026-11-03T00:00:00', [
      ['2026-10-26T09:00:00', '2026-10-26T17:00:00'],
    ]);
    expect(cardStatus(autumn, '2026-10-25T22:30:00')).toBe('Closed · opens tomorrow at 9:00');
  });

  it('shows nothing for unknown hours, and plain Open now for hours without an end', () => {
    expect(cardStatus(null, '2026-11-26T12:00:00')).toBeNull();
    const always = scheduleOf('2026-11-25T00:00:00', '2026-12-05T00:00:00', [
      ['2026-11-25T00:00:00', '2026-12-05T00:00:00'],
    ]);
    expect(cardStatus(always, '2026-11-26T12:00:00')).toBe('Open now');
  });

  it('lists seven London days from today, today marked, a bank holiday closed', async () => {
    // Thursday 24 December 2026, 23:30 in London: already Christmas Eve's last half hour there.
    jest.setSystemTime(Date.parse('2026-12-24T23:30:00Z'));
    const christmas = scheduleOf('2026-12-23T00:00:00', '2027-01-02T00:00:00', [
      ['2026-12-23T09:00:00', '2026-12-23T18:00:00'],
      ['2026-12-24T10:00:00', '2026-12-24T13:00:00'],
      ['2026-12-29T09:00:00', '2026-12-29T12:00:00'],
      ['2026-12-29T13:00:00', '2026-12-29T18:00:00'],
      ['2026-12-30T09:00:00', '2026-12-30T18:00:00'],
    ]);
    renderWithProviders(<WeekHours schedule={christmas} now={Date.now()} labelledBy="hours" />);
    const rows = within(screen.getByTestId('opening-week')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Thursday (Today)10:00–13:00',
      'FridayClosed',
      'SaturdayClosed',
      'SundayClosed',
      'MondayClosed',
      'Tuesday9:00–12:00, 13:00–18:00',
      'Wednesday9:00–18:00',
    ]);
    expect(rows[0].getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('opening-status').textContent).toBe('Opens Tuesday at 9:00');
    await act(() => setLanguage('uk'));
    expect(rows.map((row) => row.querySelector('th')?.textContent)[0]).toBe('Четвер (Сьогодні)');
  });
});
