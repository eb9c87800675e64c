export const ADMIN_TOKEN_KEY = 'admin_token';

/**
 * The `extraOptions` of an RTK Query endpoint whose request needs the admin token (spec section
 * 6: the /api/admin/ paths other than the login, the /all lists, and every moderation write):
 * the base query sends `Authorization: Bearer <admin_token>` with it, and with nothing else, so
 * the token never travels with a visitor's read, submission or login. Each endpoint says it
 * itself (the admin console's endpoints, and validate/logout here), so no frontend reads a
 * service's route table: a service that adds a route is deployed without rebuilding one. The
 * gateway and the service decide who may call what; a missing token is their 401.
 */
export const ADMIN_REQUEST = { adminToken: true } as const;

/** Whether an endpoint's extraOptions ask for the admin token (ADMIN_REQUEST). */
export function wantsAdminToken(extraOptions: unknown): boolean {
  return (extraOptions as Partial<typeof ADMIN_REQUEST> | undefined)?.adminToken === true;
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
