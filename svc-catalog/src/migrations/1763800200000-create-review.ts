import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReview1763800200000 implements MigrationInterface {
  name = 'CreateReview1763800200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "catalog"."review" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "businessId" uuid NOT NULL REFERENCES "catalog"."business" ("id") ON DELETE CASCADE,
        "userName" text NOT NULL,
        "rating" smallint NOT NULL DEFAULT 5 CHECK ("rating" BETWEEN 1 AND 5),
        "comment" text NOT NULL,
        "isApproved" smallint NOT NULL DEFAULT 0 CHECK ("isApproved" IN (0, 1)),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX "review_business_approved_idx" ON "catalog"."review" ("businessId", "isApproved", "createdAt" DESC)`,
    );
    await db.query(
      `CREATE INDEX "review_pending_idx" ON "catalog"."review" ("createdAt") WHERE "isApproved" = 0`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "catalog"."review"`);
  }
}
