import fs from 'node:fs';
import net from 'node:net';
import zlib from 'node:zlib';

import { FakeUpstream } from './fake-upstream';
import { GatewayUnderTest } from './gateway-harness';
import { request } from './http-client';
import { ROUTES_DIR } from '../src/published-routes';
import { readRouteLists } from '../src/route-lists';

// Ports 18100-18119 belong to this file.
const GATEWAY_PORT = 18100;
/** The one origin CORS_ORIGINS lists here. */
const ALLOWED_ORIGIN = 'https://frontend.example';
const INTERNAL_PORT = 18105;
const ADMIN_TOKEN = 'Bearer good-admin-token';

const describeWithNginx = GatewayUnderTest.nginxAvailable() ? describe : describe.skip;

describeWithNginx('gateway (real nginx, fake upstreams)', () => {
  // A service that (wrongly) marks its errors public: the gateway must not let any cache keep them.
  const publicCache = { 'cache-control': 'public, max-age=300' };
  // A public list long enough to be compressed (gzip_min_length 1 kB), with an ETag.
  const listBody = (url: string) => ({ url, names: Array.from({ length: 80 }, (_, i) => `Business ${i}`) });
  const listAnswer = (
    req: { url: string; headers: Record<string, unknown> },
    res: import('node:http').ServerResponse,
  ) => {
    const etag = `W/"${Buffer.from(req.url).toString('hex').slice(-16)}"`;
    // A service that (wrongly) starts a session on a public read: no cache may keep that answer.
    const cookie: Record<string, string> = req.url.includes('list=cookie') ? { 'set-cookie': 'sid=1' } : {};
    // A public route's answer the service marks for one client only (a draft photo's preview).
    if (req.url.includes('list=private')) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'private, no-store',
      });
      return res.end(JSON.stringify(listBody(req.url)));
    }
    // A service that keeps its answer compressed (svc-catalog's lists) sends those bytes: brotli
    // when asked for br, gzip when asked for gzip.
    if (req.url.includes('list=pregzipped') && String(req.headers['accept-encoding']) === 'br') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        etag,
        ...publicCache,
      });
      return res.end(zlib.brotliCompressSync(JSON.stringify(listBody(req.url))));
    }
    if (req.url.includes('list=pregzipped') && String(req.headers['accept-encoding']).includes('gzip')) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
        etag,
        ...publicCache,
      });
      return res.end(zlib.gzipSync(JSON.stringify(listBody(req.url)), { level: 9 }));
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, ...publicCache });
      return res.end();
    }
    FakeUpstream.json(res, 200, listBody(req.url), { ...publicCache, etag, ...cookie });
  };
  // Each answer says how many times the service was asked for it.
  const seenCount = (path: string) => [...catalog.seen, ...content.seen].filter((r) => r.url === path).length;
  const versionAnswer = (req: { url: string }, res: import('node:http').ServerResponse) => {
    const answer = () => FakeUpstream.json(res, 200, { version: seenCount(req.url) }, publicCache);
    // Slow enough that requests sent together all arrive while the first is being answered.
    if (req.url.includes('slow')) setTimeout(answer, 500).unref();
    else answer();
  };
  const catalog = new FakeUpstream('catalog', 18101, (req, res) => {
    if (/[?&]version=/.test(req.url)) return versionAnswer(req, res);
    if (/[?&]list=/.test(req.url)) return listAnswer(req, res);
    if (req.url.startsWith('/api/businesses/slow')) {
      setTimeout(() => FakeUpstream.json(res, 200, { late: true }), 3000).unref();
      return;
    }
    if (req.url === '/api/businesses/00000000-0000-4000-8000-000000000404')
      return FakeUpstream.json(res, 404, { statusCode: 404, error: 'Business not found' }, publicCache);
    if (req.url === '/api/businesses/00000000-0000-4000-8000-000000000500')
      return FakeUpstream.json(res, 500, { statusCode: 500, error: 'Internal Server Error' }, publicCache);
    if (req.url === '/api/businesses/categories') return FakeUpstream.json(res, 200, [], publicCache);
    FakeUpstream.json(res, 200, { service: 'catalog', method: req.method, url: req.url });
  });
  const content = new FakeUpstream('content', 18102, (req, res) => {
    if (/[?&]version=/.test(req.url)) return versionAnswer(req, res);
    FakeUpstream.json(res, 200, { service: 'content', method: req.method, url: req.url });
  });
  const auth = new FakeUpstream('auth', 18103, (req, res) => {
    if (req.url === '/api/admin/validate') {
      if (req.headers.authorization === ADMIN_TOKEN) return FakeUpstream.json(res, 200, { valid: true });
      return FakeUpstream.json(res, 401, { statusCode: 401, error: 'Invalid token' });
    }
    FakeUpstream.json(res, 200, { service: 'auth', method: req.method, url: req.url });
  });
  const shellFiles = {
    'index.html': '<!doctype html><title>Blue &amp; Yellow Pages</title><div id="root"></div>',
    'communities.html': '<!doctype html><title>Communities</title><div id="root"></div>',
    'preload.js': 'window.__preload = true;',
    'main.3f2a9c1b0d4e5f60.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  // Precompressed twins as the builds write them (webpack/plugins.js, compression-webpack-plugin).
  const twinned = `console.log(${JSON.stringify('twin '.repeat(800))});`;
  const twinFiles = {
    'twin.0123456789abcdef.js': twinned,
    'twin.0123456789abcdef.js.gz': zlib.gzipSync(twinned),
    'twin.0123456789abcdef.js.br': zlib.brotliCompressSync(Buffer.from(twinned)),
  };
  const gateway = new GatewayUnderTest(
    GATEWAY_PORT,
    {
      CATALOG_UPSTREAM: catalog.address,
      CONTENT_UPSTREAM: content.address,
      AUTH_UPSTREAM: auth.address,
      SHELL_UPSTREAM: '127.0.0.1:18110',
      MF_DIRECTORY_UPSTREAM: '127.0.0.1:18111',
      // Nothing listens here: the news remote is "down".
      MF_NEWS_UPSTREAM: '127.0.0.1:18112',
      MF_ADMIN_UPSTREAM: '127.0.0.1:18113',
      MAP_TILE_URL: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
      PROXY_TIMEOUT: '2s',
      INTERNAL_PORT: String(INTERNAL_PORT),
      // A frontend served from another origin (CORS answers only this one).
      CORS_ORIGINS: ALLOWED_ORIGIN,
    },
    [
      { name: 'shell', port: 18110, spa: true, files: { ...shellFiles, ...twinFiles } },
      {
        name: 'mf-directory',
        port: 18111,
        spa: false,
        files: {
          'remoteEntry.js': 'var directory = {};',
          'mf-manifest.json': '{}',
          '412.0123456789abcdef.js': 'chunk();',
        },
      },
      { name: 'mf-admin', port: 18113, spa: false, files: { 'remoteEntry.js': 'var admin = {};' } },
    ],
  );

  const get = (path: string, headers: Record<string, string> = {}) =>
    request(GATEWAY_PORT, 'GET', path, { headers });
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(GATEWAY_PORT, method, path, {
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const validations = () => auth.seen.filter((r) => r.url === '/api/admin/validate').length;

  beforeAll(async () => {
    await Promise.all([catalog.start(), content.start(), auth.start()]);
    await gateway.start();
  });

  afterAll(async () => {
    await gateway.stop();
    await Promise.all([catalog.stop(), content.stop(), auth.stop()]);
  });

  describe('routing', () => {
    it.each([
      ['GET', '/api/businesses', 'catalog'],
      ['GET', '/api/businesses/0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11', 'catalog'],
      ['GET', '/api/offers', 'catalog'],
      ['GET', '/api/communities', 'content'],
      ['GET', '/api/posts?type=event', 'content'],
      ['POST', '/api/admin/login', 'auth'],
      ['GET', '/api/docs/catalog', 'catalog'],
      ['GET', '/api/docs/catalog-json', 'catalog'],
      ['GET', '/api/docs/content/swagger-ui.css', 'content'],
      ['GET', '/api/docs/auth-json', 'auth'],
    ])('sends %s %s to svc-%s unchanged', async (method, path, service) => {
      const res = await send(method, path, method === 'GET' ? undefined : { username: 'a', password: 'b' });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ service, method, url: path });
    });

    it.each([
      ['POST', '/api/businesses', 'catalog'],
      ['PATCH', '/api/offers/1', 'catalog'],
      ['GET', '/api/communities/all', 'content'],
      ['DELETE', '/api/posts/1', 'content'],
      ['POST', '/api/admin/logout', 'auth'],
    ])('sends admin %s %s to svc-%s once the token is valid', async (method, path, service) => {
      const res = await send(method, path, { name: 'x' }, { authorization: ADMIN_TOKEN });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ service, method, url: path });
    });

    it('passes the request body and the bearer token of an admin request through', async () => {
      const mark = catalog.seen.length;
      await send('PATCH', '/api/businesses/42', { isVerified: 1 }, { authorization: ADMIN_TOKEN });
      const [seen] = catalog.since(mark);
      expect(JSON.parse(seen.body)).toEqual({ isVerified: 1 });
      expect(seen.headers.authorization).toBe(ADMIN_TOKEN);
    });

    it('gives every request an X-Request-Id, passes it upstream and logs it', async () => {
      const mark = content.seen.length;
      const res = await get('/api/posts');
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(content.since(mark)[0].headers['x-request-id']).toBe(id);
      const entry = await gateway.waitForAccessLogEntry(
        (line) => line.requestId === id && line.uri === '/api/posts',
      );
      expect(entry).toMatchObject({ requestId: id, uri: '/api/posts', status: 200 });
    });

    it('keeps connections to the services open between requests (upstream keep-alive)', async () => {
      const mark = catalog.seen.length;
      for (let i = 0; i < 8; i += 1) {
        const res = await send('POST', '/api/offers/1/claim', {});
        expect(res.status).toBe(200);
      }
      const connections = new Set(catalog.since(mark).map((seen) => seen.connection));
      // One pooled connection per nginx worker at most, where each request once had its own.
      expect(connections.size).toBeLessThan(8);
    });

    it.each(['/api/unknown', '/api', '/api/businessesX', '/api/docs/other'])(
      'answers JSON 404 for %s',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found' });
      },
    );

    // Which spelling names a route is the services' decision (their canonical-path middleware,
    // docs/architecture.md): the gateway hands a spelling to the service raw, as an admin request
    // unless it literally is a public route's spelling, or answers it itself when no service owns it.
    it.each([
      ['/api/businesses/ALL', 'catalog'],
      ['/api/businesses/Export', 'catalog'],
      ['/api/offers/All', 'catalog'],
      ['/api/posts/calendar.ICS', 'content'],
      ['/api/businesses/all/', 'catalog'],
      ['/api/businesses//all', 'catalog'],
      ['/api/businesses/%61ll', 'catalog'],
      ['/api/businesses/x/../all', 'catalog'],
      ['/api/communities/All', 'content'],
      ['/api/admin/Validate', 'auth'],
    ] as const)(
      'hands the other spelling %s to svc-%s unchanged, for the service to judge',
      async (path, name) => {
        const service = { catalog, content, auth }[name];
        const mark = service.seen.length;
        const res = await get(path, { authorization: ADMIN_TOKEN });
        expect(res.status).toBe(200);
        expect(
          service
            .since(mark)
            .filter((r) => r.url !== '/api/admin/validate')
            .map((r) => r.url),
        ).toEqual([path]);
      },
    );

    it.each([
      ['/api/businesses/all/', 401],
      ['/api/businesses//all', 401],
      ['/api/businesses/%61ll', 401],
      ['/api/businesses/x/../all', 401],
      ['/api/Businesses/all', 404],
      ['/API/businesses/all', 404],
    ])('answers %s without a token itself (%i), as it is no public route', async (path, status) => {
      const marks = [catalog.seen.length, content.seen.length];
      const res = await get(path);
      expect([res.status, res.headers['cache-control']]).toEqual([status, 'no-store']);
      expect([catalog.since(marks[0]), content.since(marks[1])]).toEqual([[], []]);
    });

    it('answers JSON 413 for a body over the limit without calling the service', async () => {
      const mark = catalog.seen.length;
      const res = await request(GATEWAY_PORT, 'POST', '/api/businesses/public', {
        headers: { 'content-type': 'text/csv' },
        body: Buffer.alloc(3 * 1024 * 1024, 'a'),
      });
      expect(res.status).toBe(413);
      expect(res.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        details: [{ path: 'body', message: 'Request body is larger than 2m' }],
      });
      expect(catalog.since(mark)).toHaveLength(0);
    });

    it("names the photo route's own limit in its 413", async () => {
      const mark = catalog.seen.length;
      const res = await request(GATEWAY_PORT, 'POST', '/api/businesses/photos', {
        headers: { 'content-type': 'image/jpeg' },
        body: Buffer.alloc(11 * 1024 * 1024, 'a'),
      });
      expect(res.status).toBe(413);
      expect(res.json()).toMatchObject({
        details: [{ path: 'body', message: 'Request body is larger than 10m' }],
      });
      expect(catalog.since(mark)).toHaveLength(0);
    });

    it('serves the runtime config from the environment', async () => {
      const res = await get('/config.json');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        remotes: {
          directory: '/mf/directory/remoteEntry.js',
          news: '/mf/news/remoteEntry.js',
          admin: '/mf/admin/remoteEntry.js',
        },
        map: {
          tileUrl: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors © CARTO',
        },
      });
    });
  });

  describe('auth_request', () => {
    // The admin map is generated from the services' route lists: every row, implemented yet or not.
    const LISTED_ROUTES = readRouteLists(ROUTES_DIR).flatMap((list) => list.routes);
    const concrete = (path: string) => path.replace(/:[^/]+/g, '0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11');
    /** The access of the first listed route a request matches (lists are most specific first). */
    const listedAccess = (method: string, path: string) =>
      LISTED_ROUTES.find(
        (r) =>
          r.method === method &&
          new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}$`).test(path),
      )?.access;
    const adminRows = LISTED_ROUTES.filter((r) => r.access === 'admin').map((r) => [
      r.method,
      concrete(r.path),
    ]);
    const publicRows = LISTED_ROUTES.filter((r) => r.access === 'public').map((r) => [
      r.method,
      concrete(r.path),
    ]);

    it.each([
      ...adminRows,
      // Not in the table: fail closed.
      ['GET', '/api/communities/1'],
      ['POST', '/api/communities'],
      ['GET', '/api/admin/login'],
      ['GET', '/api/admin/anything'],
      ['POST', '/api/businesses/1/reviews/2'],
      ['GET', '/api/posts/1/feed.xml'],
    ])(
      'rejects admin request %s %s without a valid token before it reaches the service',
      async (method, path) => {
        expect(listedAccess(method, path) ?? 'admin').toBe('admin');
        const marks = [catalog.seen.length, content.seen.length];
        const authMark = auth.seen.length;
        for (const headers of [{}, { authorization: 'Bearer forged' }] as Array<Record<string, string>>) {
          const res = await send(method, path, method === 'GET' ? undefined : {}, headers);
          expect(res.status).toBe(401);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized' });
        }
        expect(catalog.since(marks[0])).toHaveLength(0);
        expect(content.since(marks[1])).toHaveLength(0);
        // svc-auth saw only the validation calls, never the request itself.
        expect(auth.since(authMark).map((r) => r.url)).toEqual([
          '/api/admin/validate',
          '/api/admin/validate',
        ]);
      },
    );

    it('asks svc-auth with the bearer token and no body', async () => {
      const mark = auth.seen.length;
      await send('POST', '/api/communities/1/approve', { a: 1 }, { authorization: ADMIN_TOKEN });
      const [validation] = auth.since(mark);
      expect(validation).toMatchObject({ method: 'GET', url: '/api/admin/validate', body: '' });
      expect(validation.headers.authorization).toBe(ADMIN_TOKEN);
      expect(validation.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });

    it.each([
      ...publicRows,
      ['GET', '/api/businesses?category=food'],
      ['HEAD', '/api/offers'],
      ['HEAD', '/api/businesses/1'],
      ['GET', '/api/communities?search=choir'],
      ['GET', '/api/posts?type=news'],
      ['GET', '/api/docs/auth'],
    ])('lets public request %s %s through without calling svc-auth validation', async (method, path) => {
      const before = validations();
      const res = await send(method, path, method === 'GET' || method === 'HEAD' ? undefined : { name: 'x' });
      expect(res.status).toBe(200);
      expect(validations()).toBe(before);
    });
  });

  describe('headers', () => {
    it.each(['/', '/api/businesses', '/api/unknown', '/config.json', '/mf/directory/remoteEntry.js'])(
      'sends the security headers on %s',
      async (path) => {
        const res = await get(path);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("img-src 'self' data: https: https://*.tiles.example.org");
        expect(csp).toContain("connect-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers.server).toBe('nginx');
      },
    );

    it.each(['/api/businesses?limit=24&offset=0', '/api/communities?q=choir', '/api/unknown'])(
      "lets an allowed origin's script read X-Total-Count, X-Total-At-Least and X-Did-You-Mean (%s), and no other origin",
      async (path) => {
        const allowed = await get(path, { origin: ALLOWED_ORIGIN });
        expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
        expect(allowed.headers['access-control-allow-credentials']).toBe('true');
        expect(String(allowed.headers['access-control-expose-headers']).split(/,\s*/).sort()).toEqual([
          'X-Did-You-Mean',
          'X-Total-At-Least',
          'X-Total-Count',
        ]);
        const others: Record<string, string>[] = [{ origin: 'https://elsewhere.example' }, {}];
        for (const headers of others) {
          const other = await get(path, headers);
          expect(other.headers['access-control-allow-origin']).toBeUndefined();
          expect(other.headers['access-control-expose-headers']).toBeUndefined();
        }
      },
    );

    it('sends the security headers on gateway-made errors too', async () => {
      const res = await send('DELETE', '/api/businesses/1');
      expect(res.status).toBe(401);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it("keeps a successful API answer's own caching", async () => {
      expect((await get('/api/businesses')).headers['cache-control']).toBeUndefined();
      expect((await get('/api/businesses/categories')).headers['cache-control']).toBe('public, max-age=300');
    });

    it.each([
      ['/api/businesses/00000000-0000-4000-8000-000000000404', 404],
      ['/api/businesses/00000000-0000-4000-8000-000000000500', 500],
    ])(
      'never lets a cache keep the service error %s (%i), whatever the service said',
      async (path, status) => {
        const res = await get(path);
        expect(res.status).toBe(status);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('"statusCode"');
      },
    );

    it.each([
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/preload.js', 'no-cache'],
      ['/admin/businesses', 'no-cache'],
      ['/mf/directory/remoteEntry.js', 'no-cache'],
      ['/mf/directory/mf-manifest.json', 'no-cache'],
      ['/main.3f2a9c1b0d4e5f60.js', 'public, max-age=31536000, immutable'],
      ['/preload.js?537f98a18a3ac1f58f07', 'public, max-age=31536000, immutable'],
      ['/preload.js?v=1', 'no-cache'],
      ['/mf/directory/412.0123456789abcdef.js', 'public, max-age=31536000, immutable'],
    ])('caches %s with "%s"', async (path, cacheControl) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
    });

    it('gzips text assets', async () => {
      const res = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
        require('node:http')
          .get(
            { port: GATEWAY_PORT, path: '/main.3f2a9c1b0d4e5f60.js', headers: { 'accept-encoding': 'gzip' } },
            (r: import('node:http').IncomingMessage) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () =>
                resolve({
                  encoding: r.headers['content-encoding'],
                  body: zlib.gunzipSync(Buffer.concat(chunks)).toString(),
                }),
              );
            },
          )
          .on('error', reject);
      });
      expect(res.encoding).toBe('gzip');
      expect(res.body).toBe(shellFiles['main.3f2a9c1b0d4e5f60.js']);
    });
  });

  const statuses = async (path: string, times: number, headers: Record<string, string> = {}) => {
    const seen: unknown[] = [];
    for (let i = 0; i < times; i++) seen.push((await get(path, headers)).headers['x-cache-status']);
    return seen;
  };

  // The micro-cache is on at rest as under load: these reads are one client's, one at a time.
  describe('API reads: the micro-cache, the same at rest as under load', () => {
    it("answers a repeated public read from the cache, with the service's Cache-Control and ETag", async () => {
      const path = '/api/businesses?list=every';
      const answers = [await get(path), await get(path)];
      expect(answers.map((res) => res.headers['x-cache-status'])).toEqual(['MISS', 'HIT']);
      expect(seenCount(path)).toBe(1);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=300');
        expect(res.headers.etag).toMatch(/^W\/"/);
        expect(res.json()).toEqual(listBody(path));
      }
      const id = answers[1].headers['x-request-id'];
      expect(await gateway.waitForAccessLogEntry((line) => line.requestId === id)).toMatchObject({
        uri: path,
        cacheStatus: 'HIT',
      });
    });

    it('gzips a public list for a client that accepts gzip', async () => {
      const path = '/api/businesses?list=gzip';
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect([res.status, res.headers['content-encoding']]).toEqual([200, 'gzip']);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(zlib.gunzipSync(res.raw).toString())).toEqual(listBody(path));
    });

    // Debian's libnginx-mod-http-brotli-filter; without it the gateway renders gzip only.
    const brotliFilter = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
    (fs.existsSync(brotliFilter) ? it : it.skip)(
      'sends it brotli-compressed to a client that accepts br',
      async () => {
        const path = '/api/businesses?list=br';
        const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
        expect([res.status, res.headers['content-encoding']]).toEqual([200, 'br']);
        expect(JSON.parse(zlib.brotliDecompressSync(res.raw).toString())).toEqual(listBody(path));
      },
    );

    it('keeps the compressed answer the service sends: brotli for br clients, gzip for gzip clients, unzipped for others', async () => {
      const path = '/api/businesses?list=pregzipped';
      const sent = zlib.gzipSync(JSON.stringify(listBody(path)), { level: 9 });
      const plain = [await get(path), await get(path)];
      const gzipped = [
        await get(path, { 'accept-encoding': 'gzip' }),
        await get(path, { 'accept-encoding': 'gzip, br;q=0' }),
      ];
      const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      // The service was asked for gzip even by the client without it, and for br by the one with it.
      expect(catalog.seen.filter((r) => r.url === path).map((r) => r.headers['accept-encoding'])).toEqual([
        'gzip',
        'gzip',
        'gzip',
        'br',
      ]);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(brotli.raw).toString())).toEqual(listBody(path));
      for (const res of plain) {
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.json()).toEqual(listBody(path));
      }
      // Never compressed twice, whatever else the client accepts.
      for (const res of gzipped) {
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.raw.equals(sent)).toBe(true);
      }
      // One copy per Accept-Encoding the answer varies by.
      expect([...plain, ...gzipped, brotli].map((res) => res.headers['x-cache-status'])).toEqual([
        'MISS',
        'HIT',
        'MISS',
        'MISS',
        'MISS',
      ]);
    });

    it('answers a conditional read 304 from the cached ETag', async () => {
      const path = '/api/businesses?list=conditional';
      const etag = String((await get(path, { 'accept-encoding': 'gzip' })).headers.etag);
      const res = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect([res.status, res.body, res.headers['x-cache-status']]).toEqual([304, '', 'HIT']);
      expect(seenCount(path)).toBe(1);
    });

    it('passes If-None-Match to the service on reads the micro-cache never takes', async () => {
      const mark = catalog.seen.length;
      await get('/api/businesses?list=authorized', {
        authorization: 'Bearer visitor',
        'if-none-match': 'W/"x"',
      });
      expect(catalog.since(mark)[0].headers['if-none-match']).toBe('W/"x"');
    });

    it('never answers a request with Authorization from the cache, nor stores its answer', async () => {
      const path = '/api/businesses?list=with-authorization';
      await get(path);
      expect(await statuses(path, 2, { authorization: 'Bearer visitor' })).toEqual(['BYPASS', 'BYPASS']);
      expect(seenCount(path)).toBe(3);
    });

    it('never caches an admin route', async () => {
      const path = '/api/businesses/all';
      const mark = seenCount(path);
      expect(await statuses(path, 2, { authorization: ADMIN_TOKEN })).toEqual([undefined, undefined]);
      expect(seenCount(path) - mark).toBe(2);
    });

    it.each([
      ['an error', '/api/businesses/00000000-0000-4000-8000-000000000404'],
      ['an answer with Set-Cookie', '/api/businesses?list=cookie'],
      ["an answer the service marks 'private, no-store'", '/api/businesses?list=private'],
    ])('never keeps %s', async (_, path) => {
      const mark = seenCount(path);
      expect(await statuses(path, 2)).toEqual(['MISS', 'MISS']);
      expect(seenCount(path) - mark).toBe(2);
    });

    it('asks the service when the client wants a fresh answer, and keeps it for the others', async () => {
      const path = '/api/businesses?version=fresh';
      await get(path);
      const fresh = await get(path, { 'cache-control': 'no-cache' });
      expect([fresh.headers['x-cache-status'], fresh.json()]).toEqual(['BYPASS', { version: 2 }]);
      const next = await get(path);
      expect([next.headers['x-cache-status'], next.json()]).toEqual(['HIT', { version: 2 }]);
    });

    it('sends the requests that find no copy to the service once, the others waiting for its answer', async () => {
      const path = '/api/businesses?version=slow-together';
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(path)));
      expect(answers.map((res) => res.json())).toEqual(Array.from({ length: 20 }, () => ({ version: 1 })));
      expect(seenCount(path)).toBe(1);
    });
  });

  describe("a service's write: a new API generation on the internal port", () => {
    const newGeneration = (service: string, method = 'POST') =>
      request(INTERNAL_PORT, method, `/api-generation/${service}`);

    it("makes every kept answer of that service unreachable, and only that service's", async () => {
      const businesses = '/api/businesses?version=written';
      const communities = '/api/communities?version=kept';
      expect((await get(businesses)).json()).toEqual({ version: 1 });
      const keptCommunities = (await get(communities)).json();
      expect((await get(businesses)).headers['x-cache-status']).toBe('HIT');

      expect((await newGeneration('catalog')).status).toBe(200);

      const after = await get(businesses);
      expect([after.headers['x-cache-status'], after.json()]).toEqual(['MISS', { version: 2 }]);
      expect((await get(businesses)).headers['x-cache-status']).toBe('HIT');
      const other = await get(communities);
      expect([other.headers['x-cache-status'], other.json()]).toEqual(['HIT', keptCommunities]);
    });

    it('gives a new generation at each write, never one seen before', async () => {
      const path = '/api/businesses?version=each-write';
      const versions = [];
      for (let write = 0; write < 3; write++) {
        await newGeneration('catalog');
        versions.push((await get(path)).json());
      }
      expect(versions).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    });

    it('takes POST only, for the services it knows', async () => {
      expect((await newGeneration('catalog', 'GET')).status).toBe(405);
      expect((await newGeneration('billing')).status).toBe(404);
    });

    it('is not on the public port', async () => {
      const path = '/api/businesses?version=public-port';
      await get(path);
      // The shell's static server refuses the POST; the internal location is nobody's URL.
      expect((await send('POST', '/api-generation/catalog')).status).toBe(405);
      expect((await get('/_gateway/api-generation')).status).toBe(404);
      expect((await get(path)).headers['x-cache-status']).toBe('HIT');
    });
  });

  // Entries live 3 s here, so a slow machine still makes its repeated reads within a lifetime.
  describe('an expired copy', () => {
    const SHORT_PORT = 18104;
    const shortGateway = new GatewayUnderTest(SHORT_PORT, {
      CATALOG_UPSTREAM: catalog.address,
      CONTENT_UPSTREAM: content.address,
      AUTH_UPSTREAM: auth.address,
      API_MICRO_CACHE_SECONDS: '3',
    });
    const shortGet = (path: string) => request(SHORT_PORT, 'GET', path);

    beforeAll(() => shortGateway.start());
    afterAll(() => shortGateway.stop());

    it('is refreshed by one request in the background while the old copy is answered', async () => {
      const path = '/api/businesses?version=expiry';
      expect((await shortGet(path)).json()).toEqual({ version: 1 });
      // Wait for the entry to expire (3 s): the first read after it gets the old copy ...
      let res = await shortGet(path);
      const deadline = Date.now() + 15_000;
      while (res.headers['x-cache-status'] === 'HIT' && Date.now() < deadline) res = await shortGet(path);
      expect([res.headers['x-cache-status'], res.json()]).toEqual(['STALE', { version: 1 }]);
      // ... and the service is asked once, in the background, for the copy the next reads get.
      while ((res.json() as { version: number }).version === 1 && Date.now() < deadline)
        res = await shortGet(path);
      expect(res.json()).toEqual({ version: 2 });
      expect(seenCount(path)).toBe(2);
    });
  });

  describe('precompressed assets', () => {
    const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    // Without Debian's libnginx-mod-http-brotli-static the gateway renders gzip_static only.
    const itWithBrotli = fs.existsSync(brotliModule) ? it : it.skip;

    itWithBrotli('sends the .br twin with Content-Encoding: br to a client that accepts br', async () => {
      const res = await get('/twin.0123456789abcdef.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.raw.equals(twinFiles['twin.0123456789abcdef.js.br'])).toBe(true);
      expect(zlib.brotliDecompressSync(res.raw).toString()).toBe(twinned);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the .gz twin to a client that accepts only gzip, and the file to the others', async () => {
      const gz = await get('/twin.0123456789abcdef.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.raw.equals(twinFiles['twin.0123456789abcdef.js.gz'])).toBe(true);
      const plain = await get('/twin.0123456789abcdef.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(twinned);
    });
  });

  describe('frontends', () => {
    it.each(['/', '/about', '/admin/businesses', '/news-events?type=event'])(
      'serves the shell index.html for client route %s',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toBe(shellFiles['index.html']);
      },
    );

    // Issue 25: no soft 404s. A path that is no page of the app gets the app (its not-found view)
    // with status 404.
    it.each(['/no-such-page', '/also/missing', '/business/Not_A_Slug'])(
      'answers %s with 404 and the app',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toBe(shellFiles['index.html']);
      },
    );

    it('serves robots.txt naming the sitemap and keeping crawlers out of /admin and /api', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/^Disallow: \/admin$/m);
      expect(res.body).toMatch(/^Disallow: \/api\/$/m);
      expect(res.body).toMatch(/^Sitemap: http:\/\/[^/\s]+\/sitemap\.xml$/m);
    });

    it.each(['/communities', '/communities?search=choir'])(
      "serves a page's own first screen (communities.html) for %s",
      async (path) => {
        const res = await get(path);
        expect([res.status, res.body]).toEqual([200, shellFiles['communities.html']]);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves the remotes under /mf/<name>/', async () => {
      expect((await get('/mf/directory/remoteEntry.js')).body).toBe('var directory = {};');
      expect((await get('/mf/admin/remoteEntry.js')).body).toBe('var admin = {};');
    });

    it('answers 404, not the SPA page, for a missing asset', async () => {
      expect((await get('/missing.0123456789abcdef.js')).status).toBe(404);
      expect((await get('/mf/directory/nope.js')).status).toBe(404);
    });

    it('answers JSON 502 naming the frontend that is down', async () => {
      const res = await get('/mf/news/remoteEntry.js');
      expect(res.status).toBe(502);
      expect(res.json()).toEqual({ statusCode: 502, error: 'mf-news unavailable' });
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  describe("the gateway's own request errors", () => {
    /** A raw HTTP/1.1 exchange, for requests no HTTP client would send. */
    const raw = (text: string) =>
      new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
        // write, not end: nginx may drop a request whose client half-closed (499) while it waits
        // for an upstream. Each request here makes nginx close the connection itself.
        const socket = net.connect(GATEWAY_PORT, '127.0.0.1', () => socket.write(text));
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', reject);
        socket.on('close', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          const [head, body = ''] = answer.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
        });
      });
    const line = (requestLine: string) => `${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

    it.each([
      ['a NUL in the path (%00)', line('GET /api/businesses/a%00b HTTP/1.1'), 400, 'Bad Request'],
      ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400, 'Bad Request'],
      ['no Host header', 'GET /api/businesses HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'Bad Request'],
      ['a URI over 8 kB', line(`GET /api/businesses?q=${'a'.repeat(9000)} HTTP/1.1`), 414, 'URI Too Long'],
      ['TRACE', line('TRACE /api/businesses HTTP/1.1'), 405, 'Method Not Allowed'],
      ['an unknown method on the API', line('BREW /api/businesses HTTP/1.1'), 405, 'Method Not Allowed'],
      ['PUT on the API', line('PUT /api/businesses/1 HTTP/1.1'), 405, 'Method Not Allowed'],
      ['a POST to a page', line('POST /index.html HTTP/1.1'), 405, 'Method Not Allowed'],
    ])('answers %s with JSON %i in the error shape, never nginx HTML', async (_, text, status, error) => {
      const res = await raw(text);
      expect(res.status).toBe(status);
      expect(res.headers).toContain('content-type: application/json');
      expect(res.headers).toContain('cache-control: no-store');
      expect(JSON.parse(res.body)).toEqual({ statusCode: status, error });
    });
  });

  describe('failures', () => {
    it('answers JSON 504 when a service is too slow', async () => {
      const res = await get('/api/businesses/slow');
      expect(res.status).toBe(504);
      expect(res.json()).toEqual({ statusCode: 504, error: 'catalog timed out' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('limits login attempts with JSON 429 and Retry-After', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => send('POST', '/api/admin/login', { username: 'a', password: 'b' })),
      );
      const limited = answers.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(20);
      expect(limited[0].json()).toEqual({ statusCode: 429, error: 'Too Many Requests' });
      expect(limited[0].headers['retry-after']).toBe('1');
      expect(limited[0].headers['cache-control']).toBe('no-store');
      expect(limited[0].headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers JSON 502 "catalog unavailable" while svc-catalog is down; the rest keeps working', async () => {
      await catalog.stop();
      try {
        for (const res of [
          await get('/api/businesses'),
          await send('POST', '/api/businesses', {}, { authorization: ADMIN_TOKEN }),
        ]) {
          expect(res.status).toBe(502);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(res.json()).toEqual({ statusCode: 502, error: 'catalog unavailable' });
          expect(res.headers['cache-control']).toBe('no-store');
        }
        expect((await get('/api/communities')).status).toBe(200);
        expect((await get('/')).status).toBe(200);
      } finally {
        await catalog.start();
      }
      expect((await get('/api/businesses')).status).toBe(200);
    });

    it('answers JSON 503 "auth unavailable" for admin requests while svc-auth is down; public reads keep working', async () => {
      await auth.stop();
      try {
        const res = await send('POST', '/api/communities/1/approve', {}, { authorization: ADMIN_TOKEN });
        expect(res.status).toBe(503);
        expect(res.json()).toEqual({ statusCode: 503, error: 'auth unavailable' });
        expect((await get('/api/communities')).status).toBe(200);
        expect((await get('/api/businesses')).status).toBe(200);
      } finally {
        await auth.start();
      }
    });
  });
});
