import { Client } from 'pg';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import { BusinessSearchNameIndexes1769100000000 } from '../src/migrations/1769100000000-business-search-name-indexes';

/**
 * BusinessSearchNameIndexes: the name key indexes carry the list order and filters, the list's
 * order comes again with the names key only; down() restores the name key indexes bare.
 */
describe('BusinessSearchNameIndexes1769100000000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.slice(0, migrations.indexOf(BusinessSearchNameIndexes1769100000000) + 1);
  const nameIndexes = async (): Promise<Record<string, string>> => {
    const { rows } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'catalog' AND tablename = 'business' AND indexname LIKE 'business_search_name_%'
          AND indexname NOT LIKE '%trgm%'`,
    );
    return Object.fromEntries(
      rows.map((r: { indexname: string; indexdef: string }) => [r.indexname, r.indexdef]),
    );
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateSchema({ url: db.url, schema: 'catalog', migrations: upTo.slice(0, -1) });
    client = new Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('widens the name key indexes and adds the names-only order indexes; down() undoes it', async () => {
    const before = await nameIndexes();
    expect(Object.keys(before).sort()).toEqual([
      'business_search_name_key_2_idx',
      'business_search_name_key_3_idx',
    ]);
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: upTo })).toEqual([
      'BusinessSearchNameIndexes1769100000000',
    ]);
    const after = await nameIndexes();
    for (const name of Object.keys(before)) {
      // The same key as before, so the planner keeps the expression's statistics.
      expect(after[name].split(' INCLUDE ')[0]).toBe(before[name]);
      expect(after[name]).toMatch(
        /INCLUDE \("isApproved", "isPremium", name, "nameUk", id, category, "searchNames"\)$/,
      );
    }
    for (const [language, order] of [
      ['en', 'COALESCE(name, "nameUk")'],
      ['uk', 'COALESCE("nameUk", name)'],
    ])
      expect(after[`business_search_name_order_${language}_idx`]).toContain(
        `("isPremium" DESC, ${order}, id) INCLUDE (name, "nameUk", category, "searchNames") WHERE ("isApproved" = 1)`,
      );

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: upTo });
    expect(await nameIndexes()).toEqual(before);
  });
});
