import { Client } from 'pg';
import { firstWordsDiffer, migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { BUSINESS_SEARCH_COLUMNS } from '../src/business/business-search-columns';
import { migrations } from '../src/migrations';
import {
  BusinessSearchNameFirstWords1770300100000,
  FIRST_WORDS_INDEX,
} from '../src/migrations/1770300100000-business-search-name-first-words';

/**
 * BusinessSearchNameFirstWords (issue 23): the Ukrainian name key's index of the rows whose names'
 * keys begin with different words, which the name-prefix rank's Ukrainian part reads for a query
 * of one word; down() drops it.
 */
describe('BusinessSearchNameFirstWords1770300100000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.indexOf(BusinessSearchNameFirstWords1770300100000);
  const indexes = async () =>
    (await client.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' ORDER BY 1`)).rows.map(
      (r: { indexname: string }) => r.indexname,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateSchema({ url: db.url, schema: 'catalog', migrations: migrations.slice(0, upTo) });
    client = new Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it("adds the index, which the search's own condition matches; down() takes it away", async () => {
    const before = await indexes();
    const mine = migrations.slice(0, upTo + 1);
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: mine })).toEqual([
      'BusinessSearchNameFirstWords1770300100000',
    ]);
    expect((await indexes()).filter((i) => !before.includes(i))).toEqual([FIRST_WORDS_INDEX]);
    // The part as searchTiers writes it for svc-catalog's name keys, on the service's alias `b`.
    const [english, ukrainian] = BUSINESS_SEARCH_COLUMNS.nameKeys!;
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(
      `EXPLAIN SELECT b.id FROM "catalog"."business" b
        WHERE ${ukrainian} LIKE 'vinn%' AND NOT ${english} LIKE 'vinn%' AND ${firstWordsDiffer(ukrainian, english)}`,
    );
    expect(rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')).toContain(
      FIRST_WORDS_INDEX,
    );
    await client.query('RESET enable_seqscan');

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: mine });
    expect(await indexes()).toEqual(before);
  });
});
