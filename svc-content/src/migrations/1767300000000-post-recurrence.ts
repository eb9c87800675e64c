import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events that repeat (issue 27): the RFC 5545 rule (null for a single event) and the changed
 * single dates, and an index for a community's events (`organizerId` with organizerType
 * 'community').
 */
export class PostRecurrence1767300000000 implements MigrationInterface {
  name = 'PostRecurrence1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content"."post" ADD "recurrenceRule" text`);
    await queryRunner.query(
      `ALTER TABLE "content"."post" ADD "recurrenceExceptions" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(
      `ALTER TABLE "content"."post" ADD CONSTRAINT "CHK_post_recurrence_needs_start" CHECK ("recurrenceRule" IS NULL OR "startAt" IS NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_post_community" ON "content"."post" ("organizerId") WHERE "organizerType" = 'community'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "content"."IDX_post_community"`);
    await queryRunner.query(`ALTER TABLE "content"."post" DROP CONSTRAINT "CHK_post_recurrence_needs_start"`);
    await queryRunner.query(`ALTER TABLE "content"."post" DROP COLUMN "recurrenceExceptions"`);
    await queryRunner.query(`ALTER TABLE "content"."post" DROP COLUMN "recurrenceRule"`);
  }
}
