import type { MigrationInterface, QueryRunner } from 'typeorm';
import { serviceSchema } from '../rate-limit/create-rate-limit-counter.migration';

/**
 * The moderation_log table, the same in every schema that has one: a service that moderates lists
 * this migration (and ModerationLogEntity) among its own, so it runs in that service's schema and
 * is recorded in that schema's migrations table.
 */
export class CreateModerationLog1765100000000 implements MigrationInterface {
  name = 'CreateModerationLog1765100000000';

  async up(db: QueryRunner): Promise<void> {
    const schema = serviceSchema(db);
    await db.query(`
      CREATE TABLE ${schema}."moderation_log" (
        "id" uuid PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" text NOT NULL,
        "action" text NOT NULL
          CHECK ("action" IN ('created','approved','updated','deleted','imported')),
        "entityType" text NOT NULL
          CHECK ("entityType" IN ('business','review','offer','community','post')),
        "entityId" uuid NOT NULL,
        "entityName" text NOT NULL,
        "count" integer
      )`);
    await db.query(`CREATE INDEX "moderation_log_at_idx" ON ${schema}."moderation_log" ("at" DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ${serviceSchema(db)}."moderation_log"`);
  }
}
