import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import type { ApiRoute } from '@byp/contracts';
import { generateKeyPair } from '@byp/testing';
import { ROUTES as AUTH_ROUTES } from '../svc-auth/src/routes';
import { ROUTES as CATALOG_ROUTES } from '../svc-catalog/src/routes';
import { ROUTES as CONTENT_ROUTES } from '../svc-content/src/routes';
import { request } from '../gateway/test/http-client';
import { adminToken, api } from './support/api';
import { baseUrl } from './support/browser';

/** Every service's route table (each service owns its own: issue 24). */
const API_ROUTES: readonly ApiRoute[] = [...AUTH_ROUTES, ...CATALOG_ROUTES, ...CONTENT_ROUTES];

interface Business {
  id: string;
  name: string;
}
interface Created {
  businessId?: string;
  offerId?: string;
  reviewId?: string;
}

const realPrivateKey = () =>
  readFileSync(join(process.env.BYP_E2E_DATA_DIR!, 'keys', 'jwt-private.pem'), 'utf8');
const claims = {
  sub: '00000000-0000-4000-8000-000000000001',
  sid: '00000000-0000-4000-8000-000000000002',
  username: 'admin',
};

/** Every admin endpoint of every service, with a body that succeeds for a real admin. */
function adminCalls(ids: Required<Created>) {
  const future = new Date(Date.now() + 7 * 86400_000).toISOString();
  return [
    { method: 'GET', path: '/api/admin/validate' },
    { method: 'GET', path: '/api/admin/me' },
    { method: 'GET', path: '/api/businesses/all' },
    { method: 'GET', path: '/api/businesses/export' },
    {
      method: 'POST',
      path: '/api/businesses',
      body: {
        name: 'Matrix Bakery',
        description: 'Rye bread and medivnyk baked daily.',
        category: 'dining',
        address: '1 Test Street, London',
        heroImage: 'https://example.com/h.jpg',
      },
    },
    { method: 'PATCH', path: `/api/businesses/${ids.businessId}`, body: { isVerified: 1 } },
    { method: 'POST', path: `/api/businesses/${ids.businessId}/approve` },
    {
      method: 'POST',
      path: '/api/businesses/bulk',
      body: {
        csv: 'name,description,category,address\nCSV Cafe,Coffee and syrniki all day,dining,2 Test Road London\n',
      },
    },
    { method: 'GET', path: '/api/businesses/reviews/pending' },
    { method: 'POST', path: `/api/businesses/reviews/${ids.reviewId}/approve` },
    { method: 'GET', path: '/api/offers/all' },
    {
      method: 'POST',
      path: '/api/offers',
      body: {
        businessId: ids.businessId,
        title: 'Matrix offer',
        description: 'Ten percent off rye bread',
        discountPercentage: 10,
        validUntil: future,
      },
    },
    { method: 'PATCH', path: `/api/offers/${ids.offerId}`, body: { title: 'Matrix offer, edited' } },
    { method: 'DELETE', path: `/api/offers/${ids.offerId}` },
    { method: 'DELETE', path: `/api/businesses/reviews/${ids.reviewId}` },
    { method: 'DELETE', path: `/api/businesses/${ids.businessId}` },
  ];
}

/** The admin's view of everything an admin call could change. */
async function databaseSnapshot(token: string) {
  const views = await Promise.all(
    ['/api/businesses/all', '/api/offers/all', '/api/businesses/reviews/pending'].map((p) =>
      api(p, { token }),
    ),
  );
  return views.map((v) => v.body);
}

