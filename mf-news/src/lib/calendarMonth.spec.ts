import type { Post } from '@byp/contracts';
import { addMonths, eventsByDay, monthGrid, monthOf, WEEKDAYS, weekdayShortName } from './calendarMonth';

describe('the calendar month', () => {
  it("names the weekdays from Sunday, in Ukrainian with the standard short forms ('нд пн вт ср чт пт сб')", () => {
    expect(WEEKDAYS.map((day) => weekdayShortName(day, 'uk')).join(' ')).toBe('нд пн вт ср чт пт сб');
    expect(WEEKDAYS.map((day) => weekdayShortName(day, 'en')).join(' ')).toBe('Sun Mon Tue Wed Thu Fri Sat');
  });

  it('runs Sunday to Saturday in whole weeks, with the neighbouring months’ days marked', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid({ year: 2026, month: 10 }, new Date('2026-11-23T12:00:00Z'));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toMatchObject({ key: '2026-11-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[4].map((d) => d.key)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4].filter((d) => !d.inMonth)).toHaveLength(5);
    expect(
      weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.key),
    ).toEqual(['2026-11-23']);
  });

  it('fills the first week with the end of the previous month', () => {
    // 1 March 2026 is a Sunday; 1 April 2026 a Wednesday.
    const april = monthGrid({ year: 2026, month: 3 }, new Date('2026-01-01T12:00:00Z'));
    expect(april[0].map((d) => [d.dayOfMonth, d.inMonth])).toEqual([
      [29, false],
      [30, false],
      [31, false],
      [1, true],
      [2, true],
      [3, true],
      [4, true],
    ]);
    expect(april.flat().some((d) => d.isToday)).toBe(false);
  });

  it('keeps whole days across the clock change', () => {
    const march = monthGrid({ year: 2026, month: 2 }, new Date('2026-03-29T00:30:00Z'));
    const keys = march.flat().map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('2026-03-29');
    expect(march.flat().find((d) => d.isToday)?.key).toBe('2026-03-29');
  });

  it('moves by months across years, and knows the UK month of an instant', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    // 23:30 UTC on 31 October 2026 is still October in London (GMT again since 25 October).
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toEqual({ year: 2026, month: 9 });
    // 23:30 UTC on 30 June is 1 July in London (BST).
    expect(monthOf(new Date('2026-06-30T23:30:00Z'))).toEqual({ year: 2026, month: 6 });
  });

  it('groups events by the UK day they start on, in start order', () => {
    const post = (id: string, startAt: string | null) => ({ id, startAt }) as Post;
    const byDay = eventsByDay([
      post('late', '2026-07-10T19:00:00Z'),
      post('early', '2026-07-10T08:00:00Z'),
      post('after-midnight-bst', '2026-07-10T23:30:00Z'),
      post('no-start', null),
    ]);
    expect(byDay.get('2026-07-10')?.map((p) => p.id)).toEqual(['early', 'late']);
    expect(byDay.get('2026-07-11')?.map((p) => p.id)).toEqual(['after-midnight-bst']);
    expect([...byDay.values()].flat()).toHaveLength(3);
  });
});
