import fc from 'fast-check';
import type { Client } from 'pg';
import { connectDatabase } from './support/db';
import { encodeQueryText, hostileQueryValue, INJECTION_PAYLOADS } from './support/hostile';
import { expectWellFormedAnswer, routedPath, send, sendJson, type RawRequest } from './support/http';
import { checkProperty, StatusTally } from './support/property';

/**
 * Issue 31, hostile input: every public query (lists and searches with their parameters, reads
 * by id and by slug, feeds and sitemaps) with generated parameters through the gateway.
 * Properties, for every request:
 * - never a 5xx, and every 4xx in the error shape;
 * - a list answers a JSON array of approved items only;
 * - nothing pending leaks: items submitted for moderation, whose words the generated searches
 *   carry (with SQL and LIKE fragments around them), appear in no answer, header or by-slug read.
 */

/** A word only the pending submissions below carry. */
const PENDING_WORD = 'zqpendingword';

interface ListRoute {
  path: string;
  /** Its parameters and values that make sense for it (mixed with hostile ones by the generator). */
  params: Record<string, readonly string[]>;
  /** Answers a JSON array of items with isApproved. */
  list: boolean;
}

const LANGS = ['en', 'uk', 'de', ''] as const;

const LIST_ROUTES: ListRoute[] = [
  {
    path: '/api/businesses',
    params: {
      q: ['bakery', 'пекарня', PENDING_WORD],
      location: ['London', 'Leeds'],
      category: ['dining', 'all', 'communities', 'DINING'],
      openNow: ['true', 'false', '1'],
      limit: ['1', '500', '501', '0', '-1', '1.5', '1e3'],
      offset: ['0', '1', '1000000001', '-1'],
      lang: LANGS,
    },
    list: true,
  },
  {
    path: '/api/communities',
    params: { q: ['choir', PENDING_WORD], location: ['Leeds'], lang: LANGS },
    list: true,
  },
  {
    path: '/api/posts',
    params: {
      type: ['event', 'news', 'EVENT', 'all'],
      q: ['evening', PENDING_WORD],
      community: ['00000000-0000-0000-0000-000000000000', 'x'],
      lang: LANGS,
    },
    list: true,
  },
  {
    path: '/api/offers',
    params: { businessId: ['00000000-0000-0000-0000-000000000000', 'x'], lang: LANGS },
    list: true,
  },
  { path: '/api/businesses/categories', params: { lang: LANGS }, list: false },
  { path: '/api/businesses/template', params: {}, list: false },
  { path: '/api/posts/calendar.ics', params: { lang: LANGS }, list: false },
  { path: '/api/posts/feed.xml', params: { lang: LANGS, type: ['news', 'event'] }, list: false },
  { path: '/api/businesses/sitemap.xml', params: {}, list: false },
  { path: '/api/communities/sitemap.xml', params: {}, list: false },
  { path: '/api/posts/sitemap.xml', params: {}, list: false },
];

/** Parameter names nobody declared: prototype keys, bracket syntax, repeated and empty names. */
const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'q[]',
  'q[__proto__]',
  'lang[0]',
  'unknown',
  '',
  '%00',
  'Q',
];

function queryString(pairs: [string, string][]): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

const encodedInjection = fc.constantFrom(...INJECTION_PAYLOADS).map(encodeQueryText);

/** One parameter of a route: a sensible value, a hostile one, the pending word dressed in SQL, or a hostile name. */
function parameter(route: ListRoute): fc.Arbitrary<[string, string]> {
  const names = Object.keys(route.params);
  const sensible = names.flatMap((name) =>
    route.params[name].map((value) => [name, encodeQueryText(value)] as [string, string]),
  );
  const options: fc.Arbitrary<[string, string]>[] = [
    fc.tuple(fc.constantFrom(...HOSTILE_NAMES), hostileQueryValue),
  ];
  if (names.length > 0) {
    options.push(
      fc.constantFrom(...sensible),
      fc.tuple(fc.constantFrom(...names), hostileQueryValue),
      fc
        .tuple(fc.constantFrom(...names), encodedInjection, fc.boolean())
        .map(([name, sql, before]) => [name, before ? `${sql}${PENDING_WORD}` : `${PENDING_WORD}${sql}`]),
    );
  }
  return fc.oneof(...options);
}

const listRequest = fc
  .constantFrom(...LIST_ROUTES)
  .chain((route) => fc.tuple(fc.constant(route), fc.array(parameter(route), { maxLength: 4 })));

interface Pending {
  businessSlug: string;
  communitySlug: string;
  postSlug: string;
  ids: string[];
}

