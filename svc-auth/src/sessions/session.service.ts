import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid, type AdminTokenClaims, type SessionValidator } from '@byp/nest-common';
import { TABLES } from '../tables';

export interface ActiveSession {
  userId: string;
  username: string;
  expiresAt: Date;
}

/**
 * The session if it exists, belongs to that user, is not revoked and has not expired. One
 * primary-key lookup: the gateway and every service's AdminGuard ask this for each admin request.
 */
export async function findActiveSession(
  db: DataSource,
  sessionId: string,
  userId: string,
): Promise<ActiveSession | undefined> {
  // Session ids are UUIDs; anything else (a foreign token) names no session and must not reach the cast.
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  const rows: ActiveSession[] = await db.query(
    `SELECT u.id AS "userId", u.username, s.expires_at AS "expiresAt"
     FROM ${TABLES.session} s JOIN ${TABLES.adminUser} u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, userId],
  );
  return rows[0];
}

/**
 * svc-auth's own AdminGuard session check (ServiceCommonModule's sessionValidator): the table
 * itself, not an HTTP call to itself.
 */
@Injectable()
export class OwnSessionValidator implements SessionValidator {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isActive(_token: string, claims: AdminTokenClaims): Promise<boolean> {
    return (await findActiveSession(this.db, claims.sid, claims.sub)) !== undefined;
  }
}

/** Expired sessions are kept this long (a trace of recent logins), then deleted. */
const KEEP_EXPIRED_SESSIONS = '7 days';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionService.name);
  private purgeTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(userId: string, expiresAt: Date, client: { ip: string; userAgent?: string }): Promise<string> {
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO ${TABLES.session} (user_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, expiresAt, client.ip, client.userAgent?.slice(0, 512) ?? null],
    );
    return rows[0].id;
  }

  findActive(sessionId: string, userId: string): Promise<ActiveSession | undefined> {
    return findActiveSession(this.db, sessionId, userId);
  }

  /** Idempotent: revoking a revoked, expired or unknown session changes nothing. */
  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLES.session} SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [sessionId, userId],
    );
  }

  async purgeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM ${TABLES.session} WHERE expires_at < now() - interval '${KEEP_EXPIRED_SESSIONS}'`,
    );
  }

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) =>
        this.logger.warn(`Purging old sessions failed: ${String(error)}`),
      );
    }, PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }
}
