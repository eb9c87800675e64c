import request from 'supertest';
import { stringify } from 'csv-stringify/sync';
import { BUSINESS_CSV_COLUMNS } from '@byp/contracts';
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
    ['a search naming a category', '?q=barber'],
    ['a search naming the category it is in', '?q=barber&category=beauty'],
    ['a name prefix', '?q=lviv'],
    ['a search with a location', '?q=bakery&location=camden'],
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

// Counting stops at 1,000 (TOTAL_COUNT_CAP): a list that matches more says 'at least 1,000'
// (X-Total-At-Least) instead of counting every match; a short page still tells its exact total.
describe('svc-catalog totals past 1,000 on GET /api/businesses', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const get = (query: string) => http().get(`/api/businesses${query}`).expect(200);
  const totals = (res: request.Response) => ({
    exact: res.headers['x-total-count'],
    atLeast: res.headers['x-total-at-least'],
  });
  const BAKERIES = 1003;

  beforeAll(async () => {
    svc = await startCatalog();
    const records = [
      ...Array.from({ length: BAKERIES }, (_, i) => ({
        name: `Poltava Bakery ${i}`,
        description: 'Bread, pampushky and cakes to order.',
        category: 'dining',
        address: `${i} Mare Street, Hackney`,
      })),
      { name: 'Lviv Salon', description: 'Hair and nails.', category: 'beauty', address: '1 Camden Road' },
    ];
    const res = await http()
      .post('/api/businesses/bulk')
      .set('Authorization', adminAuth())
      .send({ csv: stringify(records, { header: true, columns: [...BUSINESS_CSV_COLUMNS] }) })
      .expect(200);
    expect(res.body.failed).toEqual([]);
  });
  afterAll(() => svc?.close());

  it.each([
    ['the plain list', '?limit=24'],
    ['a category', '?category=dining&limit=24&offset=24'],
    ['a search', '?q=bakery&limit=24'],
    ['a search in the other script', '?q=%D0%BF%D0%BE%D0%BB%D1%82%D0%B0%D0%B2%D0%B0&limit=24'],
    ['a misspelt search', '?q=bakry&limit=24'],
    ['a search naming a category', '?q=food&limit=24'],
    ['a search naming a category, in it', '?q=food&category=dining&limit=24&offset=24'],
    ['a location', '?location=hackney&limit=24'],
    ['a search with a location', '?q=bakery&location=hackney&limit=24&offset=24'],
  ])('says at least 1,000 for %s, with no X-Total-Count', async (_, query) => {
    const res = await get(query);
    expect(res.body).toHaveLength(24);
    expect(totals(res)).toEqual({ exact: undefined, atLeast: '1000' });
  });

  it('tells the exact total on the last (short) page, past the cap too, and under the cap', async () => {
    expect(totals(await get('?q=bakery&limit=24&offset=990'))).toEqual({
      exact: String(BAKERIES),
      atLeast: undefined,
    });
    expect(totals(await get('?limit=24&offset=1000'))).toEqual({
      exact: String(BAKERIES + 1),
      atLeast: undefined,
    });
    expect(totals(await get('?q=salon&limit=24'))).toEqual({ exact: '1', atLeast: undefined });
    expect(totals(await get('?category=beauty&limit=1'))).toEqual({ exact: '1', atLeast: undefined });
    // An empty page past the end does not guess: the count answers.
    expect(totals(await get('?q=bakery&limit=24&offset=5000'))).toEqual({
      exact: undefined,
      atLeast: '1000',
    });
  });

  it('keeps the full array whole, its length its total', async () => {
    const res = await get('?q=bakery');
    expect(res.body).toHaveLength(BAKERIES);
    expect(totals(res)).toEqual({ exact: String(BAKERIES), atLeast: undefined });
  });
});
