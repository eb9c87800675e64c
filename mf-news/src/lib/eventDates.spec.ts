import type { Post, PostOccurrence } from '@byp/contracts';
import { calendarDates, listedDates } from './eventDates';

const NOW = new Date('2026-11-26T12:00:00Z');

const date = (startAt: string, extra: Partial<PostOccurrence> = {}): PostOccurrence => ({
  startAt,
  endAt: new Date(Date.parse(startAt) + 3 * 3_600_000).toISOString(),
  occurrence: startAt,
  moved: false,
  cancelled: false,
  ...extra,
});

const single = { id: 'single', startAt: '2026-10-01T18:00:00.000Z', endAt: null } as Post;
const weekly = {
  id: 'weekly',
  startAt: '2026-11-14T10:00:00.000Z',
  endAt: '2026-11-14T13:00:00.000Z',
  recurrence: { frequency: 'weekly' },
  occurrences: [
    date('2026-11-14T10:00:00.000Z'),
    date('2026-11-21T10:00:00.000Z'),
    date('2026-11-28T10:00:00.000Z', { cancelled: true }),
    date('2026-12-06T14:00:00.000Z', { occurrence: '2026-12-05T10:00:00.000Z', moved: true }),
    date('2027-06-05T09:00:00.000Z'),
  ],
} as unknown as Post;

describe('the dates of events', () => {
  it('puts every date that takes place on the calendar, moved ones at their new time', () => {
    expect(calendarDates([single, weekly]).map((d) => d.dateKey)).toEqual([
      'single@2026-10-01T18:00:00.000Z',
      'weekly@2026-11-14T10:00:00.000Z',
      'weekly@2026-11-21T10:00:00.000Z',
      'weekly@2026-12-06T14:00:00.000Z',
      'weekly@2027-06-05T09:00:00.000Z',
    ]);
  });

  it("lists single events as before and a series' coming dates for three months", () => {
    expect(listedDates([single, weekly], NOW).map((d) => d.startAt)).toEqual([
      '2026-10-01T18:00:00.000Z',
      '2026-12-06T14:00:00.000Z',
    ]);
  });
});
