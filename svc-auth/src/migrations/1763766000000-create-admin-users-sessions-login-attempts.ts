import type { MigrationInterface, QueryRunner } from 'typeorm';

// Raw SQL runs with the connection's search_path, so every name is qualified with the schema.
export class CreateAdminUsersSessionsLoginAttempts1763766000000 implements MigrationInterface {
  name = 'CreateAdminUsersSessionsLoginAttempts1763766000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."admin_user" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "username" text NOT NULL CHECK (length("username") BETWEEN 1 AND 200),
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "admin_user_username_lower_key" ON "auth"."admin_user" (lower("username"))`,
    );
    await q.query(`
      CREATE TABLE "auth"."session" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."admin_user" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "user_agent" text,
        "ip" text
      )`);
    await q.query(`CREATE INDEX "session_user_id_idx" ON "auth"."session" ("user_id")`);
    await q.query(`CREATE INDEX "session_expires_at_idx" ON "auth"."session" ("expires_at")`);
    await q.query(`
      CREATE TABLE "auth"."login_attempt" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "key" text NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "login_attempt_key_failed_at_idx" ON "auth"."login_attempt" ("key", "failed_at")`,
    );
    await q.query(`CREATE INDEX "login_attempt_failed_at_idx" ON "auth"."login_attempt" ("failed_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."login_attempt"`);
    await q.query(`DROP TABLE "auth"."session"`);
    await q.query(`DROP TABLE "auth"."admin_user"`);
  }
}
