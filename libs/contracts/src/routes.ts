/**
 * The vocabulary of a service's route table (issue 24: each service owns its table, e.g.
 * svc-content/src/routes.ts). A table says, for every /api route the service serves, who may
 * call it, how its answers may be cached and which rate limit applies. The service's decorators
 * are checked against it (@byp/testing routeTableDifferences), its canonical-path middleware
 * reads it, and its build publishes it as dist/routes.json, from which the gateway renders its
 * maps at start. No frontend reads a table: an RTK Query endpoint that needs the admin token says
 * so itself (@byp/platform ADMIN_REQUEST). A new route is a change to one service only.
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

/** One row of a service's table: method, path, access, cache, rate limit, inSpec. */
export type RouteRow = [ApiMethod, string, RouteAccess, CachePolicy, RateLimitClass, boolean];

/** A service's route table from its rows, in the order written. */
export function serviceRoutes(service: ApiService, list: readonly RouteRow[]): readonly ApiRoute[] {
  return list.map(([method, path, access, cache, rateLimit, inSpec]) => ({
    method,
    path,
    service,
    access,
    cache,
    rateLimit,
    inSpec,
  }));
}

/** Lookups over one or more services' tables; patterns are compiled once per table. */
export interface RouteTable {
  /** Every route, most specific first (a stable sort: table order breaks ties). */
  readonly routes: readonly ApiRoute[];
  /** The route a request matches (case-sensitive, one segment per `:param`, an optional trailing slash). */
  find(method: string, pathname: string): ApiRoute | undefined;
  /**
   * Whether a raw /api path (no query string) is spelt exactly as the table spells it. Routes
   * are tried most specific first, case-insensitively: the first one that matches must also
   * match case-sensitively, so `/api/businesses/ALL` is a misspelt `/api/businesses/all` (an
   * admin route), not the business with id "ALL". Paths no route matches are canonical: they
   * are answered 404 by whoever serves them.
   */
  isCanonical(rawPath: string): boolean;
}

export function routeTable(table: readonly ApiRoute[]): RouteTable {
  const routes = [...table].sort(compareRouteSpecificity);
  const exact = new Map(routes.map((r) => [r.path, routePattern(r.path)]));
  const anyCase = [...exact.keys()].map((path) => [path, routePattern(path, 'i')] as const);
  return {
    routes,
    find(method, pathname) {
      const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
      const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      return routes.find((r) => r.method === verb && exact.get(r.path)!.test(path));
    },
    isCanonical(rawPath) {
      if (NON_CANONICAL_SPELLING.test(rawPath)) return false;
      const match = anyCase.find(([, pattern]) => pattern.test(rawPath));
      return match === undefined || exact.get(match[0])!.test(rawPath);
    },
  };
}

export function routePattern(path: string, flags = ''): RegExp {
  return new RegExp(routePatternSource(path), flags);
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
 * matches a request is the one that serves it, in RouteTable.find and in the gateway's maps.
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

/**
 * Raw spellings that name the same resource as another spelling (issue 9): doubled slashes, a
 * trailing slash, dot segments, percent-encoded unreserved characters (RFC 3986: %41 is A),
 * encoded slashes, backslashes and NUL. The services refuse them (@byp/nest-common's
 * canonical-path middleware, the one guard for spellings: docs/architecture.md).
 */
const NON_CANONICAL_SPELLING =
  /\/\/|\/\.\.?(\/|$)|.\/$|%(2[def]|3[0-9]|4[1-9a-f]|5[0-9acf]|6[1-9a-f]|7[0-9ae]|00)/i;
