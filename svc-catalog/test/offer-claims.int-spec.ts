import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, startCatalog } from './catalog-test-app';

// Issue 28, point 7: a claim gives a code the business checks and marks used, and one visitor
// (one browser, or one address without a browser token) cannot drain an offer.

const HOUR = 3_600_000;
const asClient = (address: string) => ({ 'X-Forwarded-For': address });
const token = (n: number) => `browser-token-${String(n).padStart(4, '0')}-abcdef`;

describe('svc-catalog offer claim codes', () => {
  let svc: ServiceUnderTest;
  let businessId: string;
  let clientNo = 0;
  /** Each test claims from its own address, so the per-address limit (2 here) is its own. */
  const nextClient = () => asClient(`198.51.100.${++clientNo}`);
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const createOffer = async (overrides: Record<string, unknown> = {}) =>
    (
      await http()
        .post('/api/offers')
        .set(admin())
        .send({
          businessId,
          title: 'Free varenyky',
          titleUk: 'Вареники безкоштовно',
          description: 'A plate with any main',
          discountPercentage: 100,
          validUntil: new Date(Date.now() + 48 * HOUR).toISOString(),
          maxRedemptions: 20,
          ...overrides,
        })
        .expect(201)
    ).body as { id: string; verificationKey: string };

  beforeAll(async () => {
    svc = await startCatalog({ RATE_LIMIT_CLAIM_PER_OFFER: '2/600' });
    businessId = (await http().post('/api/businesses').set(admin()).send(adminBusiness()).expect(201)).body
      .id;
  });
  afterAll(() => svc.close());

  it('gives a short code with each claim, and the same code again for the same browser token', async () => {
    const offer = await createOffer();
    const client = nextClient();
    const first = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(1) })
      .expect(200);
    expect(first.body.currentRedemptions).toBe(1);
    expect(first.body.claim).toMatchObject({
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      redeemedAt: null,
      repeated: false,
    });

    const again = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(1) })
      .expect(200);
    expect(again.body.claim).toMatchObject({ code: first.body.claim.code, repeated: true });
    expect(again.body.currentRedemptions).toBe(1);

    const other = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(2) })
      .expect(200);
    expect(other.body.claim.code).not.toBe(first.body.claim.code);
    expect(other.body.currentRedemptions).toBe(2);
  });

  it('gives one code to concurrent claims of one token', async () => {
    const offer = await createOffer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        http()
          .post(`/api/offers/${offer.id}/claim`)
          .set(nextClient())
          .send({ token: token(3) })
          .expect(200),
      ),
    );
    expect(new Set(answers.map((a) => a.body.claim.code)).size).toBe(1);
    const listed = (await http().get('/api/offers/all').set(admin()).expect(200)).body.find(
      (o: { id: string }) => o.id === offer.id,
    );
    expect(listed.currentRedemptions).toBe(1);
  });

  it('holds back a burst of new claims of one offer from one address, tokens or not', async () => {
    const offer = await createOffer();
    const otherOffer = await createOffer();
    const client = nextClient();
    await http().post(`/api/offers/${offer.id}/claim`).set(client).expect(200);
    const kept = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(4) })
      .expect(200);
    const refused = await http().post(`/api/offers/${offer.id}/claim`).set(client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too many requests. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(5) })
      .expect(429);
    // The browser that claimed still gets its code; another address and another offer are not held.
    const repeat = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(client)
      .send({ token: token(4) })
      .expect(200);
    expect(repeat.body.claim.code).toBe(kept.body.claim.code);
    await http().post(`/api/offers/${offer.id}/claim`).set(nextClient()).expect(200);
    await http().post(`/api/offers/${otherOffer.id}/claim`).set(client).expect(200);
    const listed = (await http().get('/api/offers/all').set(admin()).expect(200)).body.find(
      (o: { id: string }) => o.id === offer.id,
    );
    expect(listed.currentRedemptions).toBe(3);
  });

  it('refuses a malformed claim token', async () => {
    const offer = await createOffer();
    const res = await http().post(`/api/offers/${offer.id}/claim`).set(nextClient()).send({ token: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'token', message: 'Invalid input' })]);
    await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(nextClient())
      .send({ token: token(6), extra: 1 })
      .expect(400);
  });

  it("shows the verification key to the admin only, and checks and marks a code with the offer's key", async () => {
    const offer = await createOffer();
    expect(offer.verificationKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const publicList = (await http().get(`/api/offers?businessId=${businessId}`).expect(200)).body;
    expect(publicList.every((o: Record<string, unknown>) => !('verificationKey' in o))).toBe(true);

    const { code } = (
      await http()
        .post(`/api/offers/${offer.id}/claim`)
        .set(nextClient())
        .send({ token: token(7) })
        .expect(200)
    ).body.claim;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const checkBody = { code: typed, key: offer.verificationKey };

    const checked = await http()
      .post(`/api/offers/${offer.id}/claims/check?lang=uk`)
      .send(checkBody)
      .expect(200);
    expect(checked.body).toMatchObject({
      code,
      redeemedAt: null,
      offerId: offer.id,
      offerTitle: 'Вареники безкоштовно',
    });

    const redeemed = await http().post(`/api/offers/${offer.id}/claims/redeem`).send(checkBody).expect(200);
    expect(redeemed.body.redeemedAt).toEqual(expect.any(String));
    const twice = await http().post(`/api/offers/${offer.id}/claims/redeem`).send(checkBody).expect(409);
    expect(twice.body.error).toBe('Claim code has already been used');
    expect(
      (await http().post(`/api/offers/${offer.id}/claims/check`).send(checkBody).expect(200)).body.redeemedAt,
    ).toBe(redeemed.body.redeemedAt);
    // The visitor's own browser sees the code marked used too.
    const mine = await http()
      .post(`/api/offers/${offer.id}/claim`)
      .set(nextClient())
      .send({ token: token(7) })
      .expect(200);
    expect(mine.body.claim.redeemedAt).toBe(redeemed.body.redeemedAt);
  });

  it('refuses a wrong key, an unknown code, another offer’s code and a missing field', async () => {
    const offer = await createOffer();
    const other = await createOffer();
    const { code } = (await http().post(`/api/offers/${offer.id}/claim`).set(nextClient()).expect(200)).body
      .claim;
    const wrongKey = await http()
      .post(`/api/offers/${offer.id}/claims/check`)
      .send({ code, key: other.verificationKey });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body).toEqual({ statusCode: 403, error: 'Verification key is not valid' });
    await http().post(`/api/offers/${offer.id}/claims/redeem`).send({ code, key: 'x' }).expect(403);
    const unknown = await http()
      .post(`/api/offers/${offer.id}/claims/check`)
      .send({ code: 'ZZZZZZZZ', key: offer.verificationKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Claim code not found');
    await http()
      .post(`/api/offers/${other.id}/claims/redeem`)
      .send({ code, key: other.verificationKey })
      .expect(404);
    const missing = await http()
      .post(`/api/offers/${offer.id}/claims/check`)
      .send({ key: offer.verificationKey });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ path: 'code', message: 'Required' })]);
    await http()
      .post('/api/offers/00000000-0000-4000-8000-000000000000/claims/check')
      .send({ code, key: 'k' })
      .expect(404);
  });
});
