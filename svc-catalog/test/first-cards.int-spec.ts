import request from 'supertest';
import { JSDOM } from 'jsdom';
import { SERVED_CARDS, SERVED_LIST_ATTR } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

// Issue 29, point 2: the first cards of / and /?category=… as the page's HTML serves them. The same
// businesses in the same order as the app's first page, approved only, every text escaped.
describe('svc-catalog first cards', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const served = (html: string) => {
    const list = new JSDOM(html).window.document.querySelector(`[${SERVED_LIST_ATTR}]`);
    return {
      key: list?.getAttribute(SERVED_LIST_ATTR),
      ids: Array.from(list?.children ?? [], (li) => li.getAttribute('data-key')),
      names: Array.from(list?.querySelectorAll('h3') ?? [], (h3) => h3.textContent),
    };
  };

  beforeAll(async () => {
    svc = await startCatalog();
    for (let index = 0; index < 8; index++)
      await http()
        .post('/api/businesses')
        .set(admin())
        .send(
          adminBusiness({
            name: `Card ${index} <b>"x"</b>`,
            nameUk: `Картка ${index}`,
            category: index % 2 ? 'shop' : 'dining',
          }),
        )
        .expect(201);
    await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Pending <i>cafe</i>' }))
      .expect(201);
  });
  afterAll(() => svc.close());

  it('serves the first page’s first cards, in the list’s order, approved only and escaped', async () => {
    const page = await http().get(`/api/businesses?limit=24&offset=0&lang=en`).expect(200);
    const res = await http().get('/api/businesses/first-cards?lang=en').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    const cards = served(res.text);
    expect(cards.key).toBe('businesses?lang=en');
    expect(cards.ids).toEqual((page.body as { id: string }[]).slice(0, SERVED_CARDS).map((b) => b.id));
    expect(cards.names.every((name) => /^Card \d <b>"x"<\/b>$/.test(name ?? ''))).toBe(true);
    expect(res.text).not.toContain('<b>');
    expect(res.text).not.toContain('Pending');
    await http()
      .get('/api/businesses/first-cards?lang=en')
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });

  it('in Ukrainian, and for a category', async () => {
    const res = await http().get('/api/businesses/first-cards?lang=uk&category=shop').expect(200);
    const cards = served(res.text);
    expect(cards.key).toBe('businesses?category=shop&lang=uk');
    expect(cards.names).toEqual(['Картка 1', 'Картка 3', 'Картка 5', 'Картка 7']);
    expect(res.text).toContain('Магазини');
    expect(res.text).toContain('Детальніше');
  });

  it('is empty for a category with no business, and refuses other queries', async () => {
    const res = await http().get('/api/businesses/first-cards?lang=en&category=art').expect(200);
    expect(res.text).toBe('');
    await http().get('/api/businesses/first-cards?category=nope').expect(400);
    await http().get('/api/businesses/first-cards?q=borscht').expect(400);
  });
});
