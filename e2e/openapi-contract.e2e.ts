import { ROUTES as AUTH_ROUTES } from '../svc-auth/src/routes';
import { ROUTES as CATALOG_ROUTES } from '../svc-catalog/src/routes';
import { ROUTES as CONTENT_ROUTES } from '../svc-content/src/routes';
import { adminToken } from './support/api';
import { baseUrl } from './support/browser';
import { OpenApiContract, type Exchange } from './support/openapi-contract';

/**
 * Issue 31: the three OpenAPI documents are ones a third-party client can trust. A representative
 * run through the gateway (every public read with its query parameters, public writes with the
 * nullable fields sent as null, every kind of admin write, and the errors: 400, 401, 404, 409) is
 * checked request by request and answer by answer against the documents the services serve.
 */

const DOCUMENTS = ['catalog', 'content', 'auth'] as const;
const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const MISSING = '00000000-0000-4000-8000-00000000dead';

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  token?: string;
  /** The body breaks a rule the document states, so the document must refuse it too. */
  invalidByDocument?: boolean;
}

describe('the OpenAPI documents as a validating client reads them', () => {
  let contract: OpenApiContract;
  const findings: { call: string; problems: string[] }[] = [];
  const refusedAsExpected: string[] = [];

  /** Sends one request through the gateway and checks it and its answer against the documents. */
  async function call<T = unknown>(c: Call): Promise<{ status: number; body: T }> {
    const method = c.method ?? (c.body === undefined ? 'GET' : 'POST');
    const res = await fetch(`${baseUrl()}${c.path}`, {
      method,
      headers: {
        ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
      },
      body: c.body !== undefined ? JSON.stringify(c.body) : undefined,
    });
    const text = await res.text();
    const contentType = res.headers.get('content-type');
    let responseBody: unknown = text;
    if (contentType?.includes('json') && text) responseBody = JSON.parse(text);
    const exchange: Exchange = {
      method,
      url: c.path,
      requestBody: c.body,
      status: res.status,
      contentType,
      responseBody,
    };
    const name = `${method} ${c.path} → ${res.status}`;
    const requestProblems = contract.checkRequest(exchange);
    if (c.invalidByDocument) {
      if (requestProblems.length === 0)
        findings.push({ call: name, problems: ['the document accepts this invalid body'] });
      else refusedAsExpected.push(name);
    } else if (requestProblems.length > 0) {
      findings.push({ call: name, problems: requestProblems.map((p) => `request: ${p}`) });
    }
    const answerProblems = contract.checkAnswer(exchange);
    if (answerProblems.length > 0)
      findings.push({ call: name, problems: answerProblems.map((p) => `answer: ${p}`) });
    return { status: res.status, body: responseBody as T };
  }

  beforeAll(async () => {
    const documents: Record<string, unknown> = {};
    for (const name of DOCUMENTS) {
      const res = await fetch(`${baseUrl()}/api/docs/${name}-json`);
      expect(res.status).toBe(200);
      documents[name] = await res.json();
    }
    // swagger-parser validates each document before it is used.
    contract = await OpenApiContract.load(documents);
  });

  it('documents, for every rate-limited route, its 429 in the error shape', async () => {
    const documents = Object.fromEntries(
      await Promise.all(
        DOCUMENTS.map(async (name) => [
          name,
          await (await fetch(`${baseUrl()}/api/docs/${name}-json`)).json(),
        ]),
      ),
    );
    const limited = [...CATALOG_ROUTES, ...CONTENT_ROUTES, ...AUTH_ROUTES].filter(
      (r) => r.rateLimit !== 'none',
    );
    expect(limited.length).toBeGreaterThan(0);
    for (const route of limited) {
      const template = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = documents[route.service].paths[template]?.[route.method.toLowerCase()];
      expect([route.path, operation?.responses?.['429']?.content?.['application/json']?.schema]).toEqual([
        route.path,
        { $ref: '#/components/schemas/ApiErrorBodyDto' },
      ]);
    }
  });

  it('has no request field typed as a bare object where the API takes a value or null', async () => {
    for (const name of DOCUMENTS) {
      const document = await (await fetch(`${baseUrl()}/api/docs/${name}-json`)).json();
      const untyped: string[] = [];
      for (const [schemaName, schema] of Object.entries<{
        properties?: Record<string, Record<string, unknown>>;
      }>(document.components.schemas))
        for (const [field, property] of Object.entries(schema.properties ?? {}))
          if (
            property.type === 'object' &&
            !['properties', 'additionalProperties', 'allOf', 'oneOf', 'anyOf', '$ref'].some(
              (k) => k in property,
            )
          )
            untyped.push(`${schemaName}.${field} ${JSON.stringify(property)}`);
      expect([name, untyped]).toEqual([name, []]);
    }
  });

  it('accepts every request of the run and describes every answer', async () => {
    const token = await adminToken();

    // ---- public reads, with the query parameters the lists take
    const list = await call<{ id: string; category: string }[]>({ path: '/api/businesses' });
    expect(list.status).toBe(200);
    const [first] = list.body;
    await call({ path: '/api/businesses?q=bakery&lang=uk' });
    await call({ path: `/api/businesses?category=${first.category}&limit=5&offset=0` });
    await call({ path: '/api/businesses?location=London&openNow=false' });
    // The map in view (issue 29): clusters and markers, and a bad view.
    await call({ path: '/api/businesses/map?bbox=-0.6,51.2,0.4,51.8&zoom=9&lang=uk' });
    await call({ path: '/api/businesses/map?bbox=-0.6,51.2,0.4,51.8&zoom=16&category=dining&openNow=false' });
    expect((await call({ path: '/api/businesses/map?bbox=1,2,3&zoom=3' })).status).toBe(400);
    await call({ path: '/api/businesses/categories' });
    await call({ path: `/api/businesses/${first.id}?lang=en` });
    await call({ path: `/api/businesses/${first.id}/reviews` });
    await call({ path: '/api/businesses/template' });
    expect((await call({ path: `/api/businesses/${MISSING}` })).status).toBe(404);
    expect((await call({ path: '/api/businesses?limit=0', invalidByDocument: true })).status).toBe(400);
    expect((await call({ path: '/api/businesses?openNow=maybe', invalidByDocument: true })).status).toBe(400);
    await call({ path: '/api/offers' });
    await call({ path: `/api/offers?businessId=${first.id}` });
    const communities = await call<{ id: string }[]>({ path: '/api/communities?q=a&lang=uk' });
    expect(communities.status).toBe(200);
    await call({ path: '/api/communities' });
    await call({ path: '/api/posts?type=event' });
    await call({ path: '/api/posts?type=news&q=a' });
    await call({ path: '/api/posts?lang=uk' });
    await call({ path: '/api/posts/feed.xml' });
    await call({ path: '/api/posts/calendar.ics' });
    expect((await call({ path: '/api/posts?type=poem', invalidByDocument: true })).status).toBe(400);

    // ---- public writes: the nullable fields as null, wrong types refused
    const business = {
      name: 'Contract Bakery',
      description: 'Rye bread and medivnyk baked daily.',
      category: 'dining',
      address: '5 Contract Street, London',
      area: 'London',
      heroImage: 'https://example.com/contract.jpg',
      phone: null,
      email: '',
      website: null,
      latitude: null,
      longitude: null,
      openingHours: null,
    };
    expect((await call({ path: '/api/businesses/public', body: business })).status).toBe(201);
    const wrongType = await call<{ details: unknown[] }>({
      path: '/api/businesses/public',
      body: { ...business, name: 123 },
      invalidByDocument: true,
    });
    expect(wrongType).toMatchObject({
      status: 400,
      body: { details: [{ path: 'name', message: 'Invalid input' }] },
    });
    const review = await call({
      path: `/api/businesses/${first.id}/reviews`,
      body: { userName: 'Contract', rating: 'five', comment: 'Lovely.' },
      invalidByDocument: true,
    });
    expect(review).toMatchObject({
      status: 400,
      body: { details: [{ path: 'rating', message: 'Invalid input' }] },
    });
    expect(
      (
        await call({
          path: `/api/businesses/${first.id}/reviews`,
          body: { userName: 'Contract', rating: 5, comment: 'Lovely.' },
        })
      ).status,
    ).toBe(201);
    const community = {
      name: 'Contract Choir',
      description: 'We sing Ukrainian songs every week.',
      heroImage: 'https://example.com/choir.jpg',
      website: null,
      contactEmail: null,
      latitude: null,
      longitude: null,
      placeName: null,
    };
    expect((await call({ path: '/api/communities/public', body: community })).status).toBe(201);
    const event = {
      type: 'event',
      title: 'Contract evening',
      body: 'Songs and varenyky for everyone.',
      startAt: future(10),
      endAt: null,
      isOnline: true,
      locationName: null,
      externalUrl: null,
      contactEmail: null,
      organizerId: null,
      recurrence: null,
    };
    expect((await call({ path: '/api/posts/public', body: event })).status).toBe(201);
    const news = {
      type: 'news',
      title: 'Contract news',
      body: 'A longer text about the community news.',
      externalUrl: null,
      image: null,
    };
    expect((await call({ path: '/api/posts/public', body: news })).status).toBe(201);
    expect(
      (
        await call({
          path: '/api/posts/public',
          body: { ...event, isOnline: 'yes' },
          invalidByDocument: true,
        })
      ).status,
    ).toBe(400);

    // ---- the admin: sign-in, lists, and each kind of write
    expect(
      (await call({ path: '/api/admin/login', body: { username: 'nobody', password: 'wrong-password' } }))
        .status,
    ).toBe(401);
    expect((await call({ path: '/api/businesses/all' })).status).toBe(401);
    await call({ path: '/api/admin/me', token });
    await call({ path: '/api/admin/validate', token });
    await call({ path: '/api/businesses/all', token });
    await call({ path: '/api/businesses/all?page=1&pageSize=5', token });
    await call({ path: '/api/businesses/stats', token });
    await call({ path: '/api/businesses/activity', token });
    await call({ path: '/api/businesses/reviews/pending', token });
    await call({ path: '/api/offers/all', token });
    await call({ path: '/api/communities/all', token });
    await call({ path: '/api/posts/all', token });

    const created = await call<{ id: string }>({
      path: '/api/businesses',
      token,
      body: {
        ...business,
        name: 'Contract Studio',
        area: null,
        galleryImages: [],
        isApproved: 0,
        isVerified: 1,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/businesses/${id}`,
          token,
          body: { phone: null, latitude: 51.5, longitude: -0.12 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/businesses/${id}`,
          token,
          body: { address: null },
          invalidByDocument: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/businesses/${id}`,
          token,
          body: { name: 123 },
          invalidByDocument: true,
        })
      ).status,
    ).toBe(400);
    expect((await call({ method: 'POST', path: `/api/businesses/${id}/approve`, token })).status).toBe(200);

    const offer = await call<{ id: string; verificationKey: string }>({
      path: '/api/offers',
      token,
      body: {
        businessId: id,
        title: 'Contract offer',
        description: 'Ten percent off',
        discountPercentage: 10,
        discountAmount: null,
        validUntil: future(5),
        maxRedemptions: 1,
      },
    });
    expect(offer.status).toBe(201);
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/offers/${offer.body.id}`,
          token,
          body: { titleUk: null, isActive: 1 },
        })
      ).status,
    ).toBe(200);
    const claim = await call<{ claim: { code: string } }>({
      path: `/api/offers/${offer.body.id}/claim`,
      body: { token: 'contract-token-aaaaaaaa' },
    });
    expect(claim.status).toBe(200);
    // The one redemption is taken: another browser is refused (409).
    expect(
      (await call({ path: `/api/offers/${offer.body.id}/claim`, body: { token: 'contract-token-bbbbbbbb' } }))
        .status,
    ).toBe(409);
    const check = { code: claim.body.claim.code, key: offer.body.verificationKey };
    await call({ path: `/api/offers/${offer.body.id}/claims/check`, body: check });
    await call({ path: `/api/offers/${offer.body.id}/claims/redeem`, body: check });
    expect((await call({ path: `/api/offers/${offer.body.id}/claims/redeem`, body: check })).status).toBe(
      409,
    );
    expect((await call({ method: 'DELETE', path: `/api/offers/${offer.body.id}`, token })).status).toBe(204);
    expect((await call({ method: 'DELETE', path: `/api/businesses/${id}`, token })).status).toBe(204);
    expect((await call({ method: 'DELETE', path: `/api/businesses/${id}`, token })).status).toBe(404);

    const pending = await call<{ id: string; name: string }[]>({ path: '/api/communities/all', token });
    const mine = pending.body.find((c) => c.name === 'Contract Choir')!;
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/communities/${mine.id}`,
          token,
          body: { nameUk: null, website: null, latitude: null },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/communities/${mine.id}`,
          token,
          body: { heroImage: null },
          invalidByDocument: true,
        })
      ).status,
    ).toBe(400);
    expect((await call({ method: 'POST', path: `/api/communities/${mine.id}/approve`, token })).status).toBe(
      200,
    );
    expect((await call({ method: 'DELETE', path: `/api/communities/${mine.id}`, token })).status).toBe(204);

    const posts = await call<{ id: string; title: string }[]>({ path: '/api/posts/all', token });
    const mineEvent = posts.body.find((p) => p.title === 'Contract evening')!;
    expect(
      (
        await call({
          method: 'PATCH',
          path: `/api/posts/${mineEvent.id}`,
          token,
          body: { endAt: null, locationName: null, latitude: null },
        })
      ).status,
    ).toBe(200);
    expect((await call({ method: 'POST', path: `/api/posts/${mineEvent.id}/approve`, token })).status).toBe(
      200,
    );
    await call({ path: `/api/posts/${mineEvent.id}/calendar.ics` });
    expect((await call({ method: 'DELETE', path: `/api/posts/${mineEvent.id}`, token })).status).toBe(204);
    for (const post of posts.body.filter((p) => p.title === 'Contract news'))
      await call({ method: 'DELETE', path: `/api/posts/${post.id}`, token });

    // The figures for the closing note.
    process.stdout.write(
      `OpenAPI contract: ${contract.counts.requests} requests and ${contract.counts.answers} answers checked; ` +
        `${refusedAsExpected.length} invalid requests refused by the documents too\n`,
    );
    expect(findings).toEqual([]);
    expect(refusedAsExpected).toHaveLength(9);
    expect(contract.counts.answers).toBeGreaterThanOrEqual(60);
  });
});
