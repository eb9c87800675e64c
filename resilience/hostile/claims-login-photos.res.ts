import fc from 'fast-check';
import type { Client } from 'pg';
import sharp from 'sharp';
import { isPhotoUrl } from '@byp/contracts';
import { adminToken, api } from '../../e2e/support/api';
import { connectDatabase, countRows } from './support/db';
import {
  hostileQueryValue,
  hostileRequestBody,
  PWNED_FLAG,
  wireBody,
  WRONG_CONTENT_TYPES,
  type GeneratedBody,
} from './support/hostile';
import { describeRequest, expectWellFormedAnswer, send, type RawRequest } from './support/http';
import { checkProperty, StatusTally } from './support/property';

/**
 * Issue 31, hostile input: offer claims and claim-code checks, the admin login and photo uploads,
 * generated through the gateway. Never a 5xx, every 4xx in the error shape, and:
 * - claims: no offer is claimed beyond its limit, and the claim rows and the offer's counter move
 *   together, by one for each new claim answered 200 and not at all otherwise;
 * - claim-code checks with made-up codes and keys never redeem anything;
 * - login: nothing but the admin's own password logs in, and the generated attempts (each from an
 *   address of its own) leave the admin able to log in;
 * - photos: only real images are stored, each refusal leaves no row, and what is stored carries
 *   none of the upload's metadata.
 */

let tokens = 0;
/** A claim token of the accepted shape; numbered so that every run (and its replay) sends the same ones. */
const nextToken = () => `hostile-claim-token-${String(tokens++).padStart(6, '0')}`;

interface OfferCounts {
  current: number;
  max: number | null;
  claims: number;
  redeemed: number;
}

async function offerCounts(db: Client, offerId: string): Promise<OfferCounts> {
  const { rows } = await db.query(
    `SELECT o."currentRedemptions" AS current, o."maxRedemptions" AS max,
            (SELECT count(*)::int FROM catalog.offer_claim c WHERE c."offerId" = o.id) AS claims,
            (SELECT count(*)::int FROM catalog.offer_claim c WHERE c."offerId" = o.id AND c."redeemedAt" IS NOT NULL) AS redeemed
       FROM catalog.offer o WHERE o.id = $1`,
    [offerId],
  );
  return rows[0] as OfferCounts;
}

