import fs from 'node:fs';
import path from 'node:path';

import type { ApiMethod, ApiRoute, RouteAccess } from '@byp/contracts';
import { publishedRouteList } from '@byp/nest-common';

import { ROUTES as AUTH_ROUTES } from '../svc-auth/src/routes';
import { ROUTES as CATALOG_ROUTES } from '../svc-catalog/src/routes';
import { ROUTES as CONTENT_ROUTES } from '../svc-content/src/routes';

// Each service owns its route table (issue 24); together they must still be the product's API:
// every row of spec.md section 7, with the access section 6 gives it, and no route served twice.
const ALL_ROUTES: readonly ApiRoute[] = [...AUTH_ROUTES, ...CATALOG_ROUTES, ...CONTENT_ROUTES];

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

describe("the services' route tables together", () => {
  it('list every row of spec.md section 7, marked inSpec, with the access section 6 gives it', () => {
    const table = new Map(ALL_ROUTES.map((r) => [key(r.method, r.path), r]));
    const found = SPEC_SECTION_7.map(([method, path]) => {
      const route = table.get(key(method, path));
      return [method, path, route?.access, route?.inSpec];
    });
    expect(found).toEqual(SPEC_SECTION_7.map(([method, path, access]) => [method, path, access, true]));
  });

  it('mark inSpec only the rows section 7 lists', () => {
    const spec = new Set(SPEC_SECTION_7.map(([method, path]) => key(method, path)));
    const marked = ALL_ROUTES.filter((r) => r.inSpec).map((r) => key(r.method, r.path));
    expect(marked.filter((k) => !spec.has(k))).toEqual([]);
  });

  it('give each method and path to one service', () => {
    const keys = ALL_ROUTES.map((r) => key(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe("the gateway's copies of the route lists (gateway/routes, for the image, compose and the ConfigMap)", () => {
  it.each([
    ['auth', AUTH_ROUTES],
    ['catalog', CATALOG_ROUTES],
    ['content', CONTENT_ROUTES],
  ] as const)(
    'hold what %s publishes with its build (refresh: npm run build, then npm run routes -w @byp/gateway)',
    (service, routes) => {
      const copy = path.join(__dirname, '..', 'gateway', 'routes', `${service}.routes.json`);
      expect(fs.readFileSync(copy, 'utf8')).toBe(publishedRouteList(routes));
    },
  );
});
