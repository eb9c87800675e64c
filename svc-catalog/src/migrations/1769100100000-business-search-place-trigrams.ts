import type { MigrationInterface, QueryRunner } from 'typeorm';

import { withTrigrams } from './with-trigrams';

/** The two single-column trigram indexes this one replaces (BusinessSearchText, BilingualContent). */
const SINGLE_INDEXES = [
  ['business_search_text_trgm_idx', 'searchText'],
  ['business_place_text_trgm_idx', 'placeText'],
] as const;
const INDEX = 'business_search_place_trgm_idx';

/**
 * One trigram GIN index over the search text and the place (the two columns' indexes in one):
 * a search with a location is one index scan that keeps only the rows holding both the query's and
 * the place's trigrams (GIN steps through the longer posting lists past the shorter ones' rows),
 * where two indexes built a bitmap of every row of the place (one in twelve at 100,000) and one of
 * every row holding the query's trigrams, then ANDed them. Either column alone is searched as
 * before (a GIN index serves any of its columns). down() restores the two indexes.
 */
export class BusinessSearchPlaceTrigrams1769100100000 implements MigrationInterface {
  name = 'BusinessSearchPlaceTrigrams1769100100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      withTrigrams([
        `CREATE INDEX "${INDEX}" ON "catalog"."business" USING gin ("searchText" %1$I.gin_trgm_ops, "placeText" %1$I.gin_trgm_ops)`,
      ]),
    );
    for (const [index] of SINGLE_INDEXES) await db.query(`DROP INDEX IF EXISTS "catalog"."${index}"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      withTrigrams(
        SINGLE_INDEXES.map(
          ([index, column]) =>
            `CREATE INDEX "${index}" ON "catalog"."business" USING gin ("${column}" %I.gin_trgm_ops)`,
        ),
      ),
    );
    await db.query(`DROP INDEX IF EXISTS "catalog"."${INDEX}"`);
  }
}
