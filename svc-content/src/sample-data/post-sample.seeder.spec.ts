import { sampleEventTimes } from './post-sample.seeder';

describe('sample event times', () => {
  it('are London wall-clock times some days from the seeding day, across a clock change', () => {
    // Seeded on Friday 27 March 2026 (GMT); two days later the clocks have gone forward (BST).
    const now = new Date('2026-03-27T10:00:00Z');
    const times = sampleEventTimes(
      {
        type: 'event',
        title: '',
        body: '',
        organizerType: 'public',
        startsInDays: 2,
        startsAt: '19:00',
        lastsMinutes: 90,
      },
      now,
    );
    expect(times.startAt?.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(times.endAt?.toISOString()).toBe('2026-03-29T19:30:00.000Z');
  });

  it('counts days from the London date, not the UTC one', () => {
    // 00:30 BST on 1 July is still 30 June in UTC.
    const now = new Date('2026-06-30T23:30:00Z');
    const { startAt, endAt } = sampleEventTimes(
      { type: 'event', title: '', body: '', organizerType: 'public', startsInDays: 0, startsAt: '10:00' },
      now,
    );
    expect(startAt?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(endAt).toBeNull();
  });

  it('places the ongoing sample minutes before the seeding moment', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    const { startAt, endAt } = sampleEventTimes(
      {
        type: 'event',
        title: '',
        body: '',
        organizerType: 'public',
        startedMinutesAgo: 30,
        lastsMinutes: 180,
      },
      now,
    );
    expect(startAt?.toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(endAt?.toISOString()).toBe('2026-11-23T17:30:00.000Z');
  });
});
