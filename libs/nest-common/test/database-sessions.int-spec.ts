import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { dataSourceOptions } from '../src/database';

describe("dataSourceOptions: each connection's server settings", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('runs statements without parallel workers, whatever the server default', async () => {
    const options = dataSourceOptions({ url: db.url, schema: 'test', entities: [], migrations: [] });
    // As TypeORM's PostgresDriver makes its pool: the URL plus `extra`.
    const pool = new Pool({ connectionString: db.url, ...options.extra });
    try {
      const { rows } = await pool.query<{ workers: string }>(
        `SELECT current_setting('max_parallel_workers_per_gather') AS workers`,
      );
      expect(rows[0].workers).toBe('0');
      // A plain connection to the same database keeps the server's own default.
      const plain = new Pool({ connectionString: db.url });
      const { rows: defaults } = await plain.query<{ workers: string }>(
        `SELECT current_setting('max_parallel_workers_per_gather') AS workers`,
      );
      await plain.end();
      expect(defaults[0].workers).not.toBe('0');
    } finally {
      await pool.end();
    }
  });
});
