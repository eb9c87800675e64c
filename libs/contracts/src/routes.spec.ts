import {
  API_ROUTES,
  findApiRoute,
  isCanonicalApiPath,
  routesBySpecificity,
  type ApiMethod,
  type RouteAccess,
} from './routes';

/**
 * spec.md section 7 ("The calls it makes"), every row's method and path as the spec writes them,
 * with the access section 6 gives it (the token goes to /api/admin/ paths, /api/communities/ and
 * /api/posts/ paths other than the /public ones, and non-GET /api/businesses; logging in needs
 * no token).
 */
const SPEC_SECTION_7: Array<[ApiMethod, string, RouteAccess]> = [
  ['POST', '/api/admin/login', 'public'],
  ['GET', '/api/admin/validate', 'admin'],
  ['POST', '/api/admin/logout', 'admin'],
  ['GET', '/api/businesses', 'public'],
  ['POST', '/api/businesses/public', 'public'],
  ['POST', '/api/businesses', 'admin'],
  ['PATCH', '/api/businesses/{id}', 'admin'],
  ['DELETE', '/api/businesses/{id}', 'admin'],
  ['GET', '/api/communities', 'public'],
  ['GET', '/api/communities/all', 'admin'],
  ['POST', '/api/communities/public', 'public'],
  ['POST', '/api/communities/{id}/approve', 'admin'],
  ['PATCH', '/api/communities/{id}', 'admin'],
  ['DELETE', '/api/communities/{id}', 'admin'],
  ['GET', '/api/posts', 'public'],
  ['POST', '/api/posts/public', 'public'],
  ['GET', '/api/posts/all', 'admin'],
  ['POST', '/api/posts/{id}/approve', 'admin'],
  ['PATCH', '/api/posts/{id}', 'admin'],
  ['DELETE', '/api/posts/{id}', 'admin'],
];

const key = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the route table', () => {
  it('lists every row of spec.md section 7, marked inSpec, with the access section 6 gives it', () => {
    const table = new Map(API_ROUTES.map((r) => [key(r.method, r.path), r]));
    const found = SPEC_SECTION_7.map(([method, path]) => {
      const route = table.get(key(method, path));
      return [method, path, route?.access, route?.inSpec];
    });
    expect(found).toEqual(SPEC_SECTION_7.map(([method, path, access]) => [method, path, access, true]));
  });

  it('marks inSpec only the rows section 7 lists', () => {
    const spec = new Set(SPEC_SECTION_7.map(([method, path]) => key(method, path)));
    const marked = API_ROUTES.filter((r) => r.inSpec).map((r) => key(r.method, r.path));
    expect(marked.filter((k) => !spec.has(k))).toEqual([]);
  });

  it('has each method and path once, every path lowercase under /api', () => {
    const keys = API_ROUTES.map((r) => key(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const route of API_ROUTES) {
      expect(route.path).toMatch(/^\/api(\/([a-z0-9.-]+|:[a-zA-Z]+))+$/);
      expect(route.path.replace(/:[a-zA-Z]+/g, '')).toBe(route.path.replace(/:[a-zA-Z]+/g, '').toLowerCase());
    }
  });

  it('never lets a cache keep an admin answer or a write, and limits public writes', () => {
    for (const r of API_ROUTES) {
      const row = `${r.method} ${r.path}`;
      if (r.access === 'admin' || r.method !== 'GET') expect([row, r.cache]).toEqual([row, 'no-store']);
      if (
        r.access === 'public' &&
        ['POST', 'PATCH', 'DELETE'].includes(r.method) &&
        r.path !== '/api/admin/login'
      )
        // Offer claims and their till checks share the claim class (issue 28).
        expect([row, r.rateLimit]).toEqual([row, /\/claims?(\/|$)/.test(r.path) ? 'claim' : 'public-write']);
      if (r.access === 'admin') expect([row, r.rateLimit]).toEqual([row, 'none']);
    }
  });
});

describe('findApiRoute', () => {
  it.each([
    ['GET', '/api/businesses/all', 'admin', '/api/businesses/all'],
    ['GET', '/api/businesses/0b7e7c58', 'public', '/api/businesses/:id'],
    ['HEAD', '/api/businesses/0b7e7c58', 'public', '/api/businesses/:id'],
    ['GET', '/api/businesses/reviews/pending', 'admin', '/api/businesses/reviews/pending'],
    ['POST', '/api/businesses/42/reviews', 'public', '/api/businesses/:id/reviews'],
    ['DELETE', '/api/businesses/reviews/9', 'admin', '/api/businesses/reviews/:reviewId'],
    ['patch', '/api/offers/1/', 'admin', '/api/offers/:id'],
    ['GET', '/api/posts/calendar.ics', 'public', '/api/posts/calendar.ics'],
  ])('%s %s is the %s route %s', (method, path, access, route) => {
    expect(findApiRoute(method, path)).toMatchObject({ access, path: route });
  });

  it.each([
    ['GET', '/api/businesses/a/b/c'],
    ['PUT', '/api/businesses/1'],
    ['GET', '/api/communities/1'],
    ['GET', '/api/posts/calendarxics'],
  ])('%s %s is no route', (method, path) => {
    expect(findApiRoute(method, path)).toBeUndefined();
  });

  it('tries static segments before parameters, position by position', () => {
    const order = routesBySpecificity().map((r) => r.path);
    expect(order.indexOf('/api/businesses/all')).toBeLessThan(order.indexOf('/api/businesses/:id'));
    expect(order.indexOf('/api/businesses/reviews/:reviewId')).toBeLessThan(
      order.indexOf('/api/businesses/:id/reviews'),
    );
  });
});

describe('isCanonicalApiPath', () => {
  it.each([
    '/api/businesses',
    '/api/businesses/all',
    '/api/businesses/0B7E7C58-6A4F-4C1E-9A53-0D5F4F3C2A11',
    '/api/businesses/allx',
    '/api/posts/calendar.ics',
    '/api/no-such-route/At-All',
    '/api/businesses/caf%C3%A9',
  ])('accepts %s', (path) => {
    expect(isCanonicalApiPath(path)).toBe(true);
  });

  it.each([
    '/api/businesses/ALL',
    '/api/businesses/Export',
    '/api/businesses/reviews/PENDING',
    '/api/offers/All',
    '/API/businesses',
    '/api/Posts/1/approve',
    '/api/posts/calendar.ICS',
    '/api/businesses/',
    '/api/businesses//all',
    '/api/./businesses',
    '/api/businesses/x/..',
    '/api/businesses/%61ll',
    '/api/businesses/%41LL',
    '/api/businesses%2Fall',
    '/api/businesses/a%5cb',
    '/api/businesses/a%00',
    '/api/businesses/%7e',
  ])('refuses %s', (path) => {
    expect(isCanonicalApiPath(path)).toBe(false);
  });
});