describe('admin endpoints through the gateway', () => {
  let token: string;
  let ids: Required<Created>;

  beforeAll(async () => {
    token = await adminToken();
    // A pending business with an offer and a pending review, as targets for the :id routes.
    const business = await api<Business>('/api/businesses', {
      method: 'POST',
      token,
      body: {
        name: 'Target Studio',
        description: 'A studio the matrix test acts on.',
        category: 'art',
        address: '3 Test Lane, London',
        heroImage: 'https://example.com/t.jpg',
        isApproved: 0,
      },
    });
    expect(business.status).toBe(201);
    await api(`/api/businesses/${business.body.id}/approve`, { method: 'POST', token });
    const review = await api<{ id: string }>(`/api/businesses/${business.body.id}/reviews`, {
      method: 'POST',
      body: { userName: 'Oksana', rating: 4, comment: 'Lovely people.' },
    });
    expect(review.status).toBe(201);
    const offer = await api<{ id: string }>('/api/offers', {
      method: 'POST',
      token,
      body: {
        businessId: business.body.id,
        title: 'Target offer',
        description: 'Five pounds off a class',
        discountAmount: 5,
        validUntil: new Date(Date.now() + 86400_000 * 3).toISOString(),
      },
    });
    expect(offer.status).toBe(201);
    ids = { businessId: business.body.id, offerId: offer.body.id, reviewId: review.body.id };
  });

  const badTokens: Array<[string, () => Promise<string | undefined>]> = [
    ['no token', async () => undefined],
    ['a malformed token', async () => 'not.a.jwt'],
    [
      'a token signed by another key',
      async () => sign(claims, generateKeyPair().privateKey, { algorithm: 'RS256', expiresIn: '1h' }),
    ],
    [
      'an expired token',
      async () =>
        sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, realPrivateKey(), {
          algorithm: 'RS256',
        }),
    ],
    [
      'a logged-out token',
      async () => {
        const stale = await adminToken();
        expect((await api('/api/admin/logout', { method: 'POST', token: stale })).status).toBe(204);
        return stale;
      },
    ],
  ];

  it.each(badTokens)('refuses every admin call with %s (401) and changes nothing', async (_, makeToken) => {
    const bad = await makeToken();
    const before = await databaseSnapshot(token);
    const answers: string[] = [];
    const calls = [
      ...adminCalls(ids),
      // svc-content's admin routes are guarded at the gateway before the service sees them.
      { method: 'GET', path: '/api/communities/all' },
      { method: 'GET', path: '/api/posts/all' },
      { method: 'POST', path: `/api/communities/${ids.businessId}/approve` },
      { method: 'DELETE', path: `/api/posts/${ids.businessId}` },
    ];
    for (const call of calls) {
      const res = await api<{ statusCode: number; error: string }>(call.path, {
        method: call.method,
        body: (call as { body?: unknown }).body,
        token: bad,
      });
      answers.push(`${call.method} ${call.path} → ${res.status} ${res.body?.statusCode}`);
    }
    expect(answers).toEqual(calls.map((c) => `${c.method} ${c.path} → 401 401`));
    expect(await databaseSnapshot(token)).toEqual(before);
  });

  it('lets a signed-in admin make every one of those calls', async () => {
    const answers: string[] = [];
    for (const call of adminCalls(ids)) {
      const res = await api(call.path, {
        method: call.method,
        body: (call as { body?: unknown }).body,
        token,
      });
      answers.push(
        `${call.method} ${call.path} → ${res.status >= 200 && res.status < 300 ? 'ok' : res.status}`,
      );
    }
    expect(answers).toEqual(adminCalls(ids).map((c) => `${c.method} ${c.path} → ok`));
  });

  it('keeps public reads and public writes open without any token', async () => {
    expect((await api('/api/businesses')).status).toBe(200);
    expect((await api('/api/businesses/categories')).status).toBe(200);
    expect((await api('/api/offers')).status).toBe(200);
    const submitted = await api('/api/businesses/public', {
      method: 'POST',
      body: {
        name: 'Pending Place',
        description: 'Submitted by a visitor for review.',
        category: 'shop',
        address: '9 Visitor Road',
        area: 'Hackney',
        heroImage: 'https://example.com/p.jpg',
      },
    });
    expect(submitted.status).toBe(201);
  });

  describe('a service reached directly, bypassing the gateway', () => {
    const catalog = () => process.env.BYP_E2E_CATALOG_URL!;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: 9999999999 })).toString('base64url')}.`;

    it.each([
      ['an unsigned token', () => unsigned],
      [
        'a token signed by another key',
        () => sign(claims, generateKeyPair().privateKey, { algorithm: 'RS256', expiresIn: '1h' }),
      ],
    ])('still refuses %s', async (_, makeToken) => {
      const res = await fetch(`${catalog()}/api/businesses/all`, {
        headers: { authorization: `Bearer ${makeToken()}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, error: 'Unauthorized' });
      const del = await fetch(`${catalog()}/api/businesses/${ids.businessId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${makeToken()}` },
      });
      expect(del.status).toBe(401);
    });
  });

  describe('every admin route in every other spelling (issue 9)', () => {
    const SOME_ID = '0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11';
    /** The table's admin rows, implemented or not yet, with a concrete id for each parameter. */
    const adminRoutes = API_ROUTES.filter((r) => r.access === 'admin').map((r) => ({
      ...r,
      concrete: r.path.replace(/:[^/]+/g, SOME_ID),
    }));

    /** Spellings of one path that a router could take for it: case, slashes, dots, %-encoding. */
    function spellings(path: string): string[] {
      const segments = path.split('/');
      // The last static segment (all, export, pending, approve, ...) or the last one.
      const i = segments
        .map((s, n) => (s === SOME_ID ? -1 : n))
        .filter((n) => n > 1)
        .pop()!;
      const at = (replace: (s: string) => string) =>
        segments.map((s, n) => (n === i ? replace(s) : s)).join('/');
      const encoded = (s: string) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`;
      return [
        at((s) => s.toUpperCase()),
        at((s) => s[0].toUpperCase() + s.slice(1)),
        path.replace('/api/', '/API/'),
        path.replace(/^\/api\/(\w)/, (_, c: string) => `/api/${c.toUpperCase()}`),
        `${path}/`,
        at((s) => `/${s}`),
        at(encoded),
        at((s) => encoded(s.toUpperCase())),
        at((s) => `x/../${s}`),
        at((s) => `./${s}`),
      ].filter((spelling) => spelling !== path);
    }

    const answersOf = async (route: ApiRoute & { concrete: string }, target: string, token?: string) => {
      const { port } = new URL(target);
      const answers: string[] = [];
      for (const path of spellings(route.concrete)) {
        const res = await request(Number(port), route.method, path, {
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const refused =
          (res.status === 401 || res.status === 404) &&
          /^\{"statusCode":(401|404),"error":"[^"]+"/.test(res.body);
        if (!refused) answers.push(`${route.method} ${path} → ${res.status} ${res.body.slice(0, 80)}`);
      }
      return answers;
    };

    let loggedOut: string;
    beforeAll(async () => {
      loggedOut = await adminToken();
      expect((await api('/api/admin/logout', { method: 'POST', token: loggedOut })).status).toBe(204);
    });

    it('covers every admin route of the table', () => {
      expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
      expect(spellings('/api/businesses/all')).toEqual([
        '/api/businesses/ALL',
        '/api/businesses/All',
        '/API/businesses/all',
        '/api/Businesses/all',
        '/api/businesses/all/',
        '/api/businesses//all',
        '/api/businesses/%61ll',
        '/api/businesses/%41LL',
        '/api/businesses/x/../all',
        '/api/businesses/./all',
      ]);
    });

    it.each([
      ['no token', () => undefined],
      ['a logged-out token', () => loggedOut],
    ])(
      'answers each spelling with 401 or 404 and no data, through the gateway, with %s',
      async (_, token) => {
        const adminTokenNow = await adminToken();
        const before = await databaseSnapshot(adminTokenNow);
        const leaks: string[] = [];
        for (const route of adminRoutes) leaks.push(...(await answersOf(route, baseUrl(), token())));
        expect(leaks).toEqual([]);
        expect(await databaseSnapshot(adminTokenNow)).toEqual(before);
      },
    );

    it.each([
      ['no token', () => undefined],
      ['a logged-out token', () => loggedOut],
    ])(
      'answers each spelling with 401 or 404 at the service itself, bypassing the gateway, with %s',
      async (_, token) => {
        const urls = {
          catalog: process.env.BYP_E2E_CATALOG_URL!,
          content: process.env.BYP_E2E_CONTENT_URL!,
          auth: process.env.BYP_E2E_AUTH_URL!,
        };
        const leaks: string[] = [];
        for (const route of adminRoutes)
          leaks.push(...(await answersOf(route, urls[route.service], token())));
        expect(leaks).toEqual([]);
      },
    );
  });

  // Guards, interceptors and pipes all run before a handler: none of them may turn an id that
  // names nothing into a 500 (the moderation log's look-up once cast 'not-a-uuid' in Postgres).
  // Rate-limited routes stay out: their hits would spend the budget of other tests.
  describe('an id that names nothing', () => {
    const idRoutes = API_ROUTES.filter((route) => route.path.includes('/:') && route.rateLimit === 'none');

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
      'is a 404 in the error shape on every route with an id, for an admin too: %s',
      async (id) => {
        const answers: string[] = [];
        for (const route of idRoutes) {
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await api<{ statusCode?: number; error?: string }>(
            route.path.replace(/:[A-Za-z]+/, id),
            { method: route.method, token, body: withBody ? {} : undefined },
          );
          answers.push(
            `${route.method} ${route.path} → ${res.status} ${res.body.statusCode} ${/ not found$/.test(res.body.error ?? '')}`,
          );
        }
        expect(idRoutes.length).toBeGreaterThanOrEqual(15);
        expect(answers).toEqual(idRoutes.map((route) => `${route.method} ${route.path} → 404 404 true`));
      },
    );
  });
});
