import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOffer1763800100000 implements MigrationInterface {
  name = 'CreateOffer1763800100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "catalog"."offer" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "businessId" uuid NOT NULL REFERENCES "catalog"."business" ("id") ON DELETE CASCADE,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "discountPercentage" integer CHECK ("discountPercentage" BETWEEN 1 AND 100),
        "discountAmount" numeric(10,2) CHECK ("discountAmount" > 0),
        "validFrom" timestamptz NOT NULL,
        "validUntil" timestamptz NOT NULL,
        "isActive" smallint NOT NULL DEFAULT 1 CHECK ("isActive" IN (0, 1)),
        "maxRedemptions" integer CHECK ("maxRedemptions" > 0),
        "currentRedemptions" integer NOT NULL DEFAULT 0 CHECK ("currentRedemptions" >= 0),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "offer_one_discount_check" CHECK (num_nonnulls("discountPercentage", "discountAmount") = 1),
        CONSTRAINT "offer_dates_check" CHECK ("validUntil" > "validFrom"),
        CONSTRAINT "offer_redemptions_check" CHECK ("maxRedemptions" IS NULL OR "currentRedemptions" <= "maxRedemptions")
      )`);
    await db.query(`CREATE INDEX "offer_business_idx" ON "catalog"."offer" ("businessId")`);
    await db.query(
      `CREATE INDEX "offer_current_idx" ON "catalog"."offer" ("validUntil") WHERE "isActive" = 1`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "catalog"."offer"`);
  }
}
