import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateModerationLog1764000000000 implements MigrationInterface {
  name = 'CreateModerationLog1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "content"."moderation_log" (
        "id" uuid PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" text NOT NULL,
        "action" text NOT NULL
          CHECK ("action" IN ('created','approved','updated','deleted','imported')),
        "entityType" text NOT NULL CHECK ("entityType" IN ('community','post')),
        "entityId" uuid NOT NULL,
        "entityName" text NOT NULL
      )`);
    await db.query(`CREATE INDEX "moderation_log_at_idx" ON "content"."moderation_log" ("at" DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "content"."moderation_log"`);
  }
}
