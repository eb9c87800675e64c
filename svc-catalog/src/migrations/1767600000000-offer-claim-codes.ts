import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claim codes (issue 28, point 7): each granted claim is a row with a short code the business
 * checks and marks used; each offer gets a secret key for that check (the business's link).
 */
export class OfferClaimCodes1767600000000 implements MigrationInterface {
  name = 'OfferClaimCodes1767600000000';

  async up(db: QueryRunner): Promise<void> {
    // gen_random_uuid() is volatile: every existing offer gets its own key.
    await db.query(`
      ALTER TABLE "catalog"."offer" ADD COLUMN "verificationKey" text NOT NULL
        DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
    await db.query(`
      CREATE TABLE "catalog"."offer_claim" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "offerId" uuid NOT NULL REFERENCES "catalog"."offer" ("id") ON DELETE CASCADE,
        "code" text NOT NULL CHECK ("code" ~ '^[0-9A-Z]{8}$'),
        "tokenHash" text,
        "clientAddress" text NOT NULL,
        "claimedAt" timestamptz NOT NULL DEFAULT now(),
        "redeemedAt" timestamptz,
        CONSTRAINT "offer_claim_code_key" UNIQUE ("offerId", "code"),
        CONSTRAINT "offer_claim_token_key" UNIQUE ("offerId", "tokenHash")
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "catalog"."offer_claim"`);
    await db.query(`ALTER TABLE "catalog"."offer" DROP COLUMN "verificationKey"`);
  }
}
