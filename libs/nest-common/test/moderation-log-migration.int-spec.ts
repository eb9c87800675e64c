import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { CreateModerationLog1765100000000, migrateSchema } from '../src';

/** The shared moderation_log migration: the same table in each schema that lists it, and a real down(). */
describe('CreateModerationLog1765100000000', () => {
  let db: TestDatabase;
  const migrations = [CreateModerationLog1765100000000];

  const columns = async (schema: string) => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = $1 AND table_name = 'moderation_log' ORDER BY ordinal_position`,
        [schema],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('creates the same table in every schema that lists it', async () => {
    await migrateSchema({ url: db.url, schema: 'catalog', migrations });
    await migrateSchema({ url: db.url, schema: 'content', migrations });
    const catalog = await columns('catalog');
    expect(catalog.map((c) => c.column_name)).toEqual([
      'id',
      'at',
      'actor',
      'action',
      'entityType',
      'entityId',
      'entityName',
      'count',
    ]);
    expect(await columns('content')).toEqual(catalog);
  });

  it('rejects kinds and actions the log does not know', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const insert = (action: string, entityType: string) =>
        client.query(
          `INSERT INTO content.moderation_log (id, actor, action, "entityType", "entityId", "entityName")
           VALUES (gen_random_uuid(), 'olena', $1, $2, gen_random_uuid(), 'Kalyna')`,
          [action, entityType],
        );
      await expect(insert('approved', 'post')).resolves.toBeDefined();
      await expect(insert('approved', 'newsletter')).rejects.toThrow(/check constraint/);
      await expect(insert('liked', 'post')).rejects.toThrow(/check constraint/);
    } finally {
      await client.end();
    }
  });

  it('drops the table of its own schema only when undone', async () => {
    const content = new DataSource({
      type: 'postgres',
      url: db.url,
      schema: 'content',
      migrations,
      migrationsTableName: 'migrations',
    });
    await content.initialize();
    try {
      await content.undoLastMigration();
    } finally {
      await content.destroy();
    }
    expect(await columns('content')).toEqual([]);
    expect(await columns('catalog')).toHaveLength(8);
  });
});
