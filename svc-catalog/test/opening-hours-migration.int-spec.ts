import { Client } from 'pg';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import { BusinessOpeningHours1767400000000 } from '../src/migrations/1767400000000-business-opening-hours';

/** BusinessOpeningHours: the openingHours column and its index; down() removes both. */
describe('BusinessOpeningHours1767400000000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.indexOf(BusinessOpeningHours1767400000000);
  const shape = async () => {
    const columns = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'business'`,
    );
    const indexes = await client.query(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' AND tablename = 'business'`,
    );
    return {
      columns: columns.rows.map((r: { column_name: string }) => r.column_name).sort(),
      indexes: indexes.rows.map((r: { indexname: string }) => r.indexname).sort(),
    };
  };

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

  it('adds the column and its partial index; down() takes them away again', async () => {
    const before = await shape();
    const mine = migrations.slice(0, upTo + 1);
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: mine })).toEqual([
      'BusinessOpeningHours1767400000000',
    ]);
    const after = await shape();
    expect(after.columns).toContain('openingHours');
    expect(after.indexes).toContain('business_opening_hours_idx');

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: mine });
    expect(await shape()).toEqual(before);
  });
});
