import { BUSINESS_CATEGORIES } from '@byp/contracts';
import {
  BusinessCategoryPlaceTrigrams1770300000000,
  categoryPlaceIndex,
  INDEXED_CATEGORIES,
} from '../src/migrations/1770300000000-business-category-place-trigrams';
import { migrationUnderTest } from './migration-under-test';

/**
 * BusinessCategoryPlaceTrigrams (issue 23): a place-trigram index per category, which a category's
 * rows in a place are read from; down() drops them.
 */
describe('BusinessCategoryPlaceTrigrams1770300000000', () => {
  const db = migrationUnderTest(BusinessCategoryPlaceTrigrams1770300000000);

  it('indexes every category the table allows', () => {
    expect([...INDEXED_CATEGORIES].sort()).toEqual([...BUSINESS_CATEGORIES].sort());
  });

  it("adds one index per category of its rows' place trigrams; down() takes them away", async () => {
    const before = await db.indexes();
    expect(await db.up()).toEqual(['BusinessCategoryPlaceTrigrams1770300000000']);
    expect((await db.indexes()).filter((i) => !before.includes(i))).toEqual(
      [...BUSINESS_CATEGORIES].map(categoryPlaceIndex).sort(),
    );
    // Each one holds its category's place trigrams, and only its category's rows.
    const { rows } = await db.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'catalog' AND indexname LIKE 'business_place_trgm_%'`,
    );
    for (const category of BUSINESS_CATEGORIES) {
      const { indexdef } = rows.find(
        (r: { indexname: string }) => r.indexname === categoryPlaceIndex(category),
      );
      expect(indexdef).toMatch(/USING gin \("placeText" (\w+\.)?gin_trgm_ops\)/);
      expect(indexdef).toContain(`WHERE (category = '${category}'::text)`);
    }

    await db.down();
    expect(await db.indexes()).toEqual(before);
  });
});
