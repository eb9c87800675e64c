import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminTokenClaims } from '@byp/nest-common';

/**
 * The signed-in admin's username, for the moderation log. Use on AdminRoute() handlers only: the
 * AdminGuard puts the verified claims on the request. Tokens without a username (none svc-auth
 * issues today) fall back to the user id so a line is never anonymous.
 */
export const AdminActor = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<{ admin?: AdminTokenClaims }>();
  return req.admin?.username ?? req.admin?.sub ?? 'unknown';
});
