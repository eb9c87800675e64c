import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Communities and posts in two languages (issue 23): each text a visitor reads becomes an English
 * and a Ukrainian column, null where that language is missing. Existing texts were written in
 * English, so they become the English values; a name or title keeps at least one language.
 * `down()` puts back one column per text, the English value or else the Ukrainian one.
 */
export class BilingualCommunityAndPost1766100000000 implements MigrationInterface {
  name = 'BilingualCommunityAndPost1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "content"."community" RENAME COLUMN "name" TO "nameEn"`);
    await db.query(`ALTER TABLE "content"."community" RENAME COLUMN "description" TO "descriptionEn"`);
    await db.query(`
      ALTER TABLE "content"."community"
        ALTER COLUMN "nameEn" DROP NOT NULL,
        ALTER COLUMN "descriptionEn" DROP NOT NULL,
        ADD COLUMN "nameUk" text,
        ADD COLUMN "descriptionUk" text,
        ADD CONSTRAINT "community_name_in_a_language" CHECK ("nameEn" IS NOT NULL OR "nameUk" IS NOT NULL),
        ADD CONSTRAINT "community_description_in_a_language"
          CHECK ("descriptionEn" IS NOT NULL OR "descriptionUk" IS NOT NULL)`);

    await db.query(`ALTER TABLE "content"."post" RENAME COLUMN "title" TO "titleEn"`);
    await db.query(`ALTER TABLE "content"."post" RENAME COLUMN "body" TO "bodyEn"`);
    await db.query(`
      ALTER TABLE "content"."post"
        ALTER COLUMN "titleEn" DROP NOT NULL,
        ALTER COLUMN "bodyEn" DROP NOT NULL,
        ALTER COLUMN "bodyEn" DROP DEFAULT,
        ADD COLUMN "titleUk" text,
        ADD COLUMN "bodyUk" text,
        ADD CONSTRAINT "post_title_in_a_language" CHECK ("titleEn" IS NOT NULL OR "titleUk" IS NOT NULL)`);
    // An empty body was the old column's default, not an English text.
    await db.query(`UPDATE "content"."post" SET "bodyEn" = NULL WHERE "bodyEn" = ''`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE "content"."community"
         SET "nameEn" = coalesce("nameEn", "nameUk"),
             "descriptionEn" = coalesce("descriptionEn", "descriptionUk")`);
    await db.query(`
      ALTER TABLE "content"."community"
        DROP CONSTRAINT "community_name_in_a_language",
        DROP CONSTRAINT "community_description_in_a_language",
        DROP COLUMN "nameUk",
        DROP COLUMN "descriptionUk",
        ALTER COLUMN "nameEn" SET NOT NULL,
        ALTER COLUMN "descriptionEn" SET NOT NULL`);
    await db.query(`ALTER TABLE "content"."community" RENAME COLUMN "nameEn" TO "name"`);
    await db.query(`ALTER TABLE "content"."community" RENAME COLUMN "descriptionEn" TO "description"`);

    await db.query(`
      UPDATE "content"."post"
         SET "titleEn" = coalesce("titleEn", "titleUk"),
             "bodyEn" = coalesce("bodyEn", "bodyUk", '')`);
    await db.query(`
      ALTER TABLE "content"."post"
        DROP CONSTRAINT "post_title_in_a_language",
        DROP COLUMN "titleUk",
        DROP COLUMN "bodyUk",
        ALTER COLUMN "titleEn" SET NOT NULL,
        ALTER COLUMN "bodyEn" SET DEFAULT '',
        ALTER COLUMN "bodyEn" SET NOT NULL`);
    await db.query(`ALTER TABLE "content"."post" RENAME COLUMN "titleEn" TO "title"`);
    await db.query(`ALTER TABLE "content"."post" RENAME COLUMN "bodyEn" TO "body"`);
  }
}
