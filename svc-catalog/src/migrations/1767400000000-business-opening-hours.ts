import type { MigrationInterface, QueryRunner } from 'typeorm';

export const OPENING_HOURS_INDEX = 'business_opening_hours_idx';

/**
 * Issue 26: a business's OpenStreetMap opening_hours value (null: unknown). The partial index
 * lists the distinct values of approved businesses by an index-only scan: the 'Open now' filter
 * evaluates each distinct value once instead of every row.
 */
export class BusinessOpeningHours1767400000000 implements MigrationInterface {
  name = 'BusinessOpeningHours1767400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "catalog"."business" ADD COLUMN "openingHours" text`);
    await db.query(
      `CREATE INDEX "${OPENING_HOURS_INDEX}" ON "catalog"."business" ("openingHours")
        WHERE "isApproved" = 1 AND "openingHours" IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "catalog"."${OPENING_HOURS_INDEX}"`);
    await db.query(`ALTER TABLE "catalog"."business" DROP COLUMN "openingHours"`);
  }
}
