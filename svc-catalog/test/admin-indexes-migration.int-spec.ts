import { BusinessAdminIndexes1770200100000 } from '../src/migrations/1770200100000-business-admin-indexes';
import { migrationUnderTest } from './migration-under-test';

/** BusinessAdminIndexes (issue 29): the admin list's order index and contact trigrams; down() drops them. */
describe('BusinessAdminIndexes1770200100000', () => {
  const db = migrationUnderTest(BusinessAdminIndexes1770200100000);

  it('adds both indexes, which the admin queries use; down() takes them away again', async () => {
    const before = await db.indexes();
    expect(await db.up()).toEqual(['BusinessAdminIndexes1770200100000']);
    const after = await db.indexes();
    expect(after.filter((i) => !before.includes(i))).toEqual([
      'business_admin_order_idx',
      'business_contact_trgm_idx',
    ]);
    await db.query('SET enable_seqscan = off');
    const plan = async (sql: string) =>
      (await db.query(`EXPLAIN ${sql}`)).rows
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
    await db.query('RESET enable_seqscan');

    await db.down();
    expect(await db.indexes()).toEqual(before);
  });
});
