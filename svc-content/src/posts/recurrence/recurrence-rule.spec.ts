import { describeRule, expandOccurrences, isRuleStart, ruleOf, ruleStarts } from './recurrence-rule';

const at = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('recurrence rules in UK time', () => {
  it('keeps a weekly 10:00 class at 10:00 across the March clock change (GMT to BST)', () => {
    // Saturday 21 March 2026, 10:00 GMT; clocks go forward on Sunday 29 March.
    const start = at('2026-03-21T10:00:00Z');
    const rule = ruleOf('weekly', start, { count: 3 });
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=SA;COUNT=3');
    expect(isoList(ruleStarts(rule, start, start, at('2026-12-31T00:00:00Z')))).toEqual([
      '2026-03-21T10:00:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-04-04T09:00:00.000Z', // 10:00 BST
    ]);
  });

  it('keeps it at 10:00 across the October clock change (BST to GMT), until a UK day', () => {
    const start = at('2026-10-17T09:00:00Z'); // Saturday 10:00 BST
    const rule = ruleOf('weekly', start, { until: '2026-11-07' });
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=SA;UNTIL=20261107T235959Z');
    expect(isoList(ruleStarts(rule, start, start, at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-10-17T09:00:00.000Z',
      '2026-10-24T09:00:00.000Z',
      '2026-10-31T10:00:00.000Z', // 10:00 GMT, clocks went back on 25 October
      '2026-11-07T10:00:00.000Z', // the until day itself is included
    ]);
  });

  it('repeats on the second Saturday, also in a month with five Saturdays', () => {
    // 13 June 2026 is the second Saturday; August 2026 has five (1, 8, 15, 22, 29).
    const start = at('2026-06-13T09:00:00Z');
    const rule = ruleOf('monthly-weekday', start, { count: 4 });
    expect(rule).toBe('FREQ=MONTHLY;BYDAY=SA;BYSETPOS=2;COUNT=4');
    expect(isoList(ruleStarts(rule, start, start, at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-06-13T09:00:00.000Z',
      '2026-07-11T09:00:00.000Z',
      '2026-08-08T09:00:00.000Z',
      '2026-09-12T09:00:00.000Z',
    ]);
    expect(describeRule(rule, start, [])).toMatchObject({
      frequency: 'monthly-weekday',
      weekday: 6,
      weekOfMonth: 2,
      count: 4,
    });
  });

  it('reads a fifth Saturday as the last Saturday of each month', () => {
    const start = at('2026-08-29T09:00:00Z');
    const rule = ruleOf('monthly-weekday', start, { count: 3 });
    expect(rule).toContain('BYSETPOS=-1');
    expect(isoList(ruleStarts(rule, start, start, at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-08-29T09:00:00.000Z',
      '2026-09-26T09:00:00.000Z',
      '2026-10-31T10:00:00.000Z',
    ]);
  });

  it('repeats fortnightly and monthly on a date', () => {
    const start = at('2026-11-14T10:00:00Z');
    const fortnightly = ruleOf('fortnightly', start, { count: 3 });
    expect(isoList(ruleStarts(fortnightly, start, start, at('2027-06-01T00:00:00Z')))).toEqual([
      '2026-11-14T10:00:00.000Z',
      '2026-11-28T10:00:00.000Z',
      '2026-12-12T10:00:00.000Z',
    ]);
    const monthly = ruleOf('monthly-date', start, { until: '2027-04-30' });
    expect(describeRule(monthly, start, [])).toMatchObject({ frequency: 'monthly-date', dayOfMonth: 14 });
    expect(isoList(ruleStarts(monthly, start, start, at('2027-06-01T00:00:00Z'))).slice(-2)).toEqual([
      '2027-03-14T10:00:00.000Z',
      '2027-04-14T09:00:00.000Z',
    ]);
  });

  it('applies cancelled and moved dates, keeping the list in start order', () => {
    const start = at('2026-11-07T10:00:00Z');
    const rule = ruleOf('weekly', start, { count: 4 });
    const occurrences = expandOccurrences(
      {
        startAt: start,
        endAt: at('2026-11-07T13:00:00Z'),
        rule,
        exceptions: [
          { occurrence: '2026-11-14T10:00:00.000Z', cancelled: true },
          // The 21st moved to the Sunday after the 28th.
          {
            occurrence: '2026-11-21T10:00:00.000Z',
            startAt: '2026-11-29T14:00:00Z',
            endAt: '2026-11-29T16:00:00Z',
          },
        ],
      },
      { from: at('2026-11-01T00:00:00Z'), to: at('2026-12-31T00:00:00Z') },
    );
    expect(occurrences.map((o) => [o.startAt, o.endAt, o.moved, o.cancelled])).toEqual([
      ['2026-11-07T10:00:00.000Z', '2026-11-07T13:00:00.000Z', false, false],
      ['2026-11-14T10:00:00.000Z', '2026-11-14T13:00:00.000Z', false, true],
      ['2026-11-28T10:00:00.000Z', '2026-11-28T13:00:00.000Z', false, false],
      ['2026-11-29T14:00:00.000Z', '2026-11-29T16:00:00.000Z', true, false],
    ]);
    expect(occurrences[3].occurrence).toBe('2026-11-21T10:00:00.000Z');
  });

  it('knows which instants are dates of the series', () => {
    const start = at('2026-03-21T10:00:00Z');
    const rule = ruleOf('weekly', start, {});
    expect(isRuleStart(rule, start, at('2026-04-04T09:00:00Z'))).toBe(true);
    expect(isRuleStart(rule, start, at('2026-04-04T10:00:00Z'))).toBe(false);
    expect(isRuleStart(rule, start, at('2026-04-05T09:00:00Z'))).toBe(false);
  });
});
