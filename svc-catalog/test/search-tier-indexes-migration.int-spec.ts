import { BusinessSearchTierIndexes1766200000000 } from '../src/migrations/1766200000000-business-search-tier-indexes';
import { migrationUnderTest } from './migration-under-test';

/** BusinessSearchTierIndexes: the search's indexes, and down() restoring the list's order indexes. */
describe('BusinessSearchTierIndexes1766200000000', () => {
  const migration = migrationUnderTest(BusinessSearchTierIndexes1766200000000);
  const indexes = async (): Promise<Record<string, string>> => {
    const { rows } = await migration.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'catalog' AND tablename = 'business'`,
    );
    return Object.fromEntries(
      rows.map((r: { indexname: string; indexdef: string }) => [r.indexname, r.indexdef]),
    );
  };

  it('adds the name key and names trigram indexes and widens the order indexes; down() undoes it', async () => {
    const before = await indexes();
    expect(await migration.up()).toEqual(['BusinessSearchTierIndexes1766200000000']);
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

    await migration.down();
    expect(await indexes()).toEqual(before);
  });
});
