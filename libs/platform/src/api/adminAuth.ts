import type { FetchArgs } from '@reduxjs/toolkit/query';
import { findApiRoute } from '@byp/contracts';

export const ADMIN_TOKEN_KEY = 'admin_token';

/**
 * Whether a request carries `Authorization: Bearer <admin_token>`: exactly when the route table
 * (@byp/contracts API_ROUTES, which the gateway's admin map is generated from) says the route is
 * an admin route. Public routes never get the token, so it does not travel with a visitor's
 * review or a login. A path the table does not know gets the token when it is an /api path,
 * as the gateway treats it (fail closed); this keeps spec section 6 for unknown paths: any
 * /api/admin/ path, any /api/communities/ or /api/posts/ path other than the public ones,
 * /api/businesses with a non-GET method.
 */
export function isAdminRequest(url: string, method = 'GET'): boolean {
  const path = toPathname(url);
  const route = findApiRoute(method, path);
  if (route) return route.access === 'admin';
  return /^\/api(\/|$)/.test(path);
}

function toPathname(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/)[0];
}

/** The full path and method of an RTK Query request made against base URL `/api`. */
export function requestOf(arg: string | FetchArgs, baseUrl = '/api'): { url: string; method: string } {
  const url = typeof arg === 'string' ? arg : arg.url;
  const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
  const full =
    /^[a-z]+:\/\//i.test(url) || url.startsWith(baseUrl + '/') ? url : `${baseUrl}/${url.replace(/^\//, '')}`;
  return { url: full, method };
}

/** Reads the stored admin token; storage can be unavailable (private mode, SSR, tests). */
export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(ADMIN_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable: the token lives in the store for this page only.
  }
}

/** Headers for a fetch made outside RTK Query, with the bearer token when the rule asks for it. */
export function adminAwareHeaders(
  url: string,
  method = 'GET',
  token = readStoredToken(),
): Record<string, string> {
  return token && isAdminRequest(url, method) ? { Authorization: `Bearer ${token}` } : {};
}
