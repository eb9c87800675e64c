import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCommunity1764000100000 implements MigrationInterface {
  name = 'CreateCommunity1764000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "content"."community" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "description" text NOT NULL,
        "website" text,
        "contactEmail" text,
        "instagram" text,
        "tiktok" text,
        "heroImage" text NOT NULL,
        "links" text[] NOT NULL DEFAULT '{}',
        "latitude" double precision CHECK ("latitude" BETWEEN -90 AND 90),
        "longitude" double precision CHECK ("longitude" BETWEEN -180 AND 180),
        "isApproved" smallint NOT NULL DEFAULT 0 CHECK ("isApproved" IN (0, 1)),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // The public list: approved only, by name.
    await db.query(
      `CREATE INDEX "community_approved_name_idx" ON "content"."community" ("isApproved", "name")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "content"."community"`);
  }
}
