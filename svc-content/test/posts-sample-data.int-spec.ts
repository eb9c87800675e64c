import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startContent } from './communities-test-app';

const SHELL_PUBLIC = join(__dirname, '../../shell/public');
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).format(
    date,
  );

describe('svc-content sample posts', () => {
  let svc: ServiceUnderTest;
  let all: Post[];
  const seededAt = new Date();
  beforeAll(async () => {
    svc = await startContent({ SEED_SAMPLE_DATA: 'true' });
    all = (await request(svc.server).get('/api/posts/all').set('Authorization', adminAuth()).expect(200))
      .body;
  });
  afterAll(() => svc.close());

  it('seeds events this month and next, past, ongoing and coming, online and at venues across the UK', () => {
    const events = all.filter((p) => p.type === 'event' && p.isApproved === 1);
    const now = Date.now();
    const thisMonth = monthOf(seededAt);
    const next = new Date(seededAt);
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const months = new Set(events.map((e) => monthOf(new Date(e.startAt!))));
    expect(months.has(thisMonth)).toBe(true);
    expect(months.has(monthOf(next))).toBe(true);

    const ends = (e: Post) => Date.parse(e.endAt ?? e.startAt!);
    expect(events.some((e) => ends(e) < now)).toBe(true);
    expect(events.some((e) => Date.parse(e.startAt!) <= now && ends(e) >= now)).toBe(true);
    expect(events.some((e) => Date.parse(e.startAt!) > now)).toBe(true);

    const online = events.filter((e) => e.isOnline);
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((e) => e.locationName === null && e.address === null)).toBe(true);
    const venues = events.filter((e) => !e.isOnline);
    expect(venues.every((e) => e.locationName && e.address)).toBe(true);
    expect(venues.some((e) => e.address!.includes('London'))).toBe(true);
    expect(venues.some((e) => !e.address!.includes('London'))).toBe(true);
    expect(events.every((e) => e.endAt === null || Date.parse(e.endAt) >= Date.parse(e.startAt!))).toBe(true);
  });

  it('seeds approved and pending news and events whose images the shell serves', () => {
    expect(all.filter((p) => p.type === 'news' && p.isApproved === 1).length).toBeGreaterThanOrEqual(3);
    expect(all.some((p) => p.type === 'news' && p.isApproved === 0)).toBe(true);
    expect(all.some((p) => p.type === 'event' && p.isApproved === 0)).toBe(true);
    for (const post of all.filter((p) => p.image)) {
      expect(post.image).toMatch(/^\/images\/posts\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(SHELL_PUBLIC, post.image!))).toBe(true);
    }
  });

  it('seeds titles and texts in English and Ukrainian, some in one language only', async () => {
    const bothTitles = all.filter((p) => p.titleI18n.en && p.titleI18n.uk);
    expect(bothTitles.length).toBeGreaterThanOrEqual(12);
    expect(all.some((p) => p.isApproved === 1 && p.titleI18n.en && !p.titleI18n.uk)).toBe(true);
    expect(all.some((p) => p.isApproved === 1 && !p.titleI18n.en && p.titleI18n.uk)).toBe(true);
    const inUk: Post[] = (await request(svc.server).get('/api/posts?lang=uk').expect(200)).body;
    expect(inUk.map((p) => p.title)).toContain('Вечір колядок');
    const found: Post[] = (
      await request(svc.server)
        .get(`/api/posts?q=${encodeURIComponent('пекарня')}&lang=uk`)
        .expect(200)
    ).body;
    expect(found.map((p) => p.title)).toEqual(['У Волтемстоу відкрилася українська пекарня']);
  });

  it('seeds a weekly Saturday school and a monthly choir practice, run by their communities', async () => {
    const inUk: Post[] = (await request(svc.server).get('/api/posts?type=event&lang=uk').expect(200)).body;
    const school = inUk.find((p) => p.recurrence?.frequency === 'weekly')!;
    expect(school.title).toBe('Суботня школа: українська мова й культура');
    expect(school.community?.name).toBe('Суботня школа «Соняшник»');
    const london = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso));
    // Every date a Saturday at 10:00 UK time, past ones and coming ones.
    expect(new Set(school.occurrences!.map((o) => london(o.startAt)))).toEqual(new Set(['Saturday 10:00']));
    expect(school.occurrences!.some((o) => Date.parse(o.startAt) < seededAt.getTime())).toBe(true);
    expect(school.occurrences!.some((o) => Date.parse(o.startAt) > seededAt.getTime())).toBe(true);

    const choir = inUk.find((p) => p.recurrence?.frequency === 'monthly-weekday')!;
    expect(choir.titleI18n).toEqual({
      en: 'Dzvin choir: full practice',
      uk: 'Хор «Дзвін»: загальна репетиція',
    });
    expect(choir.community?.name).toBe('Український хор «Дзвін», Лондон');
    expect(choir.recurrence).toMatchObject({ weekday: 4, weekOfMonth: 1, count: 12 });
    for (const o of choir.occurrences!) {
      expect(london(o.startAt)).toBe('Thursday 19:00');
      expect(
        Number(
          new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric' }).format(
            new Date(o.startAt),
          ),
        ),
      ).toBeLessThanOrEqual(7);
    }
  });

  it('hides the pending samples from visitors', async () => {
    const visible: Post[] = (await request(svc.server).get('/api/posts').expect(200)).body;
    expect(visible.length).toBe(all.filter((p) => p.isApproved === 1).length);
    expect(visible.every((p) => p.isApproved === 1)).toBe(true);
  });

  it('does not seed twice', async () => {
    const { PostSampleSeeder } = await import('../src/sample-data/post-sample.seeder');
    expect(await svc.app.get(PostSampleSeeder).seedIfEmpty()).toBe(0);
  });
});
