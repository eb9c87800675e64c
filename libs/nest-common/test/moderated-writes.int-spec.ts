import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import {
  CreateModerationLog1765100000000,
  migrateSchema,
  ModerationLogEntity,
  ModerationLogService,
  type ModerationLine,
} from '../src';

/**
 * ModerationLogService.moderated(): the one way every service writes an admin action and its log
 * line. Both commit together or neither does, whichever of the two fails.
 */
describe('ModerationLogService.moderated', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let log: ModerationLogService;

  const line = (entityName: string, extra: Partial<ModerationLine> = {}): ModerationLine => ({
    action: 'updated',
    entityType: 'business',
    entityId: '00000000-0000-4000-8000-000000000001',
    entityName,
    ...extra,
  });
  const items = async (): Promise<string[]> =>
    (await dataSource.query('SELECT name FROM catalog.item ORDER BY name')).map(
      (r: { name: string }) => r.name,
    );
  const lines = async (): Promise<string[]> =>
    (await dataSource.getRepository(ModerationLogEntity).find({ order: { entityName: 'ASC' } })).map(
      (l) => `${l.actor} ${l.action} ${l.entityName}`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateSchema({ url: db.url, schema: 'catalog', migrations: [CreateModerationLog1765100000000] });
    dataSource = new DataSource({
      type: 'postgres',
      url: db.url,
      schema: 'catalog',
      entities: [ModerationLogEntity],
    });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE catalog.item (name text PRIMARY KEY)');
    log = new ModerationLogService(dataSource.getRepository(ModerationLogEntity));
  });
  beforeEach(async () => {
    await dataSource.query('TRUNCATE catalog.item, catalog.moderation_log');
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('commits the write and its line together', async () => {
    const result = await log.moderated('olena', async (tx) => {
      await tx.query(`INSERT INTO catalog.item (name) VALUES ('Kalyna')`);
      return { result: 'done', line: line('Kalyna') };
    });
    expect(result).toBe('done');
    expect(await items()).toEqual(['Kalyna']);
    expect(await lines()).toEqual(['olena updated Kalyna']);
  });

  it('logs nothing when the write fails after it changed a row', async () => {
    await expect(
      log.moderated('olena', async (tx) => {
        await tx.query(`INSERT INTO catalog.item (name) VALUES ('Kalyna')`);
        // The second row breaks the primary key: the write fails part-way through.
        await tx.query(`INSERT INTO catalog.item (name) VALUES ('Kalyna')`);
        return { result: undefined, line: line('Kalyna') };
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      log.moderated('olena', async (tx) => {
        await tx.query(`INSERT INTO catalog.item (name) VALUES ('Dnipro Deli')`);
        throw new Error('the write refused');
      }),
    ).rejects.toThrow('the write refused');
    expect(await items()).toEqual([]);
    expect(await lines()).toEqual([]);
  });

  it('keeps no write whose line cannot be stored', async () => {
    await expect(
      log.moderated('olena', async (tx) => {
        await tx.query(`INSERT INTO catalog.item (name) VALUES ('Kalyna')`);
        // An action the log's check constraint does not know.
        return { result: undefined, line: line('Kalyna', { action: 'liked' as ModerationLine['action'] }) };
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await items()).toEqual([]);
    expect(await lines()).toEqual([]);
  });

  it('writes no line for a write that changed nothing', async () => {
    await log.moderated('olena', async () => ({ result: undefined, line: null }));
    expect(await lines()).toEqual([]);
  });
});
