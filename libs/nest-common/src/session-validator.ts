import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { ServiceConfig } from './config';
import { SERVICE_CONFIG } from './service-config.token';

/** Claims svc-auth puts in every admin token. */
export interface AdminTokenClaims {
  sub: string;
  sid: string;
  username?: string;
  exp: number;
  iat: number;
}

/** Answers whether a correctly signed admin token's session is still active (not logged out or revoked). */
export interface SessionValidator {
  isActive(token: string, claims: AdminTokenClaims): Promise<boolean>;
}

export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');

const AUTH_TIMEOUT_MS = 5000;

/**
 * Asks svc-auth (`GET {AUTH_URL}/api/admin/validate`) on every admin request, with no cache: a
 * logout takes effect at once on every replica, and admin requests are few (one indexed look-up
 * in svc-auth each; fetch keeps the connection alive). svc-auth unreachable is a 503: fail closed.
 */
@Injectable()
export class AuthServiceSessionValidator implements SessionValidator {
  private readonly validateUrl: string;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    this.validateUrl = new URL('/api/admin/validate', config.AUTH_URL).toString();
  }

  async isActive(token: string): Promise<boolean> {
    let response: Response;
    try {
      response = await fetch(this.validateUrl, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch {
      throw new ServiceUnavailableException('Authentication service unavailable');
    }
    if (response.ok) return true;
    if (response.status === 401) return false;
    throw new ServiceUnavailableException('Authentication service unavailable');
  }
}
