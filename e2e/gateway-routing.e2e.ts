import { GatewayUnderTest } from '../gateway/test/gateway-harness';
import { request } from '../gateway/test/http-client';
import { api } from './support/api';
import { baseUrl } from './support/browser';

const port = (url: string | undefined) => new URL(url ?? 'http://x:0').port;

describe('the gateway in front of the real services', () => {
  it('routes each API prefix to the service that owns it', async () => {
    const businesses = await api<unknown[]>('/api/businesses');
    expect(businesses.status).toBe(200);
    expect(Array.isArray(businesses.body)).toBe(true);

    const offers = await api<unknown[]>('/api/offers');
    expect(offers.status).toBe(200);

    // /api/admin belongs to svc-auth: a bad login is its answer, not the gateway's.
    const login = await api('/api/admin/login', {
      method: 'POST',
      body: { username: 'nobody', password: 'wrong-password' },
    });
    expect(login).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Invalid username or password' },
    });

    for (const [name, title] of [
      ['catalog', 'svc-catalog'],
      ['content', 'svc-content'],
      ['auth', 'svc-auth'],
    ]) {
      const docs = await api<{ info: { title: string } }>(`/api/docs/${name}-json`);
      expect([name, docs.status, docs.body.info?.title]).toEqual([name, 200, title]);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });

  it("keeps a successful public answer's caching and never lets a cache keep an API error", async () => {
    const list = await api('/api/businesses');
    expect([list.status, list.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    for (const path of [
      '/api/businesses/0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11',
      '/api/businesses/not-a-uuid',
      '/api/offers?page=-1',
      '/api/no-such-thing',
      '/api/businesses/all',
    ]) {
      const res = await api<{ statusCode: number }>(path);
      expect([path, res.status >= 400, res.headers.get('cache-control'), typeof res.body.statusCode]).toEqual(
        [path, true, 'no-store', 'number'],
      );
    }
  });

  describe("the gateway's own request errors", () => {
    const port = () => Number(new URL(baseUrl()).port);
    it.each([
      ['GET', '/api/businesses/a%00b', 400, 'Bad Request'],
      ['GET', `/api/businesses?q=${'a'.repeat(9000)}`, 414, 'URI Too Long'],
      ['TRACE', '/api/businesses', 405, 'Method Not Allowed'],
      ['PUT', '/api/businesses/0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11', 405, 'Method Not Allowed'],
      ['GET', '/API/businesses', 404, 'Not Found'],
    ])('answers %s %s with JSON %i, never nginx HTML', async (method, path, status, error) => {
      const res = await request(port(), method, path);
      // charset=utf-8 named, as on every answer the gateway makes itself (issue 31).
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        status,
        'application/json; charset=utf-8',
        'no-store',
      ]);
      expect(res.json()).toEqual({ statusCode: status, error });
    });

    // Another spelling of a route reaches the service, the one guard for spellings
    // (canonicalPathMiddleware): its JSON 404, never the admin route's data.
    it('leaves GET /api/businesses/ALL to svc-catalog, which answers JSON 404', async () => {
      const res = await request(port(), 'GET', '/api/businesses/ALL');
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        404,
        'application/json; charset=utf-8',
        'no-store',
      ]);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found' });
    });
  });

  it('passes the request id to the service and back', async () => {
    const res = await api('/api/businesses', { headers: {} });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  describe('when one service is down', () => {
    // A second gateway on the same real services, except that catalog points at a closed port.
    const gatewayPort = Number(process.env.BYP_E2E_SPARE_PORT);
    const gw = new GatewayUnderTest(gatewayPort, {
      // Nothing listens on port 9 (discard) here: the catalog is "down".
      CATALOG_UPSTREAM: '127.0.0.1:9',
      CONTENT_UPSTREAM: `127.0.0.1:${port(process.env.BYP_E2E_CONTENT_URL)}`,
      AUTH_UPSTREAM: `127.0.0.1:${port(process.env.BYP_E2E_AUTH_URL)}`,
    });
    beforeAll(() => gw.start());
    afterAll(() => gw.stop());
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}${path}`, {
        method: path.includes('login') ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body: path.includes('login') ? '{"username":"a","password":"b"}' : undefined,
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        body: await res.json().catch(() => null),
      };
    };

    it("answers that service's routes with a JSON 502", async () => {
      expect(await get('/api/businesses')).toEqual({
        status: 502,
        type: expect.stringMatching(/application\/json/),
        body: { statusCode: 502, error: 'catalog unavailable' },
      });
    });

    it('keeps the other services reachable', async () => {
      const docs = await get('/api/docs/content-json');
      expect(docs.status).toBe(200);
      expect((await get('/api/admin/login')).status).toBe(401);
    });
  });
});
