import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TABLES } from '../tables';
import { normalizeUsername, usernameKey } from '../login-throttle/login-throttle-keys';
import { hashPassword } from './password';

export interface AdminUserWithHash {
  id: string;
  username: string;
  passwordHash: string;
}

/**
 * Admin accounts. Written as SQL against the entity's table because the username's uniqueness is
 * an expression index (lower(username)), which ON CONFLICT can target but TypeORM's API cannot.
 * Also used by the CLI, which has a DataSource but no Nest container.
 */
export class AdminUserStore {
  constructor(private readonly db: DataSource | EntityManager) {}

  async findByUsername(username: string): Promise<AdminUserWithHash | undefined> {
    const rows: AdminUserWithHash[] = await this.db.query(
      `SELECT id, username, password_hash AS "passwordHash" FROM ${TABLES.adminUser} WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows[0];
  }

  /** Creates the admin unless one with that username exists; true when this call created it. */
  async createIfMissing(username: string, password: string): Promise<boolean> {
    const hash = await hashPassword(password);
    const rows: unknown[] = await this.db.query(
      `INSERT INTO ${TABLES.adminUser} (username, password_hash) VALUES ($1, $2)
       ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
      [username, hash],
    );
    return rows.length === 1;
  }

  /** Creates the admin or replaces its password; returns the user and whether it was created. */
  async setPassword(username: string, password: string): Promise<{ id: string; created: boolean }> {
    const hash = await hashPassword(password);
    const rows: { id: string; created: boolean }[] = await this.db.query(
      `INSERT INTO ${TABLES.adminUser} (username, password_hash) VALUES ($1, $2)
       ON CONFLICT ((lower(username))) DO UPDATE SET password_hash = EXCLUDED.password_hash
       RETURNING id, (xmax = 0) AS created`,
      [username, hash],
    );
    return rows[0];
  }
}

/** A password reset ends every session of that user and forgets its failed logins. */
export async function resetPassword(db: DataSource, username: string, password: string) {
  return db.transaction(async (manager) => {
    const result = await new AdminUserStore(manager).setPassword(username, password);
    await manager.query(
      `UPDATE ${TABLES.session} SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      [result.id],
    );
    // The username starts afresh: its global count and every client's failures for it.
    await manager.query(
      `DELETE FROM ${TABLES.loginAttempt}
       WHERE key = $1 OR (key LIKE 'pair:%' AND substr(key, strpos(key, '|') + 1) = $2)`,
      [usernameKey(username), normalizeUsername(username)],
    );
    return result;
  });
}

@Injectable()
export class AdminUserService extends AdminUserStore {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }
}
