import fs from 'node:fs';
import zlib from 'node:zlib';
import { request, type RawResponse } from '../gateway/test/http-client';
import { baseUrl } from './support/browser';

/**
 * Issue 31, HTTP details, through the gateway in front of the real services: the charset of the
 * HTML and of the gateway's own errors, one Vary header, compression of API answers and feeds
 * (brotli where the client asks), and the CSP header on error answers too.
 */

const port = () => Number(new URL(baseUrl()).port);
const get = (path: string, headers: Record<string, string> = {}) => request(port(), 'GET', path, { headers });
const headerCount = (res: RawResponse, name: string) =>
  res.rawHeaders.filter((_, i) => i % 2 === 0).filter((h) => h.toLowerCase() === name).length;

/** Debian's libnginx-mod-http-brotli-filter (the README's system packages); gzip only without it. */
const brotliFilter = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');

/** The compressed answers, each with a check of its decoded text (other tests may write meanwhile). */
const COMPRESSED: [path: string, looksRight: (text: string) => boolean][] = [
  ['/api/businesses', (text) => Array.isArray(JSON.parse(text))],
  ['/api/posts', (text) => Array.isArray(JSON.parse(text))],
  ['/api/communities', (text) => Array.isArray(JSON.parse(text))],
  ['/api/posts/feed.xml', (text) => text.includes('<rss') && text.trimEnd().endsWith('</rss>')],
  [
    '/api/posts/calendar.ics',
    (text) => text.startsWith('BEGIN:VCALENDAR') && text.trimEnd().endsWith('END:VCALENDAR'),
  ],
];

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.raw).toString('utf8');
  return res.body;
}

describe('HTTP details at the gateway', () => {
  it('names charset=utf-8 on the HTML pages and on the errors the gateway makes itself', async () => {
    for (const path of ['/', '/communities', '/news-events', '/admin/login']) {
      const res = await get(path);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
      ]);
    }
    for (const [method, path, status] of [
      ['GET', '/api/no-such-thing', 404],
      ['GET', '/mf/directory/no-such-file.js', 404],
      ['PUT', '/api/businesses', 405],
      ['GET', '/api/businesses/all', 401],
    ] as const) {
      const res = await request(port(), method, path);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        status,
        'application/json; charset=utf-8',
      ]);
    }
  });

  it('sends Vary once, naming each thing the answer depends on once', async () => {
    const answers = await Promise.all([
      get('/'),
      get('/api/businesses', { 'accept-encoding': 'gzip' }),
      get('/api/businesses?lang=uk', { 'accept-encoding': 'br', 'accept-language': 'uk' }),
      get('/api/posts', { 'accept-encoding': 'gzip, deflate, br' }),
      get('/api/no-such-thing'),
      get('/config.json'),
    ]);
    for (const res of answers) {
      expect(headerCount(res, 'vary')).toBe(1);
      const names = String(res.headers.vary)
        .split(',')
        .map((v) => v.trim().toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain('accept-encoding');
    }
    // The lists' texts follow Accept-Language (the service's Vary, kept in the one header).
    expect(String(answers[1].headers.vary)).toMatch(/Accept-Language/);
  });

  it('compresses API answers and the feeds with gzip for a client that asks for gzip', async () => {
    for (const [path, looksRight] of COMPRESSED) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect([path, res.status, res.headers['content-encoding']]).toEqual([path, 200, 'gzip']);
      expect([path, looksRight(decoded(res))]).toEqual([path, true]);
    }
  });

  (brotliFilter ? it : it.skip)('compresses them with brotli for a client that accepts br', async () => {
    for (const [path, looksRight] of COMPRESSED) {
      for (const accept of ['br', 'gzip, deflate, br, zstd']) {
        const res = await get(path, { 'accept-encoding': accept });
        expect([path, accept, res.status, res.headers['content-encoding']]).toEqual([
          path,
          accept,
          200,
          'br',
        ]);
        expect([path, looksRight(decoded(res))]).toEqual([path, true]);
      }
      // br;q=0 is a refusal.
      const refused = await get(path, { 'accept-encoding': 'gzip, br;q=0' });
      expect([path, refused.headers['content-encoding']]).toEqual([path, 'gzip']);
    }
  });

  it('sends the Content-Security-Policy on 4xx answers as on pages', async () => {
    const page = await get('/');
    const csp = page.headers['content-security-policy'];
    expect(csp).toMatch(/default-src/);
    for (const [method, path] of [
      ['GET', '/no-such-file.png'],
      ['GET', '/mf/news/no-such-file.js'],
      ['GET', '/api/no-such-thing'],
      ['GET', '/api/businesses/00000000-0000-4000-8000-00000000dead'],
      ['GET', '/api/businesses?limit=0'],
      ['GET', '/api/businesses/all'],
      ['PUT', '/'],
      ['POST', '/api/businesses/public'],
    ] as const) {
      const res = await request(port(), method, path, {
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect([method, path, res.headers['content-security-policy']]).toEqual([method, path, csp]);
    }
  });
});