describe('hostile input to claims, login and photo uploads (fast-check, fixed seed)', () => {
  let db: Client;
  let limitedOfferId = '';

  beforeAll(async () => {
    db = await connectDatabase();
    const token = await adminToken();
    const businesses = await api<{ id: string }[]>('/api/businesses?limit=1');
    // An offer of our own with a small limit: the generated claims must never pass it.
    const offer = await api<{ id: string }>('/api/offers', {
      method: 'POST',
      token,
      body: {
        businessId: businesses.body[0].id,
        title: 'Hostile claims',
        description: 'Three to give away.',
        discountPercentage: 10,
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        maxRedemptions: 3,
      },
    });
    expect(offer.status).toBe(201);
    limitedOfferId = offer.body.id;
  });

  afterAll(async () => {
    await db?.end();
  });

  it('POST /api/offers/{id}/claim: never beyond the limit; claim rows and the counter move together', async () => {
    const tally = new StatusTally();
    await checkProperty(
      'POST /api/offers/{id}/claim',
      fc.oneof(
        // Plain claims (a fresh token, or none: a bare POST claims too) reach the limit...
        {
          weight: 2,
          arbitrary: fc.constant(null).map((): GeneratedBody => ({ value: { token: nextToken() } })),
        },
        // A browser claiming again gets its first code back, not another redemption.
        {
          weight: 1,
          arbitrary: fc.constant<GeneratedBody>({ value: { token: 'hostile-claim-token-again' } }),
        },
        { weight: 1, arbitrary: fc.constant<GeneratedBody>({ value: undefined, raw: '' }) },
        // ...among hostile ones.
        { weight: 5, arbitrary: hostileRequestBody(() => ({ token: nextToken() }), ['token']) },
      ),
      async (body) => {
        const before = await offerCounts(db, limitedOfferId);
        const { text, contentType } = wireBody(body);
        const request: RawRequest = {
          method: 'POST',
          path: `/api/offers/${limitedOfferId}/claim`,
          headers: { 'content-type': contentType },
          body: text,
        };
        const answer = await send(request);
        tally.add(answer);
        const sent = describeRequest(request);
        expectWellFormedAnswer(answer, sent);
        const after = await offerCounts(db, limitedOfferId);
        const repeated = (answer.json as { claim?: { repeated?: boolean } } | undefined)?.claim?.repeated;
        const expected = answer.status === 200 && repeated === false ? 1 : 0;
        if (after.claims - before.claims !== expected || after.current - before.current !== expected)
          throw new Error(
            `${answer.status} (repeated: ${String(repeated)}) moved the claims by ${after.claims - before.claims} and the counter by ${after.current - before.current}: ${sent}`,
          );
        if (after.max !== null && after.current > after.max)
          throw new Error(`claimed ${after.current} of ${after.max}: ${sent}`);
      },
      { numRuns: 60, tally },
    );
    // Not vacuous: the limit was reached, and then refused.
    const counts = await offerCounts(db, limitedOfferId);
    expect(counts).toMatchObject({ current: 3, claims: 3 });
    expect(tally.count((status) => status === 409)).toBeGreaterThan(0);
  });

  it('POST /api/offers/{id}/claims/check and /redeem with made-up codes and keys redeem nothing', async () => {
    const tally = new StatusTally();
    const requests = fc.tuple(
      fc.constantFrom('check', 'redeem'),
      hostileRequestBody(() => ({ code: 'ABCD-EFGH', key: 'not-the-verification-key' }), ['code', 'key']),
    );
    await checkProperty(
      'POST /api/offers/{id}/claims/check|redeem',
      requests,
      async ([action, body]) => {
        const before = await offerCounts(db, limitedOfferId);
        const { text, contentType } = wireBody(body);
        const request: RawRequest = {
          method: 'POST',
          path: `/api/offers/${limitedOfferId}/claims/${action}`,
          headers: { 'content-type': contentType },
          body: text,
        };
        const answer = await send(request);
        tally.add(answer);
        const sent = describeRequest(request);
        expectWellFormedAnswer(answer, sent);
        if (answer.status < 400)
          throw new Error(`a made-up code or key was accepted (${answer.status}): ${sent}`);
        if ((await offerCounts(db, limitedOfferId)).redeemed !== before.redeemed)
          throw new Error(`a refused ${action} redeemed a claim: ${sent}`);
      },
      { numRuns: 60, tally },
    );
  });

  it('POST /api/admin/login: nothing generated logs in, and the admin still can afterwards', async () => {
    const tally = new StatusTally();
    await checkProperty(
      'POST /api/admin/login',
      hostileRequestBody(
        () => ({ username: process.env.BYP_E2E_ADMIN_USERNAME!, password: 'not-the-admin-password' }),
        ['username', 'password'],
      ),
      async (body) => {
        const { text, contentType } = wireBody(body);
        const request: RawRequest = {
          method: 'POST',
          path: '/api/admin/login',
          headers: { 'content-type': contentType },
          body: text,
        };
        const answer = await send(request);
        tally.add(answer);
        const sent = describeRequest(request);
        expectWellFormedAnswer(answer, sent);
        if (answer.status < 400)
          throw new Error(`logged in with a generated body (${answer.status}): ${sent}`);
      },
      { numRuns: 80, tally },
    );
    expect(tally.count((status) => status === 401)).toBeGreaterThan(0);
    await expect(adminToken()).resolves.toEqual(expect.any(String));
  });

  it('POST /api/{businesses,communities}/photos: only images are stored, without their metadata', async () => {
    const hostileText = `<script>window.${PWNED_FLAG}=1</script>`;
    const image = () =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).jpeg();
    // Metadata with text in it: refused outright when it reads like markup (a polyglot), else
    // accepted and stored without it.
    const photo = await image()
      .withExif({
        IFD0: { ImageDescription: `window.${PWNED_FLAG}=1`, Artist: "'; DROP TABLE catalog.photo; --" },
      })
      .toBuffer();
    const markupInExif = await image()
      .withExif({ IFD0: { ImageDescription: hostileText } })
      .toBuffer();
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.${PWNED_FLAG}=1"/>`);
    const polyglot = Buffer.concat([photo, Buffer.from(`<html>${hostileText}</html>`)]);
    const bodies = fc.oneof(
      { weight: 3, arbitrary: fc.constant(photo) },
      fc.constantFrom(
        markupInExif,
        svg,
        polyglot,
        Buffer.alloc(0),
        Buffer.from(hostileText),
        photo.subarray(0, 100),
      ),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(null).map(() => Buffer.alloc(10_700_000, 0xff)),
    );
    const drafts = fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileQueryValue });
    const types = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream') },
      fc.constantFrom('image/svg+xml', 'application/json', ...WRONG_CONTENT_TYPES),
    );
    const tally = new StatusTally();
    await checkProperty(
      'POST /api/*/photos',
      fc.tuple(fc.constantFrom('businesses', 'communities'), drafts, bodies, types),
      async ([owner, draft, bytes, contentType]) => {
        const table = owner === 'businesses' ? 'catalog.photo' : 'content.photo';
        const before = await countRows(db, table);
        const request: RawRequest = {
          method: 'POST',
          path: `/api/${owner}/photos?draft=${draft}`,
          headers: { 'content-type': contentType },
          body: bytes,
        };
        const answer = await send(request);
        tally.add(answer);
        const sent = describeRequest(request);
        expectWellFormedAnswer(answer, sent);
        const after = await countRows(db, table);
        if (answer.status >= 300) {
          if (after !== before)
            throw new Error(`refused with ${answer.status}, yet a photo was stored: ${sent}`);
          return;
        }
        const url = (answer.json as { url?: string }).url ?? '';
        if (!isPhotoUrl(url) || after !== before + 1)
          throw new Error(`accepted as ${JSON.stringify(url)} with ${after - before} new rows: ${sent}`);
        const stored = await send({ method: 'GET', path: `${url}?draft=${draft}` });
        if (stored.status !== 200) throw new Error(`the stored photo ${url} answers ${stored.status}`);
        // The bytes read as UTF-8: the ASCII of any kept metadata comes through unchanged.
        if (stored.text.includes(PWNED_FLAG) || stored.text.includes('DROP TABLE'))
          throw new Error(`the stored photo ${url} kept the upload's metadata: ${sent}`);
      },
      { numRuns: 40, tally },
    );
    expect(tally.count((status) => status === 201)).toBeGreaterThan(0);
  });
});
