import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateModerationLog1764000100000 implements MigrationInterface {
  name = 'CreateModerationLog1764000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "catalog"."moderation_log" (
        "id" uuid PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" text NOT NULL,
        "action" text NOT NULL
          CHECK ("action" IN ('created','approved','updated','deleted','imported')),
        "entityType" text NOT NULL CHECK ("entityType" IN ('business','review','offer')),
        "entityId" uuid NOT NULL,
        "entityName" text NOT NULL,
        "count" integer
      )`);
    await db.query(`CREATE INDEX "moderation_log_at_idx" ON "catalog"."moderation_log" ("at" DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "catalog"."moderation_log"`);
  }
}
