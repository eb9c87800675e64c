import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, startCatalog } from './catalog-test-app';

/**
 * Issue 12: 10,000 CSV rows (~3 MB of JSON) import in one request. Only the bulk route takes
 * bodies that large; every other route keeps the 2 MB limit.
 */
describe('svc-catalog admin bulk import body limit', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  const HEADER =
    'name,description,category,address,phone,email,instagram,tiktok,heroimage,galleryimages,isverified,ispremium';
  const row = (i: number) =>
    [
      `Bulk Shop ${i}`,
      `"Embroidered shirts, rushnyky and gifts from Lviv and Poltava, shop number ${i}, open six days a week"`,
      ['shop', 'dining', 'Business Services'][i % 3],
      `"${i} Long Acre, Covent Garden, London WC2E 9LH"`,
      `+44 20 7946 ${String(i % 10_000).padStart(4, '0')}`,
      `owner${i}@shop.example.co.uk`,
      '@bulkshop',
      '',
      `https://images.example/shops/${i}/hero-image-large.jpg`,
      `https://images.example/shops/${i}/1.jpg;https://images.example/shops/${i}/2.jpg`,
      i % 2 ? 'true' : '0',
      '0',
    ].join(',');

  it('takes 10,000 rows (more than 2 MB) in one request and lists them', async () => {
    const csv = [HEADER, ...Array.from({ length: 10_000 }, (_, i) => row(i + 1))].join('\n');
    const body = JSON.stringify({ csv });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * 1024 * 1024);

    const res = await http()
      .post('/api/businesses/bulk')
      .set(admin())
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(200);
    expect(res.body.failed).toEqual([]);
    expect(res.body.created).toHaveLength(10_000);
    expect(res.body.created[9_999]).toMatchObject({ row: 10_001, name: 'Bulk Shop 10000' });

    const page = await http()
      .get('/api/businesses/all?page=1&pageSize=5&q=Bulk%20Shop%2010000')
      .set(admin())
      .expect(200);
    expect(page.body.items.map((b: { name: string }) => b.name)).toEqual(['Bulk Shop 10000']);
    expect(page.body.items[0]).toMatchObject({ category: 'dining', isApproved: 1, isVerified: 0 });
  }, 120_000);

  it('keeps the 2 MB limit on every other route', async () => {
    const tooBig = adminBusiness({ description: 'x'.repeat(2.5 * 1024 * 1024) });
    const res = await http().post('/api/businesses').set(admin()).send(tooBig).expect(413);
    expect(res.body).toEqual({ statusCode: 413, error: expect.any(String) });
    // The large limit is for the exact path only, not another spelling or a neighbour.
    await http().post('/api/businesses/public').send(tooBig).expect(413);
  });

  it('still refuses a bulk body beyond its own limit, with the error shape', async () => {
    const res = await http()
      .post('/api/businesses/bulk')
      .set(admin())
      .send({ csv: `${HEADER}\n${'y'.repeat(17 * 1024 * 1024)}` })
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, error: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  }, 30_000);
});
