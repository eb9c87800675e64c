import request from 'supertest';
import { JSDOM } from 'jsdom';
import { type Post, readingOrder, SERVED_CARDS, SERVED_LIST_ATTR } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startContent } from './communities-test-app';
import { inDays, publicEvent, publicNews } from './posts-fixtures';

// Issue 29, point 2: the first cards of /news-events as the page's HTML serves them: the first
// items of its 'All' tab (every approved event and the news' first page, in the tab's reading
// order: upcoming events by date, then news newest first; past events last), approved only,
// every text escaped.
describe('svc-content first post cards', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const publish = async (body: Record<string, unknown>) => {
    const created = (await http().post('/api/posts/public').send(body).expect(201)).body as { id: string };
    await http().post(`/api/posts/${created.id}/approve`).set(admin()).expect(200);
    return created.id;
  };

  beforeAll(async () => {
    svc = await startContent();
    // Events submitted out of their order, one over already; news enough to fill the rest.
    for (const days of [20, 3, 9])
      await publish(
        publicEvent({
          title: `Event in ${days} days <b>"x"</b>`,
          titleUk: `Подія через ${days} днів`,
          startAt: inDays(days, 18),
          endAt: inDays(days, 20),
        }),
      );
    const over = await publish(
      publicEvent({ title: 'Over already', startAt: inDays(2), endAt: inDays(2, 20) }),
    );
    await http()
      .patch(`/api/posts/${over}`)
      .set(admin())
      .send({ startAt: inDays(-3, 18), endAt: inDays(-3, 20) })
      .expect(200);
    for (let index = 0; index < 5; index++)
      await publish(publicNews({ title: `News ${index}`, titleUk: `Новина ${index}` }));
    await http()
      .post('/api/posts/public')
      .send(publicNews({ title: 'Pending <i>news</i>' }))
      .expect(201);
  });
  afterAll(() => svc.close());

  const servedList = (html: string) =>
    new JSDOM(html).window.document.querySelector(`[${SERVED_LIST_ATTR}]`)!;

  it('serves the All tab’s first items in its reading order, approved only and escaped', async () => {
    const events = (await http().get('/api/posts?type=event&lang=en').expect(200)).body as Post[];
    const news = (await http().get('/api/posts?type=news&limit=24&offset=0&lang=en').expect(200))
      .body as Post[];
    const res = await http().get('/api/posts/first-cards?lang=en').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toContain('no-cache');
    const list = servedList(res.text);
    expect(list.getAttribute(SERVED_LIST_ATTR)).toBe('posts?lang=en');
    const expected = [...readingOrder(events, new Date()).current, ...news].slice(0, SERVED_CARDS);
    expect(Array.from(list.children, (li) => li.getAttribute('data-key'))).toEqual(expected.map((p) => p.id));
    expect(Array.from(list.querySelectorAll('h3'), (h3) => h3.textContent).slice(0, 3)).toEqual([
      'Event in 3 days <b>"x"</b>',
      'Event in 9 days <b>"x"</b>',
      'Event in 20 days <b>"x"</b>',
    ]);
    expect(list.children).toHaveLength(SERVED_CARDS);
    // The first picture loads first; the event's status (the visitor's clock) is the app's to draw.
    expect(list.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(list.querySelector('[data-testid="event-status"]')).toBeNull();
    expect(res.text).not.toContain('<b>');
    expect(res.text).not.toContain('Over already');
    expect(res.text).not.toContain('Pending');
  });

  it('speaks Ukrainian, with the dates in UK time', async () => {
    const res = await http().get('/api/posts/first-cards?lang=uk').expect(200);
    const list = servedList(res.text);
    expect(list.getAttribute(SERVED_LIST_ATTR)).toBe('posts?lang=uk');
    expect(list.querySelector('h3')?.textContent).toBe('Подія через 3 днів');
    expect(list.querySelector('.byp-badge')?.textContent).toBe('Подія');
    expect(list.querySelector('time')?.textContent).toMatch(/^\d{1,2} [а-яі]+ \d{4} р\. о \d{2}:\d{2}$/);
  });
});
