import type { MigrationInterface, QueryRunner } from 'typeorm';

export const MAP_INDEX = 'business_map_idx';

/** Bits of the map grid columns: Web-Mercator x and y as integers from 0 to 2^22 - 1. */
export const MAP_GRID_BITS = 22;

/** Web Mercator stops here (the square world of the map tiles). */
const MERCATOR_MAX_LATITUDE = 85.0511287798066;
const clampedLatitude = `greatest(-${MERCATOR_MAX_LATITUDE}, least(${MERCATOR_MAX_LATITUDE}, "latitude"))`;

/**
 * Issue 29, the map that asks for what is in view: a business's position on a fine Web-Mercator
 * grid (`mapX`, `mapY`: 2^22 cells across the world, ~10 m), kept by Postgres from the coordinates
 * (generated columns), so the map's clusters group on integer shifts (a cell of zoom z is
 * `mapX >> (20 - z)`) instead of a logarithm per row. The partial index holds the approved
 * located businesses by longitude and latitude with what the clusters read, so a view's clusters
 * are one index-only range scan.
 */
export class BusinessMapGrid1770200000000 implements MigrationInterface {
  name = 'BusinessMapGrid1770200000000';

  async up(db: QueryRunner): Promise<void> {
    const scale = 2 ** MAP_GRID_BITS;
    await db.query(
      `ALTER TABLE "catalog"."business"
         ADD COLUMN "mapX" integer GENERATED ALWAYS AS
           (least(${scale - 1}, floor(("longitude" + 180) / 360 * ${scale}))::integer) STORED,
         ADD COLUMN "mapY" integer GENERATED ALWAYS AS
           (greatest(0, least(${scale - 1}, floor((1 - ln(tan(radians(${clampedLatitude})) + 1 / cos(radians(${clampedLatitude}))) / pi()) / 2 * ${scale})))::integer) STORED`,
    );
    await db.query(
      `CREATE INDEX "${MAP_INDEX}" ON "catalog"."business" ("longitude", "latitude")
         INCLUDE ("mapX", "mapY", "id", "category", "isPremium")
         WHERE "isApproved" = 1 AND "longitude" IS NOT NULL AND "latitude" IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "catalog"."${MAP_INDEX}"`);
    await db.query(`ALTER TABLE "catalog"."business" DROP COLUMN "mapY", DROP COLUMN "mapX"`);
  }
}
