import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isUuid, JWT_ALGORITHM, SERVICE_CONFIG, type AdminTokenClaims } from '@byp/nest-common';
import { MAX_TOKEN_TTL_SECONDS, type AuthConfig } from '../auth.config';

export interface TokenSubject {
  userId: string;
  username: string;
  sessionId: string;
}

/** Admin tokens: RS256, signed with svc-auth's private key; every service verifies with the public key. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** When a token issued now expires: the configured TTL, never more than 12 hours, whole seconds. */
  expiryFrom(now: Date = new Date()): Date {
    const ttl = Math.min(this.config.TOKEN_TTL, MAX_TOKEN_TTL_SECONDS);
    return new Date((Math.floor(now.getTime() / 1000) + ttl) * 1000);
  }

  sign(subject: TokenSubject, issuedAt: Date, expiresAt: Date): Promise<string> {
    const claims: AdminTokenClaims = {
      sub: subject.userId,
      sid: subject.sessionId,
      username: subject.username,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    return this.jwt.signAsync(claims, { algorithm: JWT_ALGORITHM });
  }

  /**
   * The token's claims if its signature is ours and it names a user and a session; otherwise
   * undefined. Expired tokens fail too unless `allowExpired` (logout accepts them).
   */
  async verify(token: string, { allowExpired = false } = {}): Promise<AdminTokenClaims | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<AdminTokenClaims>(token, {
        algorithms: [JWT_ALGORITHM],
        ignoreExpiration: allowExpired,
      });
      return isUuid(String(claims.sub)) && isUuid(String(claims.sid)) ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}
