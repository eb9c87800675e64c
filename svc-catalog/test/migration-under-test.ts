import { Client } from 'pg';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';

/**
 * A test database migrated up to `migration` (not including it), for a describe block: a client on
 * it, the catalog's index names, and the migration's own up() (returning the names it ran) and down().
 */
export function migrationUnderTest(migration: (typeof migrations)[number]) {
  const upTo = migrations.indexOf(migration);
  const withIt = migrations.slice(0, upTo + 1);
  let db: TestDatabase;
  let client: Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateSchema({ url: db.url, schema: 'catalog', migrations: migrations.slice(0, upTo) });
    client = new Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });
  return {
    query: (sql: string) => client.query(sql),
    indexes: async (): Promise<string[]> =>
      (
        await client.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' ORDER BY 1`)
      ).rows.map((r: { indexname: string }) => r.indexname),
    up: () => migrateSchema({ url: db.url, schema: 'catalog', migrations: withIt }),
    down: () => undoLastMigration({ url: db.url, schema: 'catalog', migrations: withIt }),
  };
}
