import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchWordTableDown, searchWordTableUp } from '@byp/nest-common';
import { businessSearchNames, businessSearchText } from '../business/business.entity';
import { BUSINESS_SEARCH_WORDS } from '../business/business-search-columns';

const SEARCH_INDEX = 'business_search_text_trgm_idx';
const BATCH = 5_000;

/** Creates the trigram index on searchText where pg_trgm is installed (else search scans). */
const CREATE_SEARCH_INDEX = `
  DO $$
  DECLARE trgm_schema text;
  BEGIN
    SELECT n.nspname INTO trgm_schema
      FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm';
    IF trgm_schema IS NULL THEN
      RAISE NOTICE 'pg_trgm is not installed: skipping the search index';
      RETURN;
    END IF;
    EXECUTE format('CREATE INDEX IF NOT EXISTS "${SEARCH_INDEX}" ON "catalog"."business" USING gin ("searchText" %I.gin_trgm_ops)', trgm_schema);
  END $$`;

/**
 * Bilingual content (issue 23). Business name/description and offer title/description keep their
 * columns as the English slot, so every existing row's text is English; they become nullable and
 * gain a Ukrainian twin (`nameUk`, ...), with a CHECK that one of each pair is set. Search moves
 * from the generated lower(name + description) to two columns the service writes (nest-common
 * search keys: transliterated, folded, both languages), filled here for existing rows. The public
 * list's order index follows the display name of each language, and the typo stage's dictionary
 * (business_search_word, kept by triggers) is built from the keys. down() puts a Ukrainian-only
 * text into the English slot (so no row loses its name), then restores the old columns.
 */
export class BilingualContent1766000000000 implements MigrationInterface {
  name = 'BilingualContent1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS "catalog"."${SEARCH_INDEX}"`);
    await db.query(`
      ALTER TABLE "catalog"."business"
        DROP COLUMN "searchText",
        ALTER COLUMN "name" DROP NOT NULL,
        ALTER COLUMN "description" DROP NOT NULL,
        ADD COLUMN "nameUk" text,
        ADD COLUMN "descriptionUk" text,
        ADD COLUMN "searchNames" text,
        ADD COLUMN "searchText" text,
        ADD CONSTRAINT "business_name_in_a_language" CHECK ("name" IS NOT NULL OR "nameUk" IS NOT NULL),
        ADD CONSTRAINT "business_description_in_a_language"
          CHECK ("description" IS NOT NULL OR "descriptionUk" IS NOT NULL)`);
    await this.fillSearchKeys(db);
    await db.query(`
      ALTER TABLE "catalog"."business"
        ALTER COLUMN "searchNames" SET NOT NULL,
        ALTER COLUMN "searchText" SET NOT NULL`);
    await db.query(CREATE_SEARCH_INDEX);
    for (const statement of searchWordTableUp(BUSINESS_SEARCH_WORDS)) await db.query(statement);
    await db.query(`DROP INDEX IF EXISTS "catalog"."business_public_order_idx"`);
    for (const [index, order] of ORDER_INDEXES)
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" ("isPremium" DESC, ${order}, "id") WHERE "isApproved" = 1`,
      );
    await db.query(`
      ALTER TABLE "catalog"."offer"
        ALTER COLUMN "title" DROP NOT NULL,
        ALTER COLUMN "description" DROP NOT NULL,
        ADD COLUMN "titleUk" text,
        ADD COLUMN "descriptionUk" text,
        ADD CONSTRAINT "offer_title_in_a_language" CHECK ("title" IS NOT NULL OR "titleUk" IS NOT NULL),
        ADD CONSTRAINT "offer_description_in_a_language"
          CHECK ("description" IS NOT NULL OR "descriptionUk" IS NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE "catalog"."offer" SET "title" = coalesce("title", "titleUk"),
                                   "description" = coalesce("description", "descriptionUk")
       WHERE "title" IS NULL OR "description" IS NULL`);
    await db.query(`
      ALTER TABLE "catalog"."offer"
        DROP CONSTRAINT "offer_title_in_a_language",
        DROP CONSTRAINT "offer_description_in_a_language",
        DROP COLUMN "titleUk",
        DROP COLUMN "descriptionUk",
        ALTER COLUMN "title" SET NOT NULL,
        ALTER COLUMN "description" SET NOT NULL`);
    for (const [index] of ORDER_INDEXES) await db.query(`DROP INDEX IF EXISTS "catalog"."${index}"`);
    for (const statement of searchWordTableDown(BUSINESS_SEARCH_WORDS)) await db.query(statement);
    await db.query(`DROP INDEX IF EXISTS "catalog"."${SEARCH_INDEX}"`);
    await db.query(`
      UPDATE "catalog"."business" SET "name" = coalesce("name", "nameUk"),
                                      "description" = coalesce("description", "descriptionUk")
       WHERE "name" IS NULL OR "description" IS NULL`);
    await db.query(`
      ALTER TABLE "catalog"."business"
        DROP CONSTRAINT "business_name_in_a_language",
        DROP CONSTRAINT "business_description_in_a_language",
        DROP COLUMN "nameUk",
        DROP COLUMN "descriptionUk",
        DROP COLUMN "searchNames",
        DROP COLUMN "searchText",
        ALTER COLUMN "name" SET NOT NULL,
        ALTER COLUMN "description" SET NOT NULL,
        ADD COLUMN "searchText" text GENERATED ALWAYS AS (lower("name" || E'\\n' || "description")) STORED`);
    await db.query(CREATE_SEARCH_INDEX);
    await db.query(
      `CREATE INDEX "business_public_order_idx" ON "catalog"."business" ("isPremium" DESC, "name", "id") WHERE "isApproved" = 1`,
    );
  }

  /** Search keys for the rows already there, a batch at a time (keyset on id). */
  private async fillSearchKeys(db: QueryRunner): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string; name: string | null; description: string | null }[] = await db.query(
        `SELECT "id", "name", "description" FROM "catalog"."business" WHERE "id" > $1 ORDER BY "id" LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) return;
      const texts = rows.map((r) => ({ ...r, nameUk: null, descriptionUk: null }));
      await db.query(
        `UPDATE "catalog"."business" b SET "searchNames" = k."names", "searchText" = k."text"
           FROM unnest($1::uuid[], $2::text[], $3::text[]) AS k("id", "names", "text")
          WHERE b."id" = k."id"`,
        [rows.map((r) => r.id), texts.map(businessSearchNames), texts.map(businessSearchText)],
      );
      after = rows[rows.length - 1].id;
    }
  }
}

/** The public list's order per language: premium first, then the name shown in that language. */
export const ORDER_INDEXES = [
  ['business_public_order_en_idx', `coalesce("name", "nameUk")`],
  ['business_public_order_uk_idx', `coalesce("nameUk", "name")`],
] as const;
