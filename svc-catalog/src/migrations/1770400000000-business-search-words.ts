import { searchWordsArray } from '@byp/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export const SEARCH_WORDS_INDEX = 'business_search_words_idx';

/**
 * Issue 23, search at 100,000 businesses: a GIN index of each business's search words (its text
 * key split as the typo stage's dictionary splits it) and its category (`:<category>`), which
 * nest-common's searchWordsHeld reads for a key of several words under a category filter and for a
 * page's count: the rows holding each word, of the category, are a few posting lists, where the
 * text's trigram index ANDs one per trigram of the phrase (and the category's index another bitmap).
 */
export class BusinessSearchWords1770400000000 implements MigrationInterface {
  name = 'BusinessSearchWords1770400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "${SEARCH_WORDS_INDEX}" ON "catalog"."business" USING gin (${searchWordsArray('"searchText"', '"category"')})`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "catalog"."${SEARCH_WORDS_INDEX}"`);
  }
}
