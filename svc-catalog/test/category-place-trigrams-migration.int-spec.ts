import { Client } from 'pg';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import {
  BusinessCategoryPlaceTrigrams1770300000000,
  categoryPlaceIndex,
  INDEXED_CATEGORIES,
} from '../src/migrations/1770300000000-business-category-place-trigrams';

/**
 * BusinessCategoryPlaceTrigrams (issue 23): a place-trigram index per category, which a category's
 * rows in a place are read from; down() drops them.
 */
describe('BusinessCategoryPlaceTrigrams1770300000000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.indexOf(BusinessCategoryPlaceTrigrams1770300000000);
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

  it('indexes every category the table allows', () => {
    expect([...INDEXED_CATEGORIES].sort()).toEqual([...BUSINESS_CATEGORIES].sort());
  });

  it("adds one index per category of its rows' place trigrams; down() takes them away", async () => {
    const before = await indexes();
    const mine = migrations.slice(0, upTo + 1);
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: mine })).toEqual([
      'BusinessCategoryPlaceTrigrams1770300000000',
    ]);
    const after = await indexes();
    expect(after.filter((i) => !before.includes(i))).toEqual(
      [...BUSINESS_CATEGORIES].map(categoryPlaceIndex).sort(),
    );
    // Each one holds its category's place trigrams, and only its category's rows.
    const { rows } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'catalog' AND indexname LIKE 'business_place_trgm_%'`,
    );
    for (const category of BUSINESS_CATEGORIES) {
      const { indexdef } = rows.find(
        (r: { indexname: string }) => r.indexname === categoryPlaceIndex(category),
      );
      expect(indexdef).toMatch(/USING gin \("placeText" (\w+\.)?gin_trgm_ops\)/);
      expect(indexdef).toContain(`WHERE (category = '${category}'::text)`);
    }

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: mine });
    expect(await indexes()).toEqual(before);
  });
});
