import { Client } from 'pg';
import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, startCatalog } from './catalog-test-app';

// The public business reads as the gateway's micro-cache keeps them: one ETag for the same bytes
// on every replica (a 304 from either), gzip when asked, and every answer built from the
// database as it is now (the service keeps nothing of its own).
describe('svc-catalog public list answers (two replicas, one database)', () => {
  let first: ServiceUnderTest;
  let second: ServiceUnderTest;

  beforeAll(async () => {
    first = await startCatalog();
    second = await startCatalog({}, first);
    await request(first.server)
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send(adminBusiness({ name: 'Cache Bakery', category: 'dining' }))
      .expect(201);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const names = async (svc: ServiceUnderTest, query = '') =>
    (await request(svc.server).get(`/api/businesses${query}`).expect(200)).body.map(
      (b: { name: string }) => b.name,
    );
  const dining = async (svc: ServiceUnderTest) =>
    (await request(svc.server).get('/api/businesses/categories').expect(200)).body.find(
      (c: { category: string }) => c.category === 'dining',
    ).count;

  it('answers JSON with an ETag both replicas agree on, and 304 to it on either', async () => {
    const a = await request(first.server).get('/api/businesses').expect(200);
    const b = await request(second.server).get('/api/businesses').expect(200);
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(a.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.text).toBe(a.text);
    await request(second.server).get('/api/businesses').set('If-None-Match', a.headers.etag).expect(304);
    const categories = await request(first.server).get('/api/businesses/categories').expect(200);
    expect(categories.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(categories.headers['cache-control']).toBe('no-cache');
  });

  it('answers concurrent reads after a write with the write, all alike', async () => {
    for (const name of ['Cache Salon', 'Cache Barber', 'Cache Nails'])
      await request(first.server)
        .post('/api/businesses')
        .set('Authorization', adminAuth())
        .send(adminBusiness({ name, category: 'beauty' }))
        .expect(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(i % 2 ? first.server : second.server).get('/api/businesses?category=beauty'),
      ),
    );
    for (const res of answers)
      expect(res.body.map((b: { name: string }) => b.name)).toEqual([
        'Cache Barber',
        'Cache Nails',
        'Cache Salon',
      ]);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
  });

  it('sends a list gzipped to a client that accepts gzip, plain to others, under one ETag', async () => {
    const plain = await request(first.server).get('/api/businesses').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(first.server).get('/api/businesses').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    // supertest unzips: the same JSON either way.
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('sends it brotli-compressed to a client that accepts br (the gateway asks for br for such clients)', async () => {
    const plain = await request(first.server).get('/api/businesses').set('Accept-Encoding', 'identity');
    const res = await request(first.server).get('/api/businesses').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    // supertest decodes brotli too: the same JSON.
    expect(res.text).toBe(plain.text);
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it("shows a write made through one replica on the other's next read", async () => {
    expect(await names(first)).toContain('Cache Bakery');
    expect(await names(first, '?category=dining')).toEqual(['Cache Bakery']);
    const before = await dining(first);
    const etag = (await request(first.server).get('/api/businesses')).headers.etag;

    await request(second.server)
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send(adminBusiness({ name: 'Cache Deli', category: 'dining' }))
      .expect(201);

    expect(await names(first)).toContain('Cache Deli');
    expect(await names(first, '?category=dining')).toEqual(['Cache Bakery', 'Cache Deli']);
    expect(await dining(first)).toBe(before + 1);
    // The old ETag no longer matches: a full answer, not a 304.
    await request(first.server).get('/api/businesses').set('If-None-Match', etag).expect(200);
  });

  it('shows a change made straight in the database (no service involved) on the next read', async () => {
    expect(await names(second, '?category=dining')).toContain('Cache Deli');
    const db = new Client({ connectionString: first.db.url });
    await db.connect();
    try {
      await db.query(
        `UPDATE "catalog"."business" SET "name" = 'Cache Delicatessen' WHERE "name" = 'Cache Deli'`,
      );
    } finally {
      await db.end();
    }
    expect(await names(second, '?category=dining')).toEqual(['Cache Bakery', 'Cache Delicatessen']);
    expect(await names(first, '?category=dining')).toEqual(['Cache Bakery', 'Cache Delicatessen']);
  });

  it('keeps answers per query: filters and pages are never mixed up', async () => {
    const all = await names(first);
    const page = await names(first, '?limit=1&offset=1');
    expect(page).toEqual(all.slice(1, 2));
    expect(await names(first, '?category=health')).toEqual([]);
    // A free-text search has its ETag too.
    const search = await request(first.server).get('/api/businesses?q=bakery').expect(200);
    expect(search.body.map((b: { name: string }) => b.name)).toEqual(['Cache Bakery']);
    await request(second.server)
      .get('/api/businesses?q=bakery')
      .set('If-None-Match', search.headers.etag)
      .expect(304);
  });
});
