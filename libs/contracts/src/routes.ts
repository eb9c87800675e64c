/**
 * Every /api route of the product, in one table (issue 9): who may call it, how its answers may
 * be cached and which rate limit applies. Each service's published route list (the gateway
 * renders its admin map from gateway/routes/*.routes.json), the client's "send the admin token"
 * rule and the services' decorators are all checked against (or generated from) this table, so a
 * new route is added here first.
 */

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type ApiService = 'catalog' | 'content' | 'auth';

/** `public`: anyone; `admin`: a valid, unrevoked admin session (checked by the gateway and the service). */
export type RouteAccess = 'public' | 'admin';

/**
 * `public`: `Cache-Control: no-cache` with an ETag: a cache may keep the answer but revalidates it
 *   every time (304 when unchanged); spec section 7's "cached 5 minutes" is the client's RTK Query
 *   cache, invalidated by tag on each write (docs/architecture.md, "Caching");
 * `no-store`: admin answers and writes, never kept by any cache;
 * `revalidate`: the same header as `public` (no route uses it);
 * `immutable`: `public, max-age=31536000, immutable`: the answer at this URL never changes (photo
 *   files named by their content's hash, issue 26).
 */
export type CachePolicy = 'public' | 'no-store' | 'revalidate' | 'immutable';

/**
 * `none`: no limit beyond the gateway's coarse one;
 * `public-write`: visitors' submissions (businesses, communities, posts, reviews), per client;
 * `claim`: offer claims, per client;
 * `login`: the login brake (per client and username, svc-auth).
 */
export type RateLimitClass = 'none' | 'public-write' | 'claim' | 'login';

export interface ApiRoute {
  method: ApiMethod;
  /** Express-style path; `:name` is one path segment. */
  path: string;
  service: ApiService;
  access: RouteAccess;
  cache: CachePolicy;
  rateLimit: RateLimitClass;
  /** Listed in spec.md section 7 (the others are this product's additions, documented in docs/architecture.md). */
  inSpec: boolean;
}

type Row = [ApiMethod, string, RouteAccess, CachePolicy, RateLimitClass, boolean];

const rows = (service: ApiService, list: Row[]): ApiRoute[] =>
  list.map(([method, path, access, cache, rateLimit, inSpec]) => ({
    method,
    path,
    service,
    access,
    cache,
    rateLimit,
    inSpec,
  }));

export const API_ROUTES: readonly ApiRoute[] = [
  ...rows('auth', [
    ['POST', '/api/admin/login', 'public', 'no-store', 'login', true],
    ['GET', '/api/admin/validate', 'admin', 'no-store', 'none', true],
    ['GET', '/api/admin/me', 'admin', 'no-store', 'none', false],
    ['POST', '/api/admin/logout', 'admin', 'no-store', 'none', true],
  ]),
  ...rows('catalog', [
    ['GET', '/api/businesses', 'public', 'public', 'none', true],
    ['GET', '/api/businesses/categories', 'public', 'public', 'none', false],
    ['GET', '/api/businesses/all', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/stats', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/activity', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/export', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/template', 'public', 'public', 'none', false],
    ['POST', '/api/businesses/bulk', 'admin', 'no-store', 'none', false],
    ['POST', '/api/businesses/public', 'public', 'no-store', 'public-write', true],
    ['POST', '/api/businesses', 'admin', 'no-store', 'none', true],
    // Uploaded photos (issue 26): counted with the other public writes.
    ['POST', '/api/businesses/photos', 'public', 'no-store', 'public-write', false],
    ['GET', '/api/businesses/photos/:file', 'public', 'immutable', 'none', false],
    ['GET', '/api/businesses/reviews/pending', 'admin', 'no-store', 'none', false],
    ['POST', '/api/businesses/reviews/:reviewId/approve', 'admin', 'no-store', 'none', false],
    ['DELETE', '/api/businesses/reviews/:reviewId', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/:id', 'public', 'public', 'none', false],
    ['PATCH', '/api/businesses/:id', 'admin', 'no-store', 'none', true],
    ['POST', '/api/businesses/:id/approve', 'admin', 'no-store', 'none', false],
    ['DELETE', '/api/businesses/:id', 'admin', 'no-store', 'none', true],
    ['GET', '/api/businesses/:id/reviews', 'public', 'public', 'none', false],
    ['POST', '/api/businesses/:id/reviews', 'public', 'no-store', 'public-write', false],
    ['GET', '/api/offers', 'public', 'public', 'none', false],
    ['GET', '/api/offers/all', 'admin', 'no-store', 'none', false],
    ['POST', '/api/offers', 'admin', 'no-store', 'none', false],
    ['POST', '/api/offers/:id/claim', 'public', 'no-store', 'claim', false],
    // Claim codes at the till (issue 28): gated by the offer's verification key, not a login.
    ['POST', '/api/offers/:id/claims/check', 'public', 'no-store', 'claim', false],
    ['POST', '/api/offers/:id/claims/redeem', 'public', 'no-store', 'claim', false],
    ['PATCH', '/api/offers/:id', 'admin', 'no-store', 'none', false],
    ['DELETE', '/api/offers/:id', 'admin', 'no-store', 'none', false],
  ]),
  ...rows('content', [
    ['GET', '/api/communities', 'public', 'public', 'none', true],
    ['GET', '/api/communities/all', 'admin', 'no-store', 'none', true],
    // svc-content's moderation log: communities and posts.
    ['GET', '/api/communities/activity', 'admin', 'no-store', 'none', false],
    ['POST', '/api/communities/public', 'public', 'no-store', 'public-write', true],
    ['GET', '/api/communities/:id/calendar.ics', 'public', 'public', 'none', false],
    ['POST', '/api/communities/photos', 'public', 'no-store', 'public-write', false],
    ['GET', '/api/communities/photos/:file', 'public', 'immutable', 'none', false],
    ['POST', '/api/communities/:id/approve', 'admin', 'no-store', 'none', true],
    ['PATCH', '/api/communities/:id', 'admin', 'no-store', 'none', true],
    ['DELETE', '/api/communities/:id', 'admin', 'no-store', 'none', true],
    ['GET', '/api/posts', 'public', 'public', 'none', true],
    ['GET', '/api/posts/all', 'admin', 'no-store', 'none', true],
    ['GET', '/api/posts/calendar.ics', 'public', 'public', 'none', false],
    ['GET', '/api/posts/feed.xml', 'public', 'public', 'none', false],
    ['POST', '/api/posts/public', 'public', 'no-store', 'public-write', true],
    ['GET', '/api/posts/:id/calendar.ics', 'public', 'public', 'none', false],
    ['POST', '/api/posts/:id/approve', 'admin', 'no-store', 'none', true],
    ['PATCH', '/api/posts/:id', 'admin', 'no-store', 'none', true],
    ['DELETE', '/api/posts/:id', 'admin', 'no-store', 'none', true],
  ]),
];

/** The route a request matches (case-sensitive, one segment per `:param`, an optional trailing slash). */
export function findApiRoute(method: string, pathname: string): ApiRoute | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return routesBySpecificity().find((r) => r.method === verb && compiledPattern(r.path, '').test(path));
}

