import { Client } from 'pg';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import { BusinessSearchTierIndexes1766200000000 } from '../src/migrations/1766200000000-business-search-tier-indexes';

/** BusinessSearchTierIndexes: the search's indexes, and down() restoring the list's order indexes. */
describe('BusinessSearchTierIndexes1766200000000', () => {
  let db: TestDatabase;
  let client: Client;
  // The migrations up to this one (later ones are not its concern).
  const upTo = migrations.slice(0, migrations.indexOf(BusinessSearchTierIndexes1766200000000) + 1);
  const indexes = async (): Promise<Record<string, string>> => {
    const { rows } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'catalog' AND tablename = 'business'`,
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

  it('adds the name key and names trigram indexes and widens the order indexes; down() undoes it', async () => {
    const before = await indexes();
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: upTo })).toEqual([
      'BusinessSearchTierIndexes1766200000000',
    ]);
    const after = await indexes();
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining([
        'business_search_name_key_2_idx',
        'business_search_name_key_3_idx',
        'business_search_names_trgm_idx',
      ]),
    );
    expect(after.business_public_order_en_idx).toMatch(
      /INCLUDE \(name, "nameUk", category, "searchNames", "searchText"\)/,
    );
    expect(after.business_public_order_uk_idx).toMatch(/INCLUDE/);

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: upTo });
    expect(await indexes()).toEqual(before);
  });
});