describe('hostile input to the public queries (fast-check, fixed seed)', () => {
  let db: Client;
  const pending: Pending = { businessSlug: '', communitySlug: '', postSlug: '', ids: [] };
  let businessId = '';

  /** Nothing of the pending submissions in what the public sees. */
  function expectNoPendingLeak(
    answer: { text: string; headers: Record<string, unknown> },
    sent: string,
  ): void {
    const seen = `${answer.text}\n${JSON.stringify(answer.headers)}`.toLowerCase();
    for (const secret of [PENDING_WORD, ...pending.ids])
      if (seen.includes(secret.toLowerCase()))
        throw new Error(`pending ${secret} leaked: ${sent}\n→ ${answer.text.slice(0, 400)}`);
  }

  beforeAll(async () => {
    db = await connectDatabase();
    const name = `Pending ${PENDING_WORD} Bakery`;
    const description = `Not yet approved: ${PENDING_WORD} must stay hidden.`;
    const submissions = await Promise.all([
      sendJson('POST', '/api/businesses/public', {
        name,
        description,
        category: 'dining',
        address: `1 ${PENDING_WORD} Street`,
        area: 'Camden',
        heroImage: 'https://example.org/p.jpg',
      }),
      sendJson('POST', '/api/communities/public', {
        name,
        description,
        heroImage: 'https://example.org/p.jpg',
      }),
      sendJson('POST', '/api/posts/public', { type: 'news', title: name, body: description }),
    ]);
    for (const s of submissions) expect([s.status, s.text]).toEqual([201, expect.any(String)]);
    const [business, community, post] = submissions.map((s) => s.json as { id: string; slug: string });
    pending.ids = [business.id, community.id, post.id];
    pending.businessSlug = business.slug;
    pending.communitySlug = community.slug;
    pending.postSlug = post.slug;
    businessId = ((await sendJson('GET', '/api/businesses?limit=1')).json as { id: string }[])[0].id;
  });

  afterAll(async () => {
    await db?.end();
  });

  it('list and search queries: never a 5xx, 4xx in the error shape, approved items only, nothing pending', async () => {
    const tally = new StatusTally();
    await checkProperty(
      'GET lists and searches',
      listRequest,
      async ([route, pairs]) => {
        const request: RawRequest = { method: 'GET', path: `${route.path}${queryString(pairs)}` };
        const answer = await send(request);
        tally.add(answer);
        const sent = `GET ${request.path.slice(0, 300)}`;
        expectWellFormedAnswer(answer, sent);
        expectNoPendingLeak(answer, sent);
        if (route.list && answer.status === 200) {
          if (!Array.isArray(answer.json)) throw new Error(`not a JSON array: ${sent}`);
          const unapproved = (answer.json as { isApproved?: unknown }[]).filter(
            (item) => 'isApproved' in item && item.isApproved !== 1,
          );
          if (unapproved.length > 0) throw new Error(`${unapproved.length} unapproved item(s): ${sent}`);
        }
      },
      { numRuns: 250, tally },
    );
    expect(tally.count((status) => status === 200)).toBeGreaterThan(0);
    expect(tally.count((status) => status === 400)).toBeGreaterThan(0);
  });

  it('reads by id and by slug: never a 5xx, 4xx in the error shape, a pending item is not found', async () => {
    const tally = new StatusTally();
    const segment = fc.oneof(
      hostileQueryValue,
      fc.uuid(),
      fc.constantFrom(
        '..',
        '%2e%2e',
        '..%2f..%2fapi%2fbusinesses%2fall',
        '%2f',
        'a'.repeat(3000),
        pending.businessSlug,
        pending.communitySlug,
        pending.postSlug,
        ...pending.ids,
      ),
    );
    const templates = [
      '/api/businesses/{}',
      '/api/businesses/{}/reviews',
      '/api/businesses/by-slug/{}',
      '/api/businesses/by-slug/{}/head',
      '/api/communities/by-slug/{}',
      '/api/communities/by-slug/{}/head',
      '/api/communities/{}/calendar.ics',
      '/api/posts/by-slug/{}',
      '/api/posts/by-slug/{}/head',
      '/api/posts/{}/calendar.ics',
      '/api/businesses/photos/{}',
      '/api/communities/photos/{}',
      `/api/businesses/${businessId}/reviews?lang={}`,
    ];
    await checkProperty(
      'GET by id and slug',
      fc.tuple(fc.constantFrom(...templates), segment, fc.constantFrom('', '?lang=uk', '?lang=%ED%A0%80')),
      async ([template, value, suffix]) => {
        const path = template.replace('{}', value);
        const request: RawRequest = { method: 'GET', path: path.includes('?') ? path : `${path}${suffix}` };
        const answer = await send(request);
        tally.add(answer);
        const sent = `GET ${request.path.slice(0, 300)}`;
        expectWellFormedAnswer(answer, sent, { api: routedPath(request.path).startsWith('/api/') });
        expectNoPendingLeak(answer, sent);
      },
      { numRuns: 200, tally },
    );
    expect(tally.count((status) => status === 404)).toBeGreaterThan(0);
  });
});
