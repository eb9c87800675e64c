// Each service publishes its own route list with its build (its dist/routes.json, from its own
// table src/routes.ts: method, path, access and cache of every route it serves, most specific
// first, as its router tries them). The gateway reads them when it renders its configuration, so
// a service that adds a route is followed by a gateway reload, never by a rebuild of the gateway,
// of another service or of a frontend (docs/deploy.md, "A service deploys alone").
import fs from 'node:fs';
import path from 'node:path';

import { GatewaySettingsError } from './settings';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type RouteAccess = 'public' | 'admin';
/** How the service lets caches keep its answers (the route table's CachePolicy). */
export type RouteCache = 'public' | 'revalidate' | 'no-store' | 'immutable';

export interface PublishedRoute {
  method: RouteMethod;
  /** Express-style: `:name` is one path segment. */
  path: string;
  access: RouteAccess;
  /** Absent: no-store, so a list from before this field never has its answers kept. */
  cache?: RouteCache;
}

export interface ServiceRouteList {
  service: string;
  routes: PublishedRoute[];
}

export const ROUTE_LIST_SUFFIX = '.routes.json';

const METHODS: readonly string[] = ['GET', 'POST', 'PATCH', 'DELETE'];
const CACHES: readonly string[] = ['public', 'revalidate', 'no-store', 'immutable'];
/** A static segment the gateway can put in a regex as it is (a dot escaped), or a `:param`. */
const SEGMENT = /^(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*|:[A-Za-z][A-Za-z0-9]*)$/;

/** Checks one parsed route list; `source` names it in errors. */
export function checkRouteList(list: unknown, source: string): ServiceRouteList {
  const fail = (why: string): never => {
    throw new GatewaySettingsError(`${source}: ${why}`);
  };
  const candidate = list as Partial<ServiceRouteList> | null;
  if (!candidate || typeof candidate.service !== 'string' || !/^[a-z][a-z0-9-]*$/.test(candidate.service))
    fail('"service" must name the service (lower case)');
  if (!Array.isArray(candidate!.routes)) fail('"routes" must be a list');
  const routes = candidate!.routes!.map((route, i) => {
    const { method, path: routePath, access, cache = 'no-store' } = (route ?? {}) as Partial<PublishedRoute>;
    if (typeof method !== 'string' || !METHODS.includes(method)) fail(`route ${i}: method ${method}`);
    if (access !== 'public' && access !== 'admin') fail(`route ${i}: access ${access}`);
    if (typeof cache !== 'string' || !CACHES.includes(cache)) fail(`route ${i}: cache ${cache}`);
    const segments = typeof routePath === 'string' ? routePath.split('/') : [];
    if (segments[0] !== '' || segments[1] !== 'api' || !segments.slice(2).every((s) => SEGMENT.test(s)))
      fail(`route ${i}: path ${routePath} (an /api path of plain segments and :params)`);
    return {
      method: method as RouteMethod,
      path: routePath as string,
      access: access as RouteAccess,
      cache: cache as RouteCache,
    };
  });
  // The map's first matching row decides, so a route listed after one that catches all its
  // requests (`/api/posts/:id` before `/api/posts/all`) would never be reached.
  routes.forEach((route, i) => {
    const concrete = route.path.replace(/:[A-Za-z0-9]+/g, 'x');
    const earlier = routes
      .slice(0, i)
      .find((r) => r.method === route.method && new RegExp(`^${pathPattern(r.path)}$`).test(concrete));
    if (earlier)
      fail(
        `${route.method} ${route.path} comes after ${earlier.path}, which catches it: most specific first`,
      );
  });
  return { service: candidate!.service!, routes };
}

/**
 * The route lists at these places, in order: a file is one list (a service's dist/routes.json),
 * a directory holds several (`*.routes.json`, in file-name order: a ConfigMap or gateway/routes).
 */
