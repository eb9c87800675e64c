import { BusinessSearchNameIndexes1769100000000 } from '../src/migrations/1769100000000-business-search-name-indexes';
import { migrationUnderTest } from './migration-under-test';

/**
 * BusinessSearchNameIndexes: the name key indexes carry the list order and filters, the list's
 * order comes again with the names key only; down() restores the name key indexes bare.
 */
describe('BusinessSearchNameIndexes1769100000000', () => {
  const migration = migrationUnderTest(BusinessSearchNameIndexes1769100000000);
  const nameIndexes = async (): Promise<Record<string, string>> => {
    const { rows } = await migration.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'catalog' AND tablename = 'business' AND indexname LIKE 'business_search_name_%'
          AND indexname NOT LIKE '%trgm%'`,
    );
    return Object.fromEntries(
      rows.map((r: { indexname: string; indexdef: string }) => [r.indexname, r.indexdef]),
    );
  };

  it('widens the name key indexes and adds the names-only order indexes; down() undoes it', async () => {
    const before = await nameIndexes();
    expect(Object.keys(before).sort()).toEqual([
      'business_search_name_key_2_idx',
      'business_search_name_key_3_idx',
    ]);
    expect(await migration.up()).toEqual(['BusinessSearchNameIndexes1769100000000']);
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

    await migration.down();
    expect(await nameIndexes()).toEqual(before);
  });
});
