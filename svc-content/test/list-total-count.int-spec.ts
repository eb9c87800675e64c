import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { inDays, publicEvent, publicNews } from './posts-fixtures';

// Issue 29, point 3: GET /api/communities and GET /api/posts answer a page at a time when asked
// (limit, offset), and every answer says in X-Total-Count how many rows its filters and search
// match on all pages, as GET /api/businesses does.
describe('svc-content paged lists and X-Total-Count', () => {
  let svc: ServiceUnderTest;
  let choirId = '';
  const http = () => request(svc.server);
  const admin = { Authorization: adminAuth() };
  const get = (url: string) => http().get(url).expect(200);
  const total = (res: request.Response) => res.headers['x-total-count'];
  const ids = (res: request.Response) => (res.body as { id: string }[]).map((row) => row.id);
  const approved = async (path: string, body: Record<string, unknown>): Promise<string> => {
    const created = (await http().post(`${path}/public`).send(body).expect(201)).body as { id: string };
    await http().post(`${path}/${created.id}/approve`).set(admin).expect(200);
    return created.id;
  };

  beforeAll(async () => {
    svc = await startContent();
    for (let i = 0; i < 6; i++) {
      const id = await approved(
        '/api/communities',
        publicCommunity({
          name: `Kyiv Choir ${i}`,
          description: `We sing Ukrainian songs together every week${i < 3 ? ' near Camden Town' : ''}.`,
        }),
      );
      if (i === 0) choirId = id;
    }
    for (let i = 0; i < 4; i++)
      await approved(
        '/api/communities',
        publicCommunity({
          name: `Lviv Book Club ${i}`,
          description: 'Monthly readings in Leeds and Bradford.',
        }),
      );
    // Events sharing a start and news sharing nothing but their type: the order's tie-breakers.
    for (let i = 0; i < 7; i++)
      await approved(
        '/api/posts',
        publicEvent({
          title: `Embroidery evening ${i}`,
          startAt: inDays(7, 18),
          endAt: inDays(7, 20),
          organizerId: i < 4 ? choirId : null,
          ...(i >= 4 ? { locationName: 'Camden Centre', address: 'Euston Road, London' } : {}),
        }),
      );
    for (let i = 0; i < 5; i++)
      await approved('/api/posts', publicNews({ title: `Ukrainian shelf opens in library ${i}` }));
    // Pending rows are never listed nor counted.
    await http()
      .post('/api/communities/public')
      .send(publicCommunity({ name: 'Kyiv Choir Pending' }))
      .expect(201);
    await http()
      .post('/api/posts/public')
      .send(publicEvent({ title: 'Embroidery evening pending' }))
      .expect(201);
  });
  afterAll(() => svc?.close());

  const lists = (): [string, string][] => [
    ['communities', '/api/communities'],
    ['communities in Ukrainian', '/api/communities?lang=uk'],
    ['communities at a place', '/api/communities?location=camden'],
    ['communities searched', '/api/communities?q=choir'],
    ['communities searched at a place', '/api/communities?q=choir&location=camden'],
    ['communities searched with a typo', '/api/communities?q=chiors'],
    ['communities searched for nothing', '/api/communities?q=zzqxw'],
    ['posts', '/api/posts'],
    ['events', '/api/posts?type=event'],
    ['news', '/api/posts?type=news'],
    ["a community's posts", `/api/posts?community=${choirId}`],
    ['posts at a place', '/api/posts?location=camden'],
    ['posts searched', '/api/posts?q=embroidery'],
    ['events searched at a place', '/api/posts?type=event&q=embroidery&location=camden'],
    ['posts searched for nothing', '/api/posts?q=zzqxw'],
  ];

  it('counts the whole array when no page is asked for, and every page says the same count', async () => {
    for (const [name, url] of lists()) {
      const full = await get(url);
      expect([name, total(full)]).toEqual([name, String(full.body.length)]);
      const join = url.includes('?') ? '&' : '?';
      for (const page of ['limit=2', 'limit=2&offset=2', 'limit=5&offset=100', 'offset=3', 'limit=500']) {
        const res = await get(`${url}${join}${page}`);
        expect([name, page, total(res)]).toEqual([name, page, String(full.body.length)]);
      }
      const limited = await get(`${url}${join}limit=2&offset=1`);
      expect([name, limited.body]).toEqual([name, full.body.slice(1, 3)]);
      const rest = await get(`${url}${join}offset=3`);
      expect([name, rest.body]).toEqual([name, full.body.slice(3)]);
    }
  });

  it('answers pages that, concatenated, are the full array: none overlaps or skips', async () => {
    for (const [name, url] of lists()) {
      const full = await get(url);
      const join = url.includes('?') ? '&' : '?';
      const paged: string[] = [];
      for (let offset = 0; offset < full.body.length + 3; offset += 3)
        paged.push(...ids(await get(`${url}${join}limit=3&offset=${offset}`)));
      expect([name, paged]).toEqual([name, ids(full)]);
    }
  });

  it('counts what the filters and the search match', async () => {
    const count = async (url: string) => Number(total(await get(url)));
    expect(await count('/api/communities?limit=1')).toBe(10);
    expect(await count('/api/communities?location=camden&limit=1')).toBe(3);
    expect(await count('/api/communities?q=kyiv&limit=1&offset=1')).toBe(6);
    expect(await count('/api/communities?q=zzqxw&limit=1')).toBe(0);
    expect(await count('/api/posts?limit=1')).toBe(12);
    expect(await count('/api/posts?type=event&limit=1')).toBe(7);
    expect(await count('/api/posts?type=news&limit=1&offset=2')).toBe(5);
    expect(await count(`/api/posts?community=${choirId}&limit=1`)).toBe(4);
    expect(await count('/api/posts?location=camden&limit=1')).toBe(3);
    expect(await count('/api/posts?q=embroidery&limit=2')).toBe(7);
    expect(await count('/api/posts?q=shelf&type=event&limit=2')).toBe(0);
  });

  it('answers the first page of a search that found nothing with its suggestion, as the full list does', async () => {
    const full = await get('/api/posts?q=embroydery');
    const first = await get('/api/posts?q=embroydery&limit=2');
    expect(first.headers['x-did-you-mean']).toBe(full.headers['x-did-you-mean']);
    expect(total(first)).toBe(String(full.body.length));
  });

  it.each([
    ['limit', 'limit=0'],
    ['limit', 'limit=501'],
    ['limit', 'limit=ten'],
    ['limit', 'limit=2.5'],
    ['offset', 'offset=-1'],
    ['offset', 'offset=abc'],
  ])('refuses a bad %s (%s) in the error shape', async (path, query) => {
    for (const url of ['/api/communities', '/api/posts']) {
      const res = await http().get(`${url}?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, details: [expect.objectContaining({ path })] });
      expect(res.headers['x-total-count']).toBeUndefined();
    }
  });

  it('documents limit, offset and X-Total-Count in OpenAPI', async () => {
    const doc = (await get('/api/docs/content-json')).body as {
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    };
    for (const path of ['/api/communities', '/api/posts']) {
      const { parameters, responses } = doc.paths[path].get;
      expect(parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset']));
      expect(responses['200']).toMatchObject({
        headers: { 'X-Total-Count': { schema: { type: 'integer', minimum: 0 } } },
      });
    }
  });

  it('changes the ETag when only the count changes', async () => {
    const url = '/api/communities?q=lviv&limit=1';
    const before = await get(url);
    await approved('/api/communities', publicCommunity({ name: 'Lviv Book Club Zz' }));
    const after = await get(url);
    expect(after.body).toEqual(before.body);
    expect(Number(total(after))).toBe(Number(total(before)) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await http().get(url).set('If-None-Match', String(after.headers.etag)).expect(304);
  });
});
