import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ORDER_INDEXES } from './1766000000000-bilingual-content';

/** Each name's key index (BusinessSearchTierIndexes) and the name line it holds. */
const NAME_KEY_INDEXES = [
  ['business_search_name_key_2_idx', 2],
  ['business_search_name_key_3_idx', 3],
] as const;
/** What the search's first two ranks read besides the key: the row's list order and its filters. */
const NAME_KEY_COVERED = `"isApproved", "isPremium", "name", "nameUk", "id", "category", "searchNames"`;
/** The list's order per language (as ORDER_INDEXES) for the name ranks: the names key, not the text. */
const NAME_ORDER_INDEXES = ORDER_INDEXES.map(
  ([index, order]) =>
    [index.replace('business_public_order_', 'business_search_name_order_'), order] as const,
);

/**
 * The name ranks of a search at 100,000 businesses (nest-common searchTiers):
 * - the name key indexes carry what the exact-name and name-prefix ranks read (the list order:
 *   premium and the names; the approval and category filters; the names key their rank tests), so
 *   a rank of up to a few thousand matches is an index-only range sorted in memory, not a heap
 *   fetch of every match (the ranks' `parts`). Same keys, same names: the planner keeps their
 *   statistics;
 * - the list's order per language again, carrying the names key but not the text key (a third of
 *   the width of the order indexes, which carry both for the description rank): a name rank with
 *   thousands of matches walks a third of the pages until its page is full.
 * down() drops the second pair and restores the name key indexes without INCLUDE.
 */
export class BusinessSearchNameIndexes1769100000000 implements MigrationInterface {
  name = 'BusinessSearchNameIndexes1769100000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [index, line] of NAME_KEY_INDEXES) {
      await db.query(`DROP INDEX "catalog"."${index}"`);
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" (split_part("searchNames", E'\\n', ${line}) text_pattern_ops) INCLUDE (${NAME_KEY_COVERED})`,
      );
    }
    for (const [index, order] of NAME_ORDER_INDEXES)
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" ("isPremium" DESC, ${order}, "id") INCLUDE ("name", "nameUk", "category", "searchNames") WHERE "isApproved" = 1`,
      );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [index] of NAME_ORDER_INDEXES) await db.query(`DROP INDEX "catalog"."${index}"`);
    for (const [index, line] of NAME_KEY_INDEXES) {
      await db.query(`DROP INDEX "catalog"."${index}"`);
      await db.query(
        `CREATE INDEX "${index}" ON "catalog"."business" (split_part("searchNames", E'\\n', ${line}) text_pattern_ops)`,
      );
    }
  }
}
