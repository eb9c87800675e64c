import { parseSearchQuery, searchWordsHeld } from '@byp/nest-common';
import { BUSINESS_SEARCH_COLUMNS, BUSINESS_SEARCH_WORDS } from '../src/business/business-search-columns';
import {
  BusinessSearchWords1770400000000,
  SEARCH_WORDS_INDEX,
} from '../src/migrations/1770400000000-business-search-words';
import { migrationUnderTest } from './migration-under-test';

/**
 * BusinessSearchWords (issue 23): the GIN index of each business's search words, which the
 * search's condition on a key's words (searchWordsHeld) reads; down() drops it.
 */
describe('BusinessSearchWords1770400000000', () => {
  const db = migrationUnderTest(BusinessSearchWords1770400000000);

  it("adds the index, which the search's own condition matches; down() takes it away", async () => {
    const before = await db.indexes();
    expect(await db.up()).toEqual(['BusinessSearchWords1770400000000']);
    expect((await db.indexes()).filter((i) => !before.includes(i))).toEqual([SEARCH_WORDS_INDEX]);
    // The condition as svc-catalog's search writes it, on the service's alias `b`.
    const held = searchWordsHeld(
      BUSINESS_SEARCH_WORDS,
      BUSINESS_SEARCH_COLUMNS,
      parseSearchQuery('zoloto works'),
      { category: 'health' },
    )!;
    // Its parameters are LIKE patterns of letters: written in as literals.
    const sql = Object.entries(held.params).reduce(
      (text, [name, value]) => text.replace(`:${name}`, `'${String(value)}'`),
      held.sql,
    );
    await db.query('SET enable_seqscan = off');
    const { rows } = await db.query(`EXPLAIN SELECT b.id FROM "catalog"."business" b WHERE ${sql}`);
    expect(rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')).toContain(
      SEARCH_WORDS_INDEX,
    );
    await db.query('RESET enable_seqscan');

    await db.down();
    expect(await db.indexes()).toEqual(before);
  });
});
