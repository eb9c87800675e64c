import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePost1764100000000 implements MigrationInterface {
  name = 'CreatePost1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "content"."post" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "type" text NOT NULL CONSTRAINT "post_type_check" CHECK ("type" IN ('event', 'news')),
        "title" text NOT NULL,
        "body" text NOT NULL DEFAULT '',
        "image" text,
        "startAt" timestamptz,
        "endAt" timestamptz,
        "locationName" text,
        "address" text,
        "latitude" double precision,
        "longitude" double precision,
        "externalUrl" text,
        "organizerType" text NOT NULL DEFAULT 'public'
          CONSTRAINT "post_organizer_type_check" CHECK ("organizerType" IN ('business', 'community', 'public')),
        "organizerId" uuid,
        "contactEmail" text,
        "isOnline" boolean NOT NULL DEFAULT false,
        "isApproved" smallint NOT NULL DEFAULT 0 CHECK ("isApproved" IN (0, 1)),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "post_end_not_before_start" CHECK ("endAt" IS NULL OR "startAt" IS NULL OR "endAt" >= "startAt")
      )`);
    // The public list: approved posts of one type, events by start.
    await db.query(
      `CREATE INDEX "post_approved_type_start_idx" ON "content"."post" ("isApproved", "type", "startAt")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "content"."post"`);
  }
}
