import { RequestMethod, type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HEADERS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { ApiRoute } from '@byp/contracts';
import * as nestCommon from '@byp/nest-common';

/** One route as a service's controllers declare it (Nest's decorator metadata). */
export interface DeclaredRoute {
  method: string;
  path: string;
  /** Controller.method, for the message. */
  handler: string;
  /** Guarded by @byp/nest-common's AdminGuard (AdminOnly / AdminRoute). */
  admin: boolean;
  /** The Cache-Control value of its @Header, if any. */
  cacheControl?: string;
  /** The class of its @RateLimit, if any. */
  rateLimit?: string;
}

type ModuleRef = Type | DynamicModule | ForwardReference | Promise<DynamicModule>;

/** Every controller a module registers, through all its imports (static and dynamic modules). */
export function controllersOf(root: ModuleRef): Type[] {
  const controllers = new Set<Type>();
  const seen = new Set<unknown>();
  const visit = (ref: ModuleRef | undefined): void => {
    if (!ref || ref instanceof Promise || seen.has(ref)) return;
    seen.add(ref);
    if ('forwardRef' in ref) return visit(ref.forwardRef());
    const dynamic = 'module' in ref ? (ref as DynamicModule) : undefined;
    const moduleClass = dynamic ? dynamic.module : (ref as Type);
    const imports: ModuleRef[] = [
      ...(Reflect.getMetadata('imports', moduleClass) ?? []),
      ...(dynamic?.imports ?? []),
    ];
    for (const c of [
      ...(Reflect.getMetadata('controllers', moduleClass) ?? []),
      ...(dynamic?.controllers ?? []),
    ])
      controllers.add(c);
    imports.forEach(visit);
  };
  visit(root);
  return [...controllers];
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value : [value];

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The /api routes the controllers declare (health and the OpenAPI pages are not API routes). */
export function declaredApiRoutes(controllers: Type[]): DeclaredRoute[] {
  const rateLimitKey: string | undefined = (nestCommon as Record<string, unknown>).RATE_LIMIT_CLASS as
    string | undefined;
  const routes: DeclaredRoute[] = [];
  for (const controller of controllers) {
    const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
    const classRateLimit = rateLimitKey ? Reflect.getMetadata(rateLimitKey, controller) : undefined;
    // Handlers, own and inherited (a subclass's override wins).
    const handlers = new Map<string, unknown>();
    for (
      let proto = controller.prototype;
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const name of Object.getOwnPropertyNames(proto))
        if (!handlers.has(name)) handlers.set(name, Object.getOwnPropertyDescriptor(proto, name)?.value);
    for (const [name, handler] of handlers) {
      if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const guards = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
      const headers: Array<{ name: string; value: string }> =
        Reflect.getMetadata(HEADERS_METADATA, handler) ?? [];
      for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller)))
        for (const sub of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
          const path = joinPath(prefix, sub);
          if (!/^\/api\//.test(path) || path.startsWith('/api/docs/')) continue;
          routes.push({
            method,
            path,
            handler: `${controller.name}.${name}`,
            admin: guards.includes(nestCommon.AdminGuard),
            cacheControl: headers.find((h) => h.name.toLowerCase() === 'cache-control')?.value,
            rateLimit: (rateLimitKey && Reflect.getMetadata(rateLimitKey, handler)) ?? classRateLimit,
          });
        }
    }
  }
  return routes;
}

/** The Cache-Control a route of this policy declares. */
const CACHE_HEADER: Record<ApiRoute['cache'], string> = {
  public: nestCommon.PUBLIC_CACHE,
  'no-store': 'no-store',
  revalidate: 'no-cache',
  immutable: nestCommon.IMMUTABLE_CACHE,
};

export interface RouteTableOptions {
  /**
   * Handlers (`Controller.method`) that check the admin session in their own code instead of
   * AdminGuard (svc-auth's validate, me and logout: it owns the sessions). They count as
   * admin-only; each must exist.
   */
  checksSessionItself?: string[];
}