export function readRouteLists(sources: string | readonly string[]): ServiceRouteList[] {
  const files = (typeof sources === 'string' ? [sources] : sources).flatMap((source) => {
    if (!fs.existsSync(source)) throw new GatewaySettingsError(`no route list at ${source}`);
    if (!fs.statSync(source).isDirectory()) return [source];
    const listed = fs
      .readdirSync(source)
      .filter((file) => file.endsWith(ROUTE_LIST_SUFFIX))
      .sort()
      .map((file) => path.join(source, file));
    if (listed.length === 0) throw new GatewaySettingsError(`no *${ROUTE_LIST_SUFFIX} in ${source}`);
    return listed;
  });
  const lists = files.map((source) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(source, 'utf8'));
    } catch (error) {
      throw new GatewaySettingsError(`${source}: ${(error as Error).message}`);
    }
    return checkRouteList(parsed, source);
  });
  const services = lists.map((list) => list.service);
  const twice = services.find((service, i) => services.indexOf(service) !== i);
  if (twice) throw new GatewaySettingsError(`two route lists of service ${twice}`);
  return lists;
}

/** `/api/posts/:id/calendar.ics` -> `/api/posts/[^/]+/calendar\.ics`. */
function pathPattern(routePath: string): string {
  return routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/\./g, '\\.')))
    .join('/');
}

/**
 * Requests the gateway lets through without a token although no service lists them: CORS
 * preflights (answered by the gateway itself) and the services' OpenAPI pages.
 */
const GATEWAY_PUBLIC: ReadonlyArray<[string, string]> = [
  ['~^OPTIONS:', 'CORS preflight, answered 204 by the gateway'],
  ['~^(GET|HEAD):/api/docs/', "the services' OpenAPI documents"],
];

/**
 * The `$admin_request` map: 1 for the API requests that need a valid admin token (auth_request).
 * Fail closed: a request that no public row matches, exactly as spelt, is an admin request. The
 * gateway does not decide which other spellings name a route; the services do (their
 * canonical-path middleware), and a misspelt path reaches them only as an admin request or as
 * the public route it literally matches.
 */
export function renderAdminMap(lists: readonly ServiceRouteList[]): string {
  const rows: MapRow[] = GATEWAY_PUBLIC.map(([key, why]) => [key, '0', why]);
  for (const list of lists)
    for (const route of list.routes)
      rows.push([routeKey(route), route.access === 'admin' ? '1' : '0', `${list.service} ${route.access}`]);
  return renderMap('$admin_request', '1', rows);
}

/**
 * The `$api_micro_cache_route` map: 1 for the GET/HEAD requests of public routes whose policy is
 * not `no-store` (`public`, `revalidate`, `immutable`), the only reads the gateway's micro-cache
 * may hold (snippets/api-route.conf; an answer the service marks private or no-store is still
 * never stored). Every GET route has its row, so a public route listed after an
 * admin one it resembles is classified by its own row, as in the admin map.
 */
export function renderMicroCacheMap(lists: readonly ServiceRouteList[]): string {
  const rows: MapRow[] = [];
  for (const list of lists)
    for (const route of list.routes) {
      if (route.method !== 'GET') continue;
      const cache = route.cache ?? 'no-store';
      const cacheable = route.access === 'public' && cache !== 'no-store';
      rows.push([routeKey(route), cacheable ? '1' : '0', `${list.service} ${route.access}, cache ${cache}`]);
    }
  return renderMap('$api_micro_cache_route', '0', rows);
}

type MapRow = [key: string, value: string, why: string];

/** A route's row key; HEAD is classified as GET, as the services serve it. */
function routeKey(route: PublishedRoute): string {
  const method = route.method === 'GET' ? '(GET|HEAD)' : route.method;
  return `~^${method}:${pathPattern(route.path)}$`;
}

function renderMap(variable: string, fallback: string, rows: readonly MapRow[]): string {
  const width = Math.max(0, ...rows.map(([key]) => key.length)) + 2;
  return [
    `map "$request_method:$uri" ${variable} {`,
    `    default ${fallback};`,
    ...rows.map(([key, value, why]) => `    ${`"${key}"`.padEnd(width)} ${value}; # ${why}`),
    '}',
    '',
  ].join('\n');
}

/** The generated snippet (render.ts ADMIN_MAP_SNIPPET): both maps, from the same lists. */
export function renderRouteMaps(lists: readonly ServiceRouteList[]): string {
  return [
    "# Rendered by the gateway renderer from the services' route lists (*.routes.json): do not edit.",
    renderAdminMap(lists),
    renderMicroCacheMap(lists),
  ].join('\n');
}