export function routePattern(path: string, flags = ''): RegExp {
  return new RegExp(routePatternSource(path), flags);
}

/**
 * The table's patterns, compiled once: findApiRoute runs for every client request and
 * isCanonicalApiPath for every service request. The flags used here (none, 'i') keep no state
 * between test() calls.
 */
const compiled = new Map<string, RegExp>();
function compiledPattern(path: string, flags: '' | 'i'): RegExp {
  const key = `${flags}:${path}`;
  let pattern = compiled.get(key);
  if (!pattern) compiled.set(key, (pattern = routePattern(path, flags)));
  return pattern;
}

/** `^/api/businesses/[^/]+$` for `/api/businesses/:id`. */
export function routePatternSource(path: string): string {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${source}$`;
}

/**
 * Static segments before parameters, segment by segment (/api/businesses/all before
 * /api/businesses/:id), as the services declare them: the first route of this order that
 * matches a request is the one that serves it, in findApiRoute and in the gateway's maps.
 */
export function compareRouteSpecificity(a: Pick<ApiRoute, 'path'>, b: Pick<ApiRoute, 'path'>): number {
  // Paths of different lengths never match the same request, so a total order on the
  // static/parameter shape is enough.
  const shape = (path: string) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '1' : '0'))
      .join('');
  const [sa, sb] = [shape(a.path), shape(b.path)];
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

let sorted: readonly ApiRoute[] | undefined;
/** API_ROUTES, most specific first (a stable sort: table order breaks ties). */
export function routesBySpecificity(): readonly ApiRoute[] {
  sorted ??= [...API_ROUTES].sort(compareRouteSpecificity);
  return sorted;
}

/**
 * Raw spellings that name the same resource as another spelling (issue 9): doubled slashes, a
 * trailing slash, dot segments, percent-encoded unreserved characters (RFC 3986: %41 is A),
 * encoded slashes, backslashes and NUL. The services refuse them (@byp/nest-common's
 * canonical-path middleware, the one guard for spellings: docs/architecture.md).
 */
const NON_CANONICAL_SPELLING =
  /\/\/|\/\.\.?(\/|$)|.\/$|%(2[def]|3[0-9]|4[1-9a-f]|5[0-9acf]|6[1-9a-f]|7[0-9ae]|00)/i;

/**
 * Whether a raw /api path (no query string) is spelled exactly as the route table spells it.
 * Routes are tried most specific first, case-insensitively: the first one that matches must
 * also match case-sensitively, so `/api/businesses/ALL` is a misspelt `/api/businesses/all`
 * (an admin route), not the business with id "ALL". Paths no route matches are canonical:
 * they are answered 404 by whoever serves them.
 */
export function isCanonicalApiPath(rawPath: string): boolean {
  if (NON_CANONICAL_SPELLING.test(rawPath)) return false;
  const route = uniqueRoutePaths().find((path) => compiledPattern(path, 'i').test(rawPath));
  return route === undefined || compiledPattern(route, '').test(rawPath);
}

let paths: readonly string[] | undefined;
/** Every route path once, most specific first. */
export function uniqueRoutePaths(): readonly string[] {
  paths ??= [...new Set(routesBySpecificity().map((r) => r.path))];
  return paths;
}
