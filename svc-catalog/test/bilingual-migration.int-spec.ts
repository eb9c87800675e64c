import { BilingualContent1766000000000 } from '../src/migrations/1766000000000-bilingual-content';
import { migrationUnderTest } from './migration-under-test';

/** BilingualContent: existing rows become the English slot and findable by the new search; down() undoes it. */
describe('BilingualContent1766000000000', () => {
  const migration = migrationUnderTest(BilingualContent1766000000000);

  beforeAll(async () => {
    await migration.query(
      `INSERT INTO catalog.business ("id", "name", "description", "category", "address", "heroImage", "isApproved")
       VALUES ('00000000-0000-4000-8000-000000000001', 'Kyiv Bakery', 'Rye bread every morning', 'dining', '1 Road', 'https://e.example/a.jpg', 1)`,
    );
    await migration.query(
      `INSERT INTO catalog.offer ("id", "businessId", "title", "description", "discountPercentage", "validFrom", "validUntil")
       VALUES (gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Free coffee', 'With any cake', 100, now(), now() + interval '1 day')`,
    );
  });

  it('keeps existing texts as the English slot and fills their search keys', async () => {
    expect(await migration.up()).toEqual(['BilingualContent1766000000000']);
    const { rows } = await migration.query(
      `SELECT "name", "nameUk", "description", "descriptionUk", "searchNames", "searchText" FROM catalog.business`,
    );
    expect(rows).toEqual([
      {
        name: 'Kyiv Bakery',
        nameUk: null,
        description: 'Rye bread every morning',
        descriptionUk: null,
        searchNames: '\nkiiv bakeri\n',
        searchText: '\nkiiv bakeri\nrie bread everi morning\n',
      },
    ]);
    const offer = await migration.query(`SELECT "title", "titleUk" FROM catalog.offer`);
    expect(offer.rows).toEqual([{ title: 'Free coffee', titleUk: null }]);
    // Neither language of a pair may be lost.
    await expect(migration.query(`UPDATE catalog.business SET "name" = NULL`)).rejects.toThrow(
      /check constraint/,
    );
  });

  it('moves a Ukrainian-only text into the English slot when undone', async () => {
    await migration.query(
      `INSERT INTO catalog.business ("id", "nameUk", "descriptionUk", "category", "address", "heroImage", "searchNames", "searchText")
       VALUES (gen_random_uuid(), 'Лише кафе', 'Тільки українською', 'dining', '2 Road', 'https://e.example/b.jpg', '', '')`,
    );
    await migration.down();
    const { rows } = await migration.query(
      `SELECT "name", "description", "searchText" FROM catalog.business ORDER BY "address"`,
    );
    expect(rows).toEqual([
      {
        name: 'Kyiv Bakery',
        description: 'Rye bread every morning',
        searchText: 'kyiv bakery\nrye bread every morning',
      },
      { name: 'Лише кафе', description: 'Тільки українською', searchText: 'лише кафе\nтільки українською' },
    ]);
    const columns = await migration.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'business'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['nameUk']));
    const offerColumns = await migration.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'offer'`,
    );
    expect(offerColumns.rows.map((c) => c.column_name)).not.toContain('titleUk');
  });
});
