import type { AdminTokenClaims } from '@byp/nest-common';

/**
 * The signed-in admin's username from the verified token claims (AdminGuard puts them on the
 * request). A token without a username falls back to the user id, so no line is anonymous.
 */
export function adminActorOf(req: { admin?: AdminTokenClaims }): string {
  return req.admin?.username ?? req.admin?.sub ?? 'unknown';
}
