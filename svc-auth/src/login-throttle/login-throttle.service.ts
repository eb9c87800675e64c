import { HttpStatus, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiException } from '@byp/nest-common';
import { TABLES } from '../tables';
import { ipKey, pairKey, usernameKey } from './login-throttle-keys';

export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures of one client for one username: then that client is refused for that username. */
export const MAX_FAILED_LOGINS = 5;
/** Failures of one client over every username it tries (a scan of usernames). */
export const MAX_FAILED_LOGINS_PER_CLIENT = 20;
/** Failures for one username from every client together: the username is "under attack". */
export const USERNAME_UNDER_ATTACK = 50;
/** Under attack, a client that has failed for the username waits this long after its last failure. */
export const UNDER_ATTACK_BACKOFF_SECONDS = 60;
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Try again later.';
const PURGE_INTERVAL_MS = 5 * 60 * 1000;

/** 429 with the seconds until the client may try again (sent as Retry-After). */
export class LoginThrottledException extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS);
  }
}

/** An attempt in progress: the rows it reserved, so success or refusal can take them back. */
export interface LoginAttemptTicket {
  ownIds: string[];
  pairKey: string;
}

interface KeyState {
  key: string;
  /** Earlier failures in the window (this attempt's own rows excluded). */
  failures: number;
  /** When the failure that must leave the window for one more attempt happened (limit-th newest). */
  limitingFailureAt: Date | null;
  lastFailureAt: Date | null;
}

/**
 * Brute-force brake for POST /api/admin/login, kept in Postgres so all replicas share the counts.
 *
 * Keyed on (client, username) so an attacker locks out only itself: after 5 failures in 15 minutes
 * that client is refused for that username, while the real admin logs in from any other address.
 * Two wider rules stay gentle so they cannot be turned against the admin:
 * - a client failing 20 times over any usernames (a scan) is refused for every username;
 * - a username with 50 failures from all clients together is under attack: a client that has itself
 *   failed for it must then wait a minute after its last failure. A client with no failure of its
 *   own for the username is never slowed by other clients' failures.
 *
 * Each attempt first writes one row per key, then counts (its own rows aside), so a burst of
 * parallel attempts cannot all slip through: the k-th committed row sees the k-1 before it. A
 * refused attempt takes its rows back (hammering while refused does not extend the block); a failed
 * one leaves them; a successful one deletes them and its pair's earlier failures.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LoginThrottleService.name);
  private purgeTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Reserves an attempt, or throws LoginThrottledException when this client may not try now. */
  async begin(ip: string, username: string): Promise<LoginAttemptTicket> {
    const pair = pairKey(ip, username);
    const client = ipKey(ip);
    const user = usernameKey(username);
    const inserted: { id: string }[] = await this.db.query(
      `INSERT INTO ${TABLES.loginAttempt} (key) VALUES ($1), ($2), ($3) RETURNING id`,
      [pair, client, user],
    );
    const ownIds = inserted.map((row) => String(row.id));
    const states = await this.states([pair, client, user], ownIds);
    const retryAfter = this.retryAfterSeconds(states.get(pair)!, states.get(client)!, states.get(user)!);
    if (retryAfter !== undefined) {
      await this.db.query(`DELETE FROM ${TABLES.loginAttempt} WHERE id = ANY($1)`, [ownIds]);
      throw new LoginThrottledException(retryAfter);
    }
    return { ownIds, pairKey: pair };
  }

  /** A successful login: this attempt and the client's earlier failures for the username are forgiven. */
  async succeeded(ticket: LoginAttemptTicket): Promise<void> {
    await this.db.query(`DELETE FROM ${TABLES.loginAttempt} WHERE id = ANY($1) OR key = $2`, [
      ticket.ownIds,
      ticket.pairKey,
    ]);
  }

  /** Seconds to wait, or undefined when the attempt may go ahead. */
  private retryAfterSeconds(pair: KeyState, client: KeyState, user: KeyState): number | undefined {
    const now = Date.now();
    const untilLeavesWindow = (state: KeyState) =>
      (state.limitingFailureAt?.getTime() ?? now) + FAILED_LOGIN_WINDOW_SECONDS * 1000 - now;
    const waits: number[] = [];
    if (pair.failures >= MAX_FAILED_LOGINS) waits.push(untilLeavesWindow(pair));
    if (client.failures >= MAX_FAILED_LOGINS_PER_CLIENT) waits.push(untilLeavesWindow(client));
    if (user.failures >= USERNAME_UNDER_ATTACK && pair.lastFailureAt) {
      const backoffEnds = pair.lastFailureAt.getTime() + UNDER_ATTACK_BACKOFF_SECONDS * 1000;
      if (backoffEnds > now) waits.push(backoffEnds - now);
    }
    if (waits.length === 0) return undefined;
    return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  }

  private async states(keys: string[], ownIds: string[]): Promise<Map<string, KeyState>> {
    const limits = [MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_CLIENT, USERNAME_UNDER_ATTACK];
    const rows: {
      key: string;
      failures: number;
      limitingFailureAt: Date | null;
      lastFailureAt: Date | null;
    }[] = await this.db.query(
      `SELECT k.key,
                count(a.id)::int AS failures,
                max(a.failed_at) AS "lastFailureAt",
                (SELECT b.failed_at FROM ${TABLES.loginAttempt} b
                 WHERE b.key = k.key AND b.id <> ALL($2) AND b.failed_at > now() - make_interval(secs => $3)
                 ORDER BY b.failed_at DESC OFFSET k.lim - 1 LIMIT 1) AS "limitingFailureAt"
         FROM unnest($1::text[], $4::int[]) AS k(key, lim)
         LEFT JOIN ${TABLES.loginAttempt} a
           ON a.key = k.key AND a.id <> ALL($2) AND a.failed_at > now() - make_interval(secs => $3)
         GROUP BY k.key, k.lim`,
      [keys, ownIds, FAILED_LOGIN_WINDOW_SECONDS, limits],
    );
    return new Map(rows.map((row) => [row.key, row]));
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
