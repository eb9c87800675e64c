import { HttpStatus, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiException } from '@byp/nest-common';
import { TABLES } from '../tables';
import { ipKey, usernameKey } from './login-throttle-keys';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Try again later.';
const PURGE_INTERVAL_MS = 5 * 60 * 1000;

/** 429 with the seconds until the client may try again (sent as Retry-After). */
export class LoginThrottledException extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS);
  }
}

/** An attempt in progress: the rows it reserved, so success can take them back. */
export interface LoginAttemptTicket {
  ipRowId: string;
  usernameKey: string;
}

/**
 * Brute-force brake for POST /api/admin/login, kept in Postgres so all replicas share the counts.
 *
 * Each attempt first writes a row for its address and one for its username, then counts the rows
 * of both keys in the last 15 minutes (its own included). Writing before counting bounds the number
 * of attempts that get through even when many arrive at once, on one replica or several: the k-th
 * row to be committed sees at least k rows. A refused attempt takes its rows back, so hammering
 * while blocked does not extend the block; a failed one leaves them; a successful one deletes its
 * address row and every row of its username.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LoginThrottleService.name);
  private purgeTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Reserves an attempt, or throws LoginThrottledException when the address or username is blocked. */
  async begin(ip: string, username: string): Promise<LoginAttemptTicket> {
    const keys = [ipKey(ip), usernameKey(username)];
    const inserted: { id: string }[] = await this.db.query(
      `INSERT INTO ${TABLES.loginAttempt} (key) VALUES ($1), ($2) RETURNING id`,
      keys,
    );
    const ownIds = inserted.map((row) => String(row.id));
    const counts: { key: string; attempts: number }[] = await this.db.query(
      `SELECT key, count(*)::int AS attempts FROM ${TABLES.loginAttempt}
       WHERE key = ANY($1) AND failed_at > now() - make_interval(secs => $2)
       GROUP BY key`,
      [keys, FAILED_LOGIN_WINDOW_SECONDS],
    );
    const blocked = counts.filter((row) => row.attempts > MAX_FAILED_LOGINS).map((row) => row.key);
    if (blocked.length > 0) {
      await this.db.query(`DELETE FROM ${TABLES.loginAttempt} WHERE id = ANY($1)`, [ownIds]);
      throw new LoginThrottledException(await this.retryAfterSeconds(blocked, ownIds));
    }
    return { ipRowId: ownIds[0], usernameKey: keys[1] };
  }

  /** A successful login: the username starts afresh; the address keeps its earlier failures. */
  async succeeded(ticket: LoginAttemptTicket): Promise<void> {
    await this.db.query(`DELETE FROM ${TABLES.loginAttempt} WHERE id = $1 OR key = $2`, [
      ticket.ipRowId,
      ticket.usernameKey,
    ]);
  }

  /** When the oldest of the last five failures leaves the window, one more attempt is allowed. */
  private async retryAfterSeconds(keys: string[], ownIds: string[]): Promise<number> {
    const rows: { seconds: number | null }[] = await this.db.query(
      `SELECT max(seconds)::int AS seconds FROM (
         SELECT ceil(extract(epoch FROM (
                  (SELECT failed_at FROM ${TABLES.loginAttempt} a
                   WHERE a.key = k.key AND a.id <> ALL($2) AND a.failed_at > now() - make_interval(secs => $3)
                   ORDER BY failed_at DESC OFFSET $4 - 1 LIMIT 1)
                  + make_interval(secs => $3) - now()))) AS seconds
         FROM unnest($1::text[]) AS k(key)
       ) per_key`,
      [keys, ownIds, FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS],
    );
    return Math.max(1, rows[0]?.seconds ?? 1);
  }

  /** Rows older than the window count for nothing; every replica may run this, it is idempotent. */
  async purgeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM ${TABLES.loginAttempt} WHERE failed_at < now() - make_interval(secs => $1)`,
      [FAILED_LOGIN_WINDOW_SECONDS],
    );
  }

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) =>
        this.logger.warn(`Purging old login attempts failed: ${String(error)}`),
      );
    }, PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }
}
