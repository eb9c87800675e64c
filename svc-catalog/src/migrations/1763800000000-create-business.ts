import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBusiness1763800000000 implements MigrationInterface {
  name = 'CreateBusiness1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "catalog"."business" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "description" text NOT NULL,
        "category" text NOT NULL CONSTRAINT "business_category_check"
          CHECK ("category" IN ('dining','health','beauty','wellness','shop','business','lessons','art','entertainment')),
        "address" text NOT NULL,
        "area" text,
        "website" text,
        "phone" text,
        "email" text,
        "instagram" text,
        "tiktok" text,
        "heroImage" text NOT NULL,
        "galleryImages" text[] NOT NULL DEFAULT '{}',
        "latitude" double precision,
        "longitude" double precision,
        "averageRating" numeric(2,1) NOT NULL DEFAULT 0 CHECK ("averageRating" BETWEEN 0 AND 5),
        "totalReviews" integer NOT NULL DEFAULT 0 CHECK ("totalReviews" >= 0),
        "isVerified" smallint NOT NULL DEFAULT 0 CHECK ("isVerified" IN (0, 1)),
        "isPremium" smallint NOT NULL DEFAULT 0 CHECK ("isPremium" IN (0, 1)),
        "isApproved" smallint NOT NULL DEFAULT 0 CHECK ("isApproved" IN (0, 1)),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX "business_approved_category_idx" ON "catalog"."business" ("isApproved", "category")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "catalog"."business"`);
  }
}
