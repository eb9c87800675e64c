import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AddBusinessSearchIndexes1763800300000 } from './1763800300000-add-business-search-indexes';

const OLD_INDEXES = [
  'business_name_trgm_idx',
  'business_description_trgm_idx',
  'business_address_trgm_idx',
  'business_area_trgm_idx',
];
export const SEARCH_TEXT_INDEXES = [
  ['business_search_text_trgm_idx', 'searchText'],
  ['business_place_text_trgm_idx', 'placeText'],
] as const;

/**
 * The directory's search as two stored, lower-cased columns, each with one trigram GIN index:
 * `searchText` = name + newline + description (what `q` matches), `placeText` = address + newline +
 * area (what `location` matches). At 100,000 businesses the planner then ANDs two trigram bitmaps
 * with the category's, and a row left over is checked with one LIKE on text already lower-cased,
 * where the four per-column indexes made it re-run lower() on four columns of every row of the
 * category (bench: search p95). A term never spans the two parts: it cannot contain a newline
 * (BusinessService falls back to the per-column test if one does). Without pg_trgm the columns
 * still exist and search is a sequential scan, as before.
 */
export class BusinessSearchText1765200000000 implements MigrationInterface {
  name = 'BusinessSearchText1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "catalog"."business"
        ADD COLUMN "searchText" text GENERATED ALWAYS AS (lower("name" || E'\\n' || "description")) STORED,
        ADD COLUMN "placeText" text GENERATED ALWAYS AS (lower("address" || E'\\n' || coalesce("area", ''))) STORED`);
    for (const index of OLD_INDEXES) await db.query(`DROP INDEX IF EXISTS "catalog"."${index}"`);
    const indexes = SEARCH_TEXT_INDEXES.map(
      ([index, column]) =>
        `EXECUTE format('CREATE INDEX IF NOT EXISTS "${index}" ON "catalog"."business" USING gin ("${column}" %I.gin_trgm_ops)', trgm_schema);`,
    ).join('\n        ');
    await db.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        SELECT n.nspname INTO trgm_schema
          FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
         WHERE e.extname = 'pg_trgm';
        IF trgm_schema IS NULL THEN
          RAISE NOTICE 'pg_trgm is not installed: skipping trigram indexes';
          RETURN;
        END IF;
        ${indexes}
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [index] of SEARCH_TEXT_INDEXES) await db.query(`DROP INDEX IF EXISTS "catalog"."${index}"`);
    await db.query(`ALTER TABLE "catalog"."business" DROP COLUMN "searchText", DROP COLUMN "placeText"`);
    await new AddBusinessSearchIndexes1763800300000().up(db);
  }
}
