import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A community's place in words beside its coordinates (issue 28: 'Leeds, Chapeltown'). */
export class CommunityPlaceName1767800000000 implements MigrationInterface {
  name = 'CommunityPlaceName1767800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "content"."community" ADD COLUMN "placeName" text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "content"."community" DROP COLUMN "placeName"`);
  }
}
