import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The service's schema, as ServiceCommonModule configured the DataSource. */
export function serviceSchema(db: QueryRunner): string {
  const schema = (db.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('A shared table needs the service schema in the DataSource options');
  return `"${schema.replace(/"/g, '')}"`;
}

/**
 * Shared by every service (ServiceCommonModule adds it to the service's own migration list, so it
 * runs once per schema and is recorded in that schema's migrations table).
 */
export class CreateRateLimitCounter1765000000000 implements MigrationInterface {
  name = 'CreateRateLimitCounter1765000000000';

  async up(db: QueryRunner): Promise<void> {
    const schema = serviceSchema(db);
    await db.query(`
      CREATE TABLE IF NOT EXISTS ${schema}."rate_limit_counter" (
        "kind" text NOT NULL,
        "client" text NOT NULL,
        "hits" int NOT NULL,
        "window_ends_at" timestamptz NOT NULL,
        PRIMARY KEY ("kind", "client")
      )`);
    await db.query(
      `CREATE INDEX IF NOT EXISTS "rate_limit_counter_window_idx" ON ${schema}."rate_limit_counter" ("window_ends_at")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ${serviceSchema(db)}."rate_limit_counter"`);
  }
}
