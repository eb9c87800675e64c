import { firstWordsDiffer } from '@byp/nest-common';
import { BUSINESS_SEARCH_COLUMNS } from '../src/business/business-search-columns';
import {
  BusinessSearchNameFirstWords1770300100000,
  FIRST_WORDS_INDEX,
} from '../src/migrations/1770300100000-business-search-name-first-words';
import { migrationUnderTest } from './migration-under-test';

/**
 * BusinessSearchNameFirstWords (issue 23): the Ukrainian name key's index of the rows whose names'
 * keys begin with different words, which the name-prefix rank's Ukrainian part reads for a query
 * of one word; down() drops it.
 */
describe('BusinessSearchNameFirstWords1770300100000', () => {
  const db = migrationUnderTest(BusinessSearchNameFirstWords1770300100000);

  it("adds the index, which the search's own condition matches; down() takes it away", async () => {
    const before = await db.indexes();
    expect(await db.up()).toEqual(['BusinessSearchNameFirstWords1770300100000']);
    expect((await db.indexes()).filter((i) => !before.includes(i))).toEqual([FIRST_WORDS_INDEX]);
    // The part as searchTiers writes it for svc-catalog's name keys, on the service's alias `b`.
    const [english, ukrainian] = BUSINESS_SEARCH_COLUMNS.nameKeys!;
    await db.query('SET enable_seqscan = off');
    const { rows } = await db.query(
      `EXPLAIN SELECT b.id FROM "catalog"."business" b
        WHERE ${ukrainian} LIKE 'vinn%' AND NOT ${english} LIKE 'vinn%' AND ${firstWordsDiffer(ukrainian, english)}`,
    );
    expect(rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')).toContain(
      FIRST_WORDS_INDEX,
    );
    await db.query('RESET enable_seqscan');

    await db.down();
    expect(await db.indexes()).toEqual(before);
  });
});
