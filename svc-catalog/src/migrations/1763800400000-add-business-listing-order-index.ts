import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public list's order (premium first, then name) as an index over approved businesses, so a
 * page (limit/offset) reads the first rows in order instead of sorting every match.
 */
export class AddBusinessListingOrderIndex1763800400000 implements MigrationInterface {
  name = 'AddBusinessListingOrderIndex1763800400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "business_public_order_idx" ON "catalog"."business" ("isPremium" DESC, "name", "id") WHERE "isApproved" = 1`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "catalog"."business_public_order_idx"`);
  }
}
