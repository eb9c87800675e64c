/** Every admin route, with href builders (paths are absolute: the shell mounts this remote at the root). */
export const paths = {
  directory: '/',
  login: '/admin/login',
  dashboard: '/admin',
  businesses: '/admin/businesses',
  communities: '/admin/communities',
  newsEvents: '/admin/news-events',
} as const;

export type BusinessesAction = 'add' | 'upload';

export function businessesHref(action?: BusinessesAction): string {
  return action ? `${paths.businesses}?action=${action}` : paths.businesses;
}

/** The query parameter of the login page that holds where to go after signing in. */
export const NEXT_PARAM = 'next';

/** The login page, remembering the admin page the visitor asked for (the dashboard is the default). */
export function loginHref(next: string): string {
  const target = safeReturnPath(next);
  return target === paths.dashboard
    ? paths.login
    : `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in. Only an admin page of this site is accepted, so a crafted link
 * (`?next=https://evil.example`, `?next=//evil.example`) cannot send the admin elsewhere; the
 * login page itself is refused too, to avoid a loop.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next) return paths.dashboard;
  const isAdminPath = next === paths.dashboard || /^\/admin[/?#]/.test(next);
  const isLogin = next === paths.login || /^\/admin\/login([/?#]|$)/.test(next);
  return isAdminPath && !isLogin && !next.includes('\\') ? next : paths.dashboard;
}
