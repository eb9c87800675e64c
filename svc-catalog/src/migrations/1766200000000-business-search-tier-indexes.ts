import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ORDER_INDEXES } from './1766000000000-bilingual-content';

/** What the public list's order indexes carry so a search rank is filtered inside them. */
const COVERED = `"name", "nameUk", "category", "searchNames", "searchText"`;
/** Each name's key (searchNamesKey: newline, English key, newline, Ukrainian key, newline). */
const NAME_KEY_INDEXES = [
  ['business_search_name_key_2_idx', 2],
  ['business_search_name_key_3_idx', 3],
] as const;
const NAMES_TRIGRAM_INDEX = 'business_search_names_trgm_idx';

/**
 * Search at 100,000 businesses, read rank by rank (nest-common searchTiers):
 * - each name's key gets a btree index (text_pattern_ops), so the exact-name and name-prefix ranks
 *   are index ranges, not a re-check of every row whose text holds the word (not partial: the
 *   planner estimates an expression's rows only from a whole-table index's statistics);
 * - searchNames gets a trigram index, so the other-name rank of a word found only in descriptions
 *   is empty at once;
 * - the list's order indexes (premium, name in each language) carry the search keys and category,
 *   so a rank with thousands of matches is read in page order by an index-only scan that stops once
 *   the page is full, instead of fetching and sorting every match.
 * down() drops them and restores the order indexes as they were.
 */
export class BusinessSearchTierIndexes1766200000000 implements MigrationInterface {
  name = 'BusinessSearchTierIndexes1766200000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [index, line] of NAME_KEY_INDEXES)
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" (split_part("searchNames", E'\\n', ${line}) text_pattern_ops)`,
      );
    await db.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
         WHERE e.extname = 'pg_trgm';
        IF trgm_schema IS NOT NULL THEN
          EXECUTE format('CREATE INDEX "${NAMES_TRIGRAM_INDEX}" ON "catalog"."business" USING gin ("searchNames" %I.gin_trgm_ops)', trgm_schema);
        END IF;
      END $$`);
    for (const [index, order] of ORDER_INDEXES) {
      await db.query(`DROP INDEX "catalog"."${index}"`);
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" ("isPremium" DESC, ${order}, "id") INCLUDE (${COVERED}) WHERE "isApproved" = 1`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [index, order] of ORDER_INDEXES) {
      await db.query(`DROP INDEX "catalog"."${index}"`);
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" ("isPremium" DESC, ${order}, "id") WHERE "isApproved" = 1`,
      );
    }
    await db.query(`DROP INDEX IF EXISTS "catalog"."${NAMES_TRIGRAM_INDEX}"`);
    for (const [index] of NAME_KEY_INDEXES) await db.query(`DROP INDEX "catalog"."${index}"`);
  }
}
