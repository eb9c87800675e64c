/**
 * Every /api route of the product, in one table (issue 9): who may call it, how its answers may
 * be cached and which rate limit applies. The gateway's admin map (gateway/snippets/maps.conf),
 * the client's "send the admin token" rule and the services' decorators are all checked against
 * (or generated from) this table, so a new route is added here first.
 */

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type ApiService = 'catalog' | 'content' | 'auth';

/** `public`: anyone; `admin`: a valid, unrevoked admin session (checked by the gateway and the service). */
export type RouteAccess = 'public' | 'admin';

/**
 * `public`: `Cache-Control: public, max-age=300` with an ETag (spec: lists cached 5 minutes);
 * `no-store`: admin answers and writes, never kept by any cache;
 * `revalidate`: public answers that must be revalidated every time (`no-cache` + ETag).
 */
export type CachePolicy = 'public' | 'no-store' | 'revalidate';

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
    ['PATCH', '/api/offers/:id', 'admin', 'no-store', 'none', false],
    ['DELETE', '/api/offers/:id', 'admin', 'no-store', 'none', false],
  ]),
  ...rows('content', [
    ['GET', '/api/communities', 'public', 'public', 'none', true],
    ['GET', '/api/communities/all', 'admin', 'no-store', 'none', true],
    // svc-content's moderation log: communities and posts.
    ['GET', '/api/communities/activity', 'admin', 'no-store', 'none', false],
    ['POST', '/api/communities/public', 'public', 'no-store', 'public-write', true],
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
  // A static segment beats a parameter (/api/businesses/all before /api/businesses/:id), as in the services.
  const candidates = API_ROUTES.filter((r) => r.method === verb && routePattern(r.path).test(path));
  return candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const paramCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;
