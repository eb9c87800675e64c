import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

// Issue 29: every answer of GET /api/businesses says in X-Total-Count how many approved businesses
// its filters and search match on all pages, so a paged list shows 'N found' from the server.
describe('svc-catalog X-Total-Count on GET /api/businesses', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const get = (query: string) => http().get(`/api/businesses${query}`).expect(200);
  const total = (res: request.Response) => res.headers['x-total-count'];

  beforeAll(async () => {
    svc = await startCatalog();
    const businesses = [
      ...Array.from({ length: 7 }, (_, i) =>
        adminBusiness({ name: `Kyiv Bakery ${i}`, category: 'dining', address: `${i} Camden Road, London` }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        adminBusiness({
          name: `Lviv Salon ${i}`,
          category: 'beauty',
          address: `${i} Mare Street, Hackney`,
          description: 'Hair and nails, with pampushky on Fridays.',
          isPremium: i % 2,
        }),
      ),
      adminBusiness({ name: 'Always Open Deli', category: 'shop', openingHours: '24/7' }),
    ];
    for (const body of businesses)
      await http().post('/api/businesses').set('Authorization', adminAuth()).send(body).expect(201);
    // Pending ones are never counted.
    await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Kyiv Bakery Pending' }))
      .expect(201);
  });
  afterAll(() => svc?.close());

  it.each([
    ['the plain list', ''],
    ['a category', '?category=beauty'],
    ['a location', '?location=camden'],
    ['a search', '?q=kyiv'],
    ['a misspelt search', '?q=bakry'],
    ['a search in a category', '?q=salon&category=beauty'],
    ['open now', '?openNow=true'],
    ['a search that finds nothing', '?q=zzqxw'],
  ])('equals the length of the full array for %s, on every page', async (_, query) => {
    const full = await get(query);
    expect(total(full)).toBe(String(full.body.length));
    const join = query ? '&' : '?';
    for (const page of ['limit=2', 'limit=2&offset=2', 'limit=5&offset=100', 'offset=3']) {
      const res = await get(`${query}${join}${page}`);
      expect([page, total(res)]).toEqual([page, String(full.body.length)]);
    }
    const limited = await get(`${query}${join}limit=2&offset=1`);
    expect(limited.body).toEqual(full.body.slice(1, 3));
  });

  it('counts what the filters match', async () => {
    expect(total(await get(''))).toBe('13');
    expect(total(await get('?category=beauty&limit=1'))).toBe('5');
    expect(total(await get('?q=kyiv&limit=1'))).toBe('7');
    expect(total(await get('?q=bakry&limit=1'))).toBe('7');
    expect(total(await get('?q=pampushky&limit=1&offset=1'))).toBe('5');
    expect(total(await get('?openNow=true&limit=1'))).toBe('1');
    expect(total(await get('?q=zzqxw&limit=1'))).toBe('0');
  });

  it('changes the ETag when only the count changes', async () => {
    const before = await get('?limit=1&category=dining');
    await http()
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send(adminBusiness({ name: 'Zz Last Dining', category: 'dining' }))
      .expect(201);
    const after = await get('?limit=1&category=dining');
    expect(after.body).toEqual(before.body);
    expect(Number(total(after))).toBe(Number(total(before)) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
