import type { MigrationInterface, QueryRunner } from 'typeorm';

export const FIRST_WORDS_INDEX = 'business_search_name_key_3_first_words_idx';

/** The Ukrainian name key (line 3 of searchNames) and the English one (line 2), as svc-catalog's search writes them. */
const KEY = (line: number) => `split_part("searchNames", E'\\n', ${line})`;

/**
 * Issue 23, search at 100,000 businesses: the Ukrainian name key's index again, holding only the
 * rows whose two names' keys begin with different words. The name-prefix rank reads the English
 * key's range, then the Ukrainian key's for rows the first did not have; for a query of one word
 * those are rows whose first words differ (nest-common searchTiers says so in the query, with
 * firstWordsDiffer, so the planner matches this predicate). A city's name begins both names of
 * most of its businesses ('Вінниця Квіти 28', 'Vinnytsia Florist 28'): the full index's range of
 * 10,000 entries was read to exclude every one; this one holds none of them.
 */
export class BusinessSearchNameFirstWords1770300100000 implements MigrationInterface {
  name = 'BusinessSearchNameFirstWords1770300100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "${FIRST_WORDS_INDEX}" ON "catalog"."business" (${KEY(3)} text_pattern_ops)
         INCLUDE ("isApproved", "isPremium", "name", "nameUk", "id", "category", "searchNames")
         WHERE split_part(${KEY(3)}, ' ', 1) <> split_part(${KEY(2)}, ' ', 1)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "catalog"."${FIRST_WORDS_INDEX}"`);
  }
}
