import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  UseGuards,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';

/** Claims svc-auth puts in every admin token. */
export interface AdminTokenClaims {
  sub: string;
  sid: string;
  username?: string;
  exp: number;
  iat: number;
}

export const JWT_ALGORITHM = 'RS256';

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Defence in depth: the gateway already asked svc-auth about the session; every service still
 * checks the token's signature and expiry itself, so a request that bypasses the gateway fails too.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly jwt: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { admin?: AdminTokenClaims }>();
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException('Unauthorized');
    try {
      const claims = await this.jwt.verifyAsync<AdminTokenClaims>(token, { algorithms: [JWT_ALGORITHM] });
      if (!claims.sub || !claims.sid) throw new Error('missing claims');
      req.admin = claims;
      return true;
    } catch {
      throw new UnauthorizedException('Unauthorized');
    }
  }
}

/** Marks a route as admin-only (spec section 6), checked on the server. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing or invalid admin token' }),
  );
