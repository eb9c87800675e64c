// Each service publishes its own route list (`<service>.routes.json`: method, path and access of
// every route it serves, most specific first, as its router tries them). The gateway reads them
// when it renders its configuration, so a service that adds a route is followed by a gateway
// reload, never by a rebuild of the gateway or of another service (docs/architecture.md).
import fs from 'node:fs';
import path from 'node:path';

import { GatewaySettingsError } from './settings';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type RouteAccess = 'public' | 'admin';

export interface PublishedRoute {
  method: RouteMethod;
  /** Express-style: `:name` is one path segment. */
  path: string;
  access: RouteAccess;
}

export interface ServiceRouteList {
  service: string;
  routes: PublishedRoute[];
}

export const ROUTE_LIST_SUFFIX = '.routes.json';

const METHODS: readonly string[] = ['GET', 'POST', 'PATCH', 'DELETE'];
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
    const { method, path: routePath, access } = (route ?? {}) as Partial<PublishedRoute>;
    if (typeof method !== 'string' || !METHODS.includes(method)) fail(`route ${i}: method ${method}`);
    if (access !== 'public' && access !== 'admin') fail(`route ${i}: access ${access}`);
    const segments = typeof routePath === 'string' ? routePath.split('/') : [];
    if (segments[0] !== '' || segments[1] !== 'api' || !segments.slice(2).every((s) => SEGMENT.test(s)))
      fail(`route ${i}: path ${routePath} (an /api path of plain segments and :params)`);
    return { method: method as RouteMethod, path: routePath as string, access: access as RouteAccess };
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

/** Every `*.routes.json` of a directory, in file-name order. */
export function readRouteLists(dir: string): ServiceRouteList[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(ROUTE_LIST_SUFFIX))
    .sort();
  if (files.length === 0) throw new GatewaySettingsError(`no *${ROUTE_LIST_SUFFIX} in ${dir}`);
  return files.map((file) => {
    const source = path.join(dir, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(source, 'utf8'));
    } catch (error) {
      throw new GatewaySettingsError(`${source}: ${(error as Error).message}`);
    }
    return checkRouteList(parsed, source);
  });
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
  const rows: Array<[string, string, string]> = GATEWAY_PUBLIC.map(([key, why]) => [key, '0', why]);
  for (const list of lists)
    for (const route of list.routes) {
      // HEAD is classified as GET, as the services serve it.
      const method = route.method === 'GET' ? '(GET|HEAD)' : route.method;
      rows.push([
        `~^${method}:${pathPattern(route.path)}$`,
        route.access === 'admin' ? '1' : '0',
        `${list.service} ${route.access}`,
      ]);
    }
  const width = Math.max(...rows.map(([key]) => key.length)) + 2;
  return [
    "# Rendered by the gateway renderer from the services' route lists (*.routes.json): do not edit.",
    'map "$request_method:$uri" $admin_request {',
    '    default 1;',
    ...rows.map(([key, admin, why]) => `    ${`"${key}"`.padEnd(width)} ${admin}; # ${why}`),
    '}',
    '',
  ].join('\n');
}
