import { BusinessMapGrid1770200000000 } from '../src/migrations/1770200000000-business-map-grid';
import { migrationUnderTest } from './migration-under-test';

/**
 * BusinessMapGrid (issue 29): the grid columns computed from a business's coordinates, the map
 * indexes, the stored cells and their version with its triggers; down() takes them all away.
 */
describe('BusinessMapGrid1770200000000', () => {
  const migration = migrationUnderTest(BusinessMapGrid1770200000000);
  const shape = async () => {
    const one = async (sql: string) =>
      (await migration.query(sql)).rows.map((r: { name: string }) => r.name).sort();
    return {
      columns: await one(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'business'`,
      ),
      indexes: await one(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'catalog'`),
      tables: await one(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'catalog'`),
      triggers: await one(
        `SELECT tgname AS name FROM pg_trigger WHERE tgrelid = '"catalog"."business"'::regclass AND NOT tgisinternal`,
      ),
      functions: await one(
        `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'catalog'`,
      ),
    };
  };

  beforeAll(async () => {
    // A located business and one without coordinates, there before the migration.
    await migration.query(
      `INSERT INTO "catalog"."business" ("id", "name", "description", "category", "address", "heroImage",
         "isApproved", "searchNames", "searchText", "longitude", "latitude")
       VALUES (gen_random_uuid(), 'Pinned', 'A pinned business', 'art', '1 Road', 'https://i.example/a.jpg', 1, '', '', -0.1276, 51.5072),
              (gen_random_uuid(), 'Unpinned', 'No pin here', 'art', '2 Road', 'https://i.example/b.jpg', 1, '', '', NULL, NULL)`,
    );
  });

  it('computes the grid of existing rows, counts map writes only, and down() takes it all away', async () => {
    const before = await shape();
    expect(await migration.up()).toEqual(['BusinessMapGrid1770200000000']);
    const grid = await migration.query(
      `SELECT "name", "mapX", "mapY" FROM "catalog"."business" ORDER BY "name"`,
    );
    // Web Mercator on 2^22 cells: London at x = (lon + 180) / 360, y = (1 - ln(tan φ + sec φ) / π) / 2.
    const phi = (51.5072 * Math.PI) / 180;
    expect(grid.rows).toEqual([
      {
        name: 'Pinned',
        mapX: Math.floor(((-0.1276 + 180) / 360) * 2 ** 22),
        mapY: Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** 22),
      },
      { name: 'Unpinned', mapX: null, mapY: null },
    ]);
    const version = async () =>
      Number(
        (await migration.query(`SELECT "version" FROM "catalog"."business_map_version"`)).rows[0].version,
      );
    const start = await version();
    await migration.query(`UPDATE "catalog"."business" SET "isVerified" = 1`);
    await migration.query(
      `UPDATE "catalog"."business" SET "latitude" = 51.6, "longitude" = 0 WHERE "name" = 'Unpinned'`,
    );
    expect(await version()).toBe(start + 1);
    await migration.query(`DELETE FROM "catalog"."business" WHERE "name" = 'Unpinned'`);
    expect(await version()).toBe(start + 2);

    await migration.down();
    expect(await shape()).toEqual(before);
  });
});
