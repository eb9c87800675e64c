import type { FetchArgs } from '@reduxjs/toolkit/query';

export const ADMIN_TOKEN_KEY = 'admin_token';

/**
 * Whether a request is an admin request that carries `Authorization: Bearer <admin_token>`
 * (spec section 6):
 * - any path containing /api/admin/;
 * - /api/communities/... and /api/posts/... other than the /public submissions
 *   (this covers /api/communities/all and /api/posts/all);
 * - /api/businesses... with a method other than GET, except the /public submission.
 * The public lists (GET /api/communities, GET /api/posts?type=…) carry no token.
 * The catalog's admin-only reads (GET /api/businesses/all, /export, /reviews/pending and
 * /api/offers/all) are checked by svc-catalog itself, so they carry the token too.
 */
export function isAdminRequest(url: string, method = 'GET'): boolean {
  const path = toPathname(url);
  const verb = method.toUpperCase();
  if (path.includes('/api/admin/')) return true;
  if (ADMIN_READS.test(path)) return true;
  const isPublicSubmission = /\/public\/?$/.test(path);
  if (/^\/api\/(communities|posts)\/./.test(path)) return !isPublicSubmission;
  if (/^\/api\/businesses(\/|$)/.test(path)) return verb !== 'GET' && !isPublicSubmission;
  return false;
}

const ADMIN_READS = /^\/api\/(businesses\/(all|export|reviews\/pending)|offers\/all)\/?$/;

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
