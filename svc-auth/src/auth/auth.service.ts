import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { ApiException } from '@byp/nest-common';
import { AdminUserService } from '../admin-users/admin-user.service';
import { dummyPasswordHash, verifyPassword } from '../admin-users/password';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
import type { LoginRequest, LoginResponse, SessionResponse } from './admin-auth.dto';
import { SessionService } from '../sessions/session.service';
import { TokenService } from './token.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const UNAUTHORIZED = 'Unauthorized';

export interface LoginClient {
  ip: string;
  userAgent?: string;
}

const unauthorized = () => new ApiException(HttpStatus.UNAUTHORIZED, UNAUTHORIZED);

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: AdminUserService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** Hash the decoy now, so the first login for an unknown user is not slower than the others. */
  async onModuleInit(): Promise<void> {
    await dummyPasswordHash();
  }

  /**
   * Unknown user and wrong password take the same path (one argon2 verification each) and give
   * the same answer, so neither the message nor the timing tells which usernames exist.
   */
  async login(request: LoginRequest, client: LoginClient): Promise<LoginResponse> {
    const ticket = await this.throttle.begin(client.ip, request.username);
    const user = await this.users.findByUsername(request.username);
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), request.password);
    if (!user || !matches) throw new ApiException(HttpStatus.UNAUTHORIZED, INVALID_CREDENTIALS);

    await this.throttle.succeeded(ticket);
    const issuedAt = new Date();
    const expiresAt = this.tokens.expiryFrom(issuedAt);
    const sessionId = await this.sessions.create(user.id, expiresAt, client);
    const token = await this.tokens.sign(
      { userId: user.id, username: user.username, sessionId },
      issuedAt,
      expiresAt,
    );
    return { token, user: { id: user.id, username: user.username }, expiresAt: expiresAt.toISOString() };
  }

  /** A signed token whose session still exists, unrevoked and unexpired. */
  async validate(token: string | undefined): Promise<SessionResponse> {
    const claims = token ? await this.tokens.verify(token) : undefined;
    if (!claims) throw unauthorized();
    const session = await this.sessions.findActive(claims.sid, claims.sub);
    if (!session) throw unauthorized();
    return {
      user: { id: session.userId, username: session.username },
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  }

  /** Needs a token we signed (expired is fine); revoking twice is harmless. */
  async logout(token: string | undefined): Promise<void> {
    const claims = token ? await this.tokens.verify(token, { allowExpired: true }) : undefined;
    if (!claims) throw unauthorized();
    await this.sessions.revoke(claims.sid, claims.sub);
  }
}
