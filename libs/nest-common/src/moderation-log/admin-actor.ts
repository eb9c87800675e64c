import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminTokenClaims } from '../session-validator';

/**
 * The signed-in admin's username, for the moderation log, from the verified claims AdminGuard
 * puts on the request (so: AdminRoute() handlers only). Tokens without a username (none svc-auth
 * issues today) fall back to the user id, so a line is never anonymous.
 */
export function adminActorOf(req: { admin?: AdminTokenClaims }): string {
  return req.admin?.username ?? req.admin?.sub ?? 'unknown';
}

/** adminActorOf() as a handler parameter: `approve(@Param('id') id, @AdminActor() actor: string)`. */
export const AdminActor = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  adminActorOf(context.switchToHttp().getRequest<{ admin?: AdminTokenClaims }>()),
);
