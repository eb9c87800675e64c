import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  Inject,
  UseGuards,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { SESSION_VALIDATOR, type AdminTokenClaims, type SessionValidator } from './session-validator';

export const JWT_ALGORITHM = 'RS256';

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Defence in depth: the gateway already asked svc-auth about the session; every service checks
 * again itself — the signature and expiry here (cheap, rejects garbage without a round trip), then
 * the session (SESSION_VALIDATOR: svc-auth over HTTP, or svc-auth's own table inside svc-auth) — so a
 * request that bypasses the gateway with a logged-out token is a 401 too.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { admin?: AdminTokenClaims }>();
    const claims = await this.adminOf(req);
    if (!claims) throw new UnauthorizedException('Unauthorized');
    req.admin = claims;
    return true;
  }

  /**
   * The request's admin, or null without a token, with an invalid one or an ended session. For
   * public routes that show admins more (pending photos); svc-auth unreachable still fails closed.
   */
  async adminOf(req: Request): Promise<AdminTokenClaims | null> {
    const token = bearerToken(req);
    if (!token) return null;
    let claims: AdminTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AdminTokenClaims>(token, { algorithms: [JWT_ALGORITHM] });
      if (!claims.sub || !claims.sid) throw new Error('missing claims');
    } catch {
      return null;
    }
    return (await this.sessions.isActive(token, claims)) ? claims : null;
  }
}

/** Marks a route as admin-only (spec section 6), checked on the server. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing or invalid admin token' }),
  );
