import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { phoneJpeg, signAdminToken, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

/** Bad input from issue 9's probe: each answers 4xx in the error shape, stores nothing and is never cached. */

const HOUR = 3600_000;
const asClient = (address: string) => ({ 'X-Forwarded-For': address });

async function countRows(svc: ServiceUnderTest, table: string): Promise<number> {
  const db = new Client({ connectionString: svc.db.url });
  await db.connect();
  try {
    return (await db.query(`SELECT count(*)::int AS n FROM "catalog"."${table}"`)).rows[0].n;
  } finally {
    await db.end();
  }
}

function expectErrorShape(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('svc-catalog rate limits on public writes (shared by replicas)', () => {
  let first: ServiceUnderTest;
  let second: ServiceUnderTest;
  let businessId: string;
  let offerId: string;
  const limits = { RATE_LIMIT_PUBLIC_WRITE: '3/600', RATE_LIMIT_CLAIM: '2/600' };

  beforeAll(async () => {
    first = await startCatalog(limits);
    second = await startCatalog(limits, first);
    businessId = (
      await request(first.server)
        .post('/api/businesses')
        .set('Authorization', adminAuth())
        .send(adminBusiness())
    ).body.id;
    offerId = (
      await request(first.server)
        .post('/api/offers')
        .set('Authorization', adminAuth())
        .send({
          businessId,
          title: 'Free borscht',
          description: 'A bowl with any main',
          discountPercentage: 20,
          validUntil: new Date(Date.now() + 48 * HOUR).toISOString(),
        })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts a client across replicas and answers the next write 429 with Retry-After, storing nothing', async () => {
    const client = asClient('203.0.113.10');
    await request(first.server).post('/api/businesses/public').set(client).send(publicBusiness()).expect(201);
    await request(second.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .set(client)
      .send({ userName: 'Olena', rating: 5, comment: 'Lovely' })
      .expect(201);
    await request(first.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .set(client)
      .send({ userName: 'Olena', rating: 4, comment: 'Again' })
      .expect(201);
    const businessesBefore = await countRows(first, 'business');

    const refused = await request(second.server)
      .post('/api/businesses/public')
      .set(client)
      .send(publicBusiness({ name: 'One too many' }));
    expectErrorShape(refused, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await countRows(first, 'business')).toBe(businessesBefore);
    expect(await countRows(first, 'review')).toBe(2);

    // Another visitor is not affected.
    await request(second.server)
      .post('/api/businesses/public')
      .set(asClient('203.0.113.11'))
      .send(publicBusiness({ name: 'Another visitor' }))
      .expect(201);
  });

  it('counts photo uploads as public writes: the one over the limit is a 429 that stores nothing', async () => {
    const client = asClient('203.0.113.30');
    const upload = (server: ServiceUnderTest['server']) =>
      request(server)
        .post(`/api/businesses/photos?draft=${randomUUID()}`)
        .set(client)
        .set('Content-Type', 'image/jpeg')
        .send(phoneJpeg());
    for (const server of [first.server, second.server, first.server]) await upload(server).expect(201);
    const photosBefore = await countRows(first, 'photo');
    const refused = await upload(second.server);
    expectErrorShape(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await countRows(first, 'photo')).toBe(photosBefore);
  });

  it('limits offer claims per client with their own class', async () => {
    const client = asClient('198.51.100.20');
    await request(first.server).post(`/api/offers/${offerId}/claim`).set(client).expect(200);
    await request(second.server).post(`/api/offers/${offerId}/claim`).set(client).expect(200);
    const refused = await request(first.server).post(`/api/offers/${offerId}/claim`).set(client);
    expectErrorShape(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Claims and submissions count separately.
    await request(first.server).post('/api/businesses/public').set(client).send(publicBusiness()).expect(201);
  });

  it('counts concurrent claims of one client exactly: the limit is granted, the rest refused', async () => {
    const client = asClient('198.51.100.21');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(i % 2 ? first.server : second.server)
          .post(`/api/offers/${offerId}/claim`)
          .set(client)
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('leaves reads and admin writes unlimited', async () => {
    const client = asClient('203.0.113.10');
    await request(first.server).get('/api/businesses').set(client).expect(200);
    await request(first.server)
      .post('/api/businesses')
      .set(client)
      .set('Authorization', adminAuth())
      .send(adminBusiness({ name: 'Admin is not limited' }))
      .expect(201);
  });
});

describe('svc-catalog client address', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    // Nobody is a trusted proxy: X-Forwarded-For is whatever the client wants it to be.
    svc = await startCatalog({ TRUSTED_PROXIES: '', RATE_LIMIT_PUBLIC_WRITE: '1/600' });
  });
  afterAll(() => svc?.close());

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    await request(svc.server)
      .post('/api/businesses/public')
      .set(asClient('192.0.2.1'))
      .send(publicBusiness())
      .expect(201);
    const refused = await request(svc.server)
      .post('/api/businesses/public')
      .set(asClient('192.0.2.2'))
      .send(publicBusiness({ name: 'Spoofed address' }));
    expectErrorShape(refused, 429);
  });
});

describe('svc-catalog session check (defence in depth)', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc?.close());

  it('refuses a correctly signed token once its session is logged out, on every admin route', async () => {
    const token = signAdminToken(testKeyPair().privateKey, { sid: 'session-to-revoke' });
    const auth = { Authorization: `Bearer ${token}` };
    await request(svc.server).get('/api/businesses/all').set(auth).expect(200);
    svc.auth.revokeSession('session-to-revoke');
    for (const path of [
      '/api/businesses/all',
      '/api/businesses/export',
      '/api/businesses/reviews/pending',
      '/api/offers/all',
    ]) {
      const res = await request(svc.server).get(path).set(auth);
      expectErrorShape(res, 401);
      expect(JSON.stringify(res.body)).not.toContain('"name"');
    }
    // Other sessions still work.
    await request(svc.server).get('/api/businesses/all').set('Authorization', adminAuth()).expect(200);
  });

  it('answers 503 (fails closed) when svc-auth cannot be asked', async () => {
    const cut = await startCatalog({ AUTH_URL: 'http://127.0.0.1:9' }, svc);
    try {
      expectErrorShape(
        await request(cut.server).get('/api/businesses/all').set('Authorization', adminAuth()),
        503,
      );
      // A bad signature is refused before any round trip.
      expectErrorShape(
        await request(cut.server).get('/api/businesses/all').set('Authorization', 'Bearer not.a.token'),
        401,
      );
    } finally {
      await cut.close();
    }
  });
});

describe('svc-catalog input hardening', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc?.close());

  const submit = (body: unknown) =>
    request(svc.server)
      .post('/api/businesses/public')
      .send(body as object);

  it('refuses a gallery of more than 20 images and a URL over 2,048 characters', async () => {
    const gallery = Array.from({ length: 20_000 }, (_, i) => `https://example.com/${i}.jpg`);
    const tooMany = await submit(publicBusiness({ galleryImages: gallery }));
    expectErrorShape(tooMany, 400);
    expect(tooMany.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'galleryImages', code: 'too_big', max: 20 })]),
    );
    await submit(publicBusiness({ galleryImages: gallery.slice(0, 20) })).expect(201);

    const longUrl = `https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}`;
    expect(longUrl).toHaveLength(2049);
    const tooLong = await submit(publicBusiness({ website: longUrl, heroImage: longUrl }));
    expectErrorShape(tooLong, 400);
    expect(tooLong.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['website', 'heroImage']),
    );
  });

  it('answers deeply nested JSON with 400, not a stack overflow', async () => {
    const depth = 100_000;
    const res = await request(svc.server)
      .post('/api/businesses/public')
      .set('Content-Type', 'application/json')
      .send(`{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expectErrorShape(res, 400);
    expect(res.body.error).toBe('JSON nested too deeply');
    // Brackets inside strings are text, not nesting.
    await submit(publicBusiness({ description: `Brackets ${'['.repeat(100)} are just text here.` })).expect(
      201,
    );
  });

  it('never lets a cache keep an error from a publicly cached route', async () => {
    const missing = await request(svc.server).get('/api/businesses/00000000-0000-4000-8000-000000000000');
    expectErrorShape(missing, 404);
    expectErrorShape(await request(svc.server).get('/api/businesses?limit=-5'), 400);
  });

  it('rejects names that are blank once whitespace and invisible characters are removed', async () => {
    const before = await countRows(svc, 'business');
    for (const name of ['\u200B\u200C\u200D', ' \u00A0\u2003\uFEFF ', '\u2060\u3000']) {
      const res = await submit(publicBusiness({ name }));
      expectErrorShape(res, 400);
      expect(res.body.details).toEqual([{ path: 'name', message: 'Required', code: 'required' }]);
    }
    const admin = await request(svc.server)
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send(adminBusiness({ name: '\u200B \u200B' }));
    expect(admin.body.details).toEqual([
      { path: 'name', message: 'Business name is required', code: 'required' },
    ]);
    const review = await request(svc.server)
      .post(`/api/businesses/${admin.body.id ?? '00000000-0000-4000-8000-000000000000'}/reviews`)
      .send({ userName: '\u200B', rating: 5, comment: 'Fine' });
    expect(review.status).toBe(400);
    expect(await countRows(svc, 'business')).toBe(before);
  });

  it('rejects __proto__, constructor and prototype keys as unknown fields', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const res = await request(svc.server)
        .post('/api/businesses/public')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(publicBusiness()).replace(/^\{/, `{"${key}":{"isApproved":1},`));
      expectErrorShape(res, 400);
      expect(res.body.details).toEqual([{ path: key, message: 'Unknown field', code: 'unrecognized_keys' }]);
    }
  });

  it('answers 415 to form-encoded and other non-JSON bodies', async () => {
    const before = await countRows(svc, 'business');
    const form = await request(svc.server)
      .post('/api/businesses/public')
      .type('form')
      .send(new URLSearchParams(publicBusiness() as Record<string, string>).toString());
    expectErrorShape(form, 415);
    expectErrorShape(
      await request(svc.server)
        .post('/api/businesses/public')
        .set('Content-Type', 'text/plain')
        .send('name=x'),
      415,
    );
    expect(await countRows(svc, 'business')).toBe(before);
  });

  it('exports CSV cells that start like a formula as text', async () => {
    const created = await request(svc.server)
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send(
        adminBusiness({
          name: '=HYPERLINK("http://evil.example","x")',
          description: '+cmd|" /C calc"!A0 is not a description',
          address: '-2+3 Somewhere Road',
          instagram: '@handle',
          tiktok: '@SUM(1+1)',
          latitude: 51.5,
          longitude: -0.1278,
        }),
      )
      .expect(201);
    const csv = (
      await request(svc.server).get('/api/businesses/export').set('Authorization', adminAuth()).expect(200)
    ).text;
    const row = csv.split('\n').find((line) => line.includes('HYPERLINK'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain(`'+cmd|`);
    expect(row).toContain(`'-2+3 Somewhere Road`);
    // A handle is exported as typed; an @ that starts a formula is neutralised.
    expect(row).toContain(`,@handle,'@SUM(1+1),`);
    expect(row).not.toContain(`'@handle`);
    // Coordinates, then the (empty) opening_hours column last.
    expect(row).toMatch(/,51\.5,-0\.1278,$/);
    expect(created.body.id).toBeDefined();
  });
});
