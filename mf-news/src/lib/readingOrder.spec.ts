import type { Post } from '@byp/contracts';
import { readingOrder } from './readingOrder';

const now = new Date('2026-11-26T12:00:00.000Z');
const event = (id: string, startAt: string) =>
  ({ id, type: 'event', startAt, endAt: null, createdAt: '2026-01-01T00:00:00.000Z' }) as Post;
const news = (id: string, createdAt: string) =>
  ({ id, type: 'news', startAt: null, endAt: null, createdAt }) as Post;

describe("the 'All' tab's reading order", () => {
  it('puts upcoming events by date first, then news newest first, and past events apart, latest first', () => {
    const { current, past } = readingOrder(
      [
        event('last-year', '2025-11-20T18:00:00.000Z'),
        news('old-news', '2026-10-01T09:00:00.000Z'),
        event('next-month', '2026-12-20T18:00:00.000Z'),
        event('last-week', '2026-11-19T18:00:00.000Z'),
        news('fresh-news', '2026-11-25T09:00:00.000Z'),
        event('tonight', '2026-11-26T19:00:00.000Z'),
        event('this-morning', '2026-11-26T09:00:00.000Z'),
      ],
      now,
    );
    expect(current.map((p) => p.id)).toEqual([
      'this-morning',
      'tonight',
      'next-month',
      'fresh-news',
      'old-news',
    ]);
    expect(past.map((p) => p.id)).toEqual(['last-week', 'last-year']);
  });
});
