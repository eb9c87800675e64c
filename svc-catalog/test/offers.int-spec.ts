import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe('svc-catalog offers', () => {
  let svc: ServiceUnderTest;
  let businessId: string;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const createOffer = async (overrides: Record<string, unknown> = {}) =>
    (
      await http()
        .post('/api/offers')
        .set(admin())
        .send({
          businessId,
          title: '20% off',
          description: 'Twenty percent off',
          discountPercentage: 20,
          validUntil: inHours(48),
          ...overrides,
        })
        .expect(201)
    ).body;

  /** Moves an offer's end into the past (the API refuses to create offers that already ended). */
  const expire = async (id: string) => {
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    await db.query(
      `UPDATE "catalog"."offer" SET "validFrom" = now() - interval '2 days', "validUntil" = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    await db.end();
  };

  beforeAll(async () => {
    svc = await startCatalog();
    businessId = (
      await http()
        .post('/api/businesses')
        .set(admin())
        .send(adminBusiness({ name: 'Offer Owner' }))
        .expect(201)
    ).body.id;
  });
  afterAll(() => svc.close());

  it('lists only current offers (active, not expired), with the business name, soonest ending first', async () => {
    const later = await createOffer({ title: 'Later', validUntil: inHours(72) });
    const sooner = await createOffer({
      title: 'Sooner',
      discountPercentage: null,
      discountAmount: 30,
      validUntil: inHours(5),
    });
    const inactive = await createOffer({ title: 'Inactive', isActive: 0 });
    const expired = await createOffer({ title: 'Expired' });
    await expire(expired.id);

    const res = await http().get(`/api/offers?businessId=${businessId}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([sooner.id, later.id]);
    expect(res.body[0]).toMatchObject({
      businessName: 'Offer Owner',
      discountAmount: 30,
      discountPercentage: null,
      isActive: 1,
      currentRedemptions: 0,
    });

    const all = (await http().get('/api/offers/all').set(admin()).expect(200)).body.map(
      (o: { id: string }) => o.id,
    );
    expect(all).toEqual(expect.arrayContaining([later.id, sooner.id, inactive.id, expired.id]));
  });

  it('hides offers of businesses still pending moderation', async () => {
    const pending = (await http().post('/api/businesses/public').send(publicBusiness()).expect(201)).body;
    const offer = await createOffer({ businessId: pending.id });
    const listed = (await http().get('/api/offers').expect(200)).body.map((o: { id: string }) => o.id);
    expect(listed).not.toContain(offer.id);
    await http().post(`/api/offers/${offer.id}/claim`).expect(404);
  });

  it('validates admin offers', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Required'],
      [{ discountPercentage: 0 }, 'discountPercentage', 'Value is too small'],
      [{ discountPercentage: 101 }, 'discountPercentage', 'Value is too large'],
      [
        { discountPercentage: null },
        'discountPercentage',
        'Give either discountPercentage or discountAmount',
      ],
      [{ discountAmount: 30 }, 'discountPercentage', 'Give either discountPercentage or discountAmount'],
      [{ validUntil: 'tomorrow' }, 'validUntil', 'Invalid input'],
      [{ validFrom: inHours(5), validUntil: inHours(1) }, 'validUntil', 'Must be later than validFrom'],
      [{ businessId: '00000000-0000-4000-8000-000000000000' }, 'businessId', 'Business not found'],
      [{ currentRedemptions: 5 }, 'currentRedemptions', 'Unknown field'],
      [{ maxRedemptions: 0 }, 'maxRedemptions', 'Value is too small'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await http()
        .post('/api/offers')
        .set(admin())
        .send({
          businessId,
          title: 'T',
          description: 'D',
          discountPercentage: 20,
          validUntil: inHours(48),
          ...overrides,
        })
        .expect(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ path, message }));
    }
  });

  it('lets the admin change and delete offers, and nobody else', async () => {
    const offer = await createOffer();
    await http().patch(`/api/offers/${offer.id}`).send({ title: 'x' }).expect(401);
    await http().delete(`/api/offers/${offer.id}`).expect(401);
    await http().post('/api/offers').send({}).expect(401);
    await http().get('/api/offers/all').expect(401);

    const patched = (
      await http()
        .patch(`/api/offers/${offer.id}`)
        .set(admin())
        .send({ title: 'Half price', discountPercentage: 50, maxRedemptions: 5 })
        .expect(200)
    ).body;
    expect(patched).toMatchObject({
      title: 'Half price',
      discountPercentage: 50,
      maxRedemptions: 5,
      description: offer.description,
    });
    const switched = (
      await http()
        .patch(`/api/offers/${offer.id}`)
        .set(admin())
        .send({ discountPercentage: null, discountAmount: 12.5 })
        .expect(200)
    ).body;
    expect(switched).toMatchObject({ discountPercentage: null, discountAmount: 12.5 });
    await http().delete(`/api/offers/${offer.id}`).set(admin()).expect(204);
    await http().delete(`/api/offers/${offer.id}`).set(admin()).expect(404);
    await http().patch(`/api/offers/${offer.id}`).set(admin()).send({ title: 'gone' }).expect(404);
  });

  it('claims one redemption at a time', async () => {
    const offer = await createOffer({ maxRedemptions: 2 });
    expect((await http().post(`/api/offers/${offer.id}/claim`).expect(200)).body.currentRedemptions).toBe(1);
    expect((await http().post(`/api/offers/${offer.id}/claim`).expect(200)).body.currentRedemptions).toBe(2);
    const res = await http().post(`/api/offers/${offer.id}/claim`).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Offer has been fully redeemed' });
  });

  it('refuses expired and inactive offers, and answers unknown ones with 404', async () => {
    const expired = await createOffer();
    await expire(expired.id);
    expect((await http().post(`/api/offers/${expired.id}/claim`).expect(409)).body).toEqual({
      statusCode: 409,
      error: 'Offer has expired',
    });
    const inactive = await createOffer({ isActive: 0 });
    expect((await http().post(`/api/offers/${inactive.id}/claim`).expect(409)).body).toEqual({
      statusCode: 409,
      error: 'Offer is not active',
    });
    expect(
      (await http().post('/api/offers/00000000-0000-4000-8000-000000000000/claim').expect(404)).body,
    ).toEqual({ statusCode: 404, error: 'Offer not found' });
    await http().post('/api/offers/nope/claim').expect(404);
  });

  it('lets exactly maxRedemptions of 50 concurrent claims succeed', async () => {
    const offer = await createOffer({ maxRedemptions: 10 });
    const server = svc.server;
    if (!server.address()) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`http://127.0.0.1:${port}/api/offers/${offer.id}/claim`, { method: 'POST' }).then(
          async (r) => ({ status: r.status, body: await r.json() }),
        ),
      ),
    );
    const results = answers.map((a) => a.status);
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((s) => s === 409)).toHaveLength(40);
    // Each granted claim answers its own count, as if the claims had come one after another.
    const counts = answers.filter((a) => a.status === 200).map((a) => a.body.currentRedemptions);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const stored = (await http().get('/api/offers/all').set(admin()).expect(200)).body.find(
      (o: { id: string }) => o.id === offer.id,
    );
    expect(stored.currentRedemptions).toBe(10);
  });

  it('counts claims on unlimited offers', async () => {
    const offer = await createOffer({ maxRedemptions: null });
    await Promise.all(
      Array.from({ length: 5 }, () => http().post(`/api/offers/${offer.id}/claim`).expect(200)),
    );
    const listed = (await http().get(`/api/offers?businessId=${businessId}`).expect(200)).body.find(
      (o: { id: string }) => o.id === offer.id,
    );
    expect(listed.currentRedemptions).toBe(5);
  });

  it('rejects a businessId filter that is not a UUID', async () => {
    await http().get('/api/offers?businessId=abc').expect(400);
  });
});
