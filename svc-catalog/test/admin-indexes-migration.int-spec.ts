import { Client } from 'pg';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import { BusinessAdminIndexes1770200100000 } from '../src/migrations/1770200100000-business-admin-indexes';

/** BusinessAdminIndexes (issue 29): the admin list's order index and contact trigrams; down() drops them. */
describe('BusinessAdminIndexes1770200100000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.indexOf(BusinessAdminIndexes1770200100000);
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

  it('adds both indexes, which the admin queries use; down() takes them away again', async () => {
    const before = await indexes();
    const mine = migrations.slice(0, upTo + 1);
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: mine })).toEqual([
      'BusinessAdminIndexes1770200100000',
    ]);
    const after = await indexes();
    expect(after.filter((i) => !before.includes(i))).toEqual([
      'business_admin_order_idx',
      'business_contact_trgm_idx',
    ]);
    await client.query('SET enable_seqscan = off');
    const plan = async (sql: string) =>
      (await client.query(`EXPLAIN ${sql}`)).rows
        .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
        .join('\n');
    expect(
      await plan(
        `SELECT b.id FROM "catalog"."business" b ORDER BY b."isApproved", b."createdAt" DESC, b.id LIMIT 25`,
      ),
    ).toContain('business_admin_order_idx');
    const { CONTACT_TEXT } = await import('../src/migrations/1770200100000-business-admin-indexes');
    expect(
      await plan(`SELECT b.id FROM "catalog"."business" b WHERE ${CONTACT_TEXT('b')} LIKE '%hoe street%'`),
    ).toContain('business_contact_trgm_idx');
    await client.query('RESET enable_seqscan');

    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: mine });
    expect(await indexes()).toEqual(before);
  });
});