/**
 * Where a service's controllers and its route table (src/routes.ts) disagree, one line each: a route missing
 * from either side, or declared with another access, cache policy or rate-limit class.
 * A write (POST, PATCH, DELETE) without a Cache-Control header counts as no-store: no HTTP
 * cache stores the answer to one without explicit freshness, and the gateway sends API errors
 * with no-store. An @All route is accepted where every table row of its path is admin and the
 * handler is admin-only too: any method there needs a token, as the gateway's fail-closed map
 * says. Rate-limit classes are compared when @byp/nest-common exports RATE_LIMIT_CLASS.
 */
export function routeTableDifferences(
  table: readonly ApiRoute[],
  root: ModuleRef,
  options: RouteTableOptions = {},
): string[] {
  const declared = declaredApiRoutes(controllersOf(root));
  const selfChecked = new Set(options.checksSessionItself ?? []);
  const compareRateLimit = 'RATE_LIMIT_CLASS' in nestCommon;
  const differences: string[] = [];
  for (const handler of selfChecked)
    if (!declared.some((d) => d.handler === handler))
      differences.push(`${handler}: listed as checking the session itself, but declares no /api route`);
  for (const d of declared) {
    const row = `${d.method} ${d.path} (${d.handler})`;
    const admin = d.admin || selfChecked.has(d.handler);
    if (d.method === 'ALL') {
      const rows = table.filter((r) => r.path === d.path);
      if (rows.length === 0 || !admin || rows.some((r) => r.access !== 'admin'))
        differences.push(`${row}: answers every method, but its path is not admin-only in the route table`);
      continue;
    }
    const route = table.find((r) => r.method === d.method && r.path === d.path);
    if (!route) {
      differences.push(`${row}: not in the route table`);
      continue;
    }
    if (admin !== (route.access === 'admin'))
      differences.push(`${row}: ${admin ? 'admin-only' : 'not admin-only'}, the table says ${route.access}`);
    const cache = d.cacheControl ?? (d.method === 'GET' ? undefined : 'no-store');
    if (cache !== CACHE_HEADER[route.cache])
      differences.push(
        `${row}: Cache-Control ${cache ?? '(none)'}, the table says ${CACHE_HEADER[route.cache]}`,
      );
    if (compareRateLimit && (d.rateLimit ?? 'none') !== route.rateLimit)
      differences.push(`${row}: rate limit ${d.rateLimit ?? 'none'}, the table says ${route.rateLimit}`);
  }
  for (const r of table)
    if (!declared.some((d) => d.method === r.method && d.path === r.path))
      differences.push(`${r.method} ${r.path}: in the route table, no controller declares it`);
  return differences;
}

/**
 * What a route table must hold whatever the controllers say, one line per problem: each method
 * and path once, every path lowercase under /api; no cache keeps an admin answer or a write;
 * a public write is rate limited (`claim` for offer claims, `public-write` for the others; the
 * login has its own brake) and an admin route is not.
 */
export function routeTableProblems(table: readonly ApiRoute[]): string[] {
  const problems: string[] = [];
  const keys = table.map((r) => `${r.method} ${r.path}`);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) problems.push(`${key}: listed twice`);
  });
  for (const r of table) {
    const row = `${r.method} ${r.path}`;
    const statics = r.path.replace(/:[a-zA-Z]+/g, '');
    if (!/^\/api(\/([a-z0-9.-]+|:[a-zA-Z]+))+$/.test(r.path) || statics !== statics.toLowerCase())
      problems.push(`${row}: not a lowercase /api path of plain segments and :params`);
    if ((r.access === 'admin' || r.method !== 'GET') && r.cache !== 'no-store')
      problems.push(`${row}: an admin answer or a write must be no-store, not ${r.cache}`);
    if (r.access === 'public' && r.method !== 'GET' && r.path !== '/api/admin/login') {
      // Offer claims and their till checks share the claim class (issue 28).
      const expected = /\/claims?(\/|$)/.test(r.path) ? 'claim' : 'public-write';
      if (r.rateLimit !== expected) problems.push(`${row}: a public write needs rate limit ${expected}`);
    }
    if (r.access === 'admin' && r.rateLimit !== 'none')
      problems.push(`${row}: admin routes have no rate limit, not ${r.rateLimit}`);
  }
  return problems;
}
