import request from 'supertest';
import { JSDOM } from 'jsdom';
import { SERVED_CARDS, SERVED_LIST_ATTR } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';

// Issue 29, point 2: the first cards of /communities as the page's HTML serves them: the app's
// first page's first communities in its order, approved only, every text escaped.
describe('svc-content first community cards', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const submit = async (overrides: Record<string, unknown>) =>
    (await http().post('/api/communities/public').send(publicCommunity(overrides)).expect(201)).body as {
      id: string;
    };

  beforeAll(async () => {
    svc = await startContent();
    for (let index = 0; index < 8; index++) {
      const created = await submit({
        name: `Choir ${index} <b>"x"</b>`,
        nameUk: `Хор ${index}`,
        links: [
          'https://example.org/a',
          'https://example.org/b',
          'https://example.org/c',
          'https://example.org/d',
        ],
      });
      await http().post(`/api/communities/${created.id}/approve`).set(admin()).expect(200);
    }
    await submit({ name: 'Pending <i>group</i>' });
  });
  afterAll(() => svc.close());

  it('serves the first page’s first cards in the list’s order, approved only and escaped', async () => {
    const page = await http().get('/api/communities?limit=24&offset=0&lang=en').expect(200);
    const res = await http().get('/api/communities/first-cards?lang=en').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    const list = new JSDOM(res.text).window.document.querySelector(`[${SERVED_LIST_ATTR}]`)!;
    expect(list.getAttribute(SERVED_LIST_ATTR)).toBe('communities?lang=en');
    expect(Array.from(list.children, (li) => li.getAttribute('data-key'))).toEqual(
      (page.body as { id: string }[]).slice(0, SERVED_CARDS).map((c) => c.id),
    );
    expect(list.querySelector('h3')?.textContent).toMatch(/^Choir \d <b>"x"<\/b>$/);
    expect(list.querySelector('[data-testid="more-links"]')?.textContent).toBe('+1 more');
    expect(res.text).not.toContain('<b>');
    expect(res.text).not.toContain('Pending');
  });

  it('speaks Ukrainian', async () => {
    const res = await http().get('/api/communities/first-cards?lang=uk').expect(200);
    const doc = new JSDOM(res.text).window.document;
    expect(doc.querySelector(`[${SERVED_LIST_ATTR}]`)?.getAttribute(SERVED_LIST_ATTR)).toBe(
      'communities?lang=uk',
    );
    expect(doc.querySelector('h3')?.textContent).toMatch(/^Хор \d$/);
    expect(doc.querySelector('button')?.textContent).toBe('Детальніше');
  });
});
