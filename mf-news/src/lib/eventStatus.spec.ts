import { eventStatus } from './eventStatus';

describe('eventStatus', () => {
  const event = { startAt: '2026-11-27T19:00:00.000Z', endAt: '2026-11-27T21:00:00.000Z' };

  it('is upcoming before the start, ongoing from start to end, past after the end', () => {
    expect(eventStatus(event, new Date('2026-11-27T18:59:59Z'))).toBe('upcoming');
    expect(eventStatus(event, new Date('2026-11-27T19:00:00Z'))).toBe('ongoing');
    expect(eventStatus(event, new Date('2026-11-27T21:00:00Z'))).toBe('ongoing');
    expect(eventStatus(event, new Date('2026-11-27T21:00:01Z'))).toBe('past');
  });

  it('treats an event without an end as lasting until the end of its UK day', () => {
    // 23:30 BST on 10 July is 22:30 UTC; the UK day ends at 23:00 UTC.
    const openEnded = { startAt: '2026-07-10T18:00:00.000Z', endAt: null };
    expect(eventStatus(openEnded, new Date('2026-07-10T22:30:00Z'))).toBe('ongoing');
    expect(eventStatus(openEnded, new Date('2026-07-10T23:30:00Z'))).toBe('past');
  });

  it('has no status without a start', () => {
    expect(eventStatus({ startAt: null, endAt: null }, new Date())).toBeUndefined();
  });
});
