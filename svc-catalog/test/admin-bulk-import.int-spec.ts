import { Client } from 'pg';
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
    // Only the import's own merge empties the GIN pending lists below, not autovacuum.
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    await db.query('ALTER TABLE catalog.business SET (autovacuum_enabled = false)').finally(() => db.end());
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

    // The search's GIN indexes merge the import's pending rows right after it (in the background):
    // a search then reads merged indexes, not 10,000 rows of pending list.
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    try {
      await db.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
      const pending = async () =>
        (
          await db.query(
            `SELECT c.relname AS index, (pgstatginindex(i.indexrelid)).pending_tuples::int AS pending
               FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
              WHERE i.indrelid = 'catalog.business'::regclass AND a.amname = 'gin' ORDER BY 1`,
          )
        ).rows as { index: string; pending: number }[];
      let indexes = await pending();
      // Asked again until merged; the deadline is a ceiling for a merge that never comes.
      for (
        const deadline = Date.now() + 60_000;
        indexes.some((row) => row.pending > 0) && Date.now() < deadline;
      )
        indexes = await new Promise((resolve) => setTimeout(resolve, 100)).then(pending);
      expect(indexes.filter((row) => row.pending > 0)).toEqual([]);
      expect(indexes.map((row) => row.index)).toEqual(
        expect.arrayContaining(['business_search_place_trgm_idx', 'business_search_words_idx']),
      );
    } finally {
      await db.end();
    }
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
