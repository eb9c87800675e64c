import type { MigrationInterface, QueryRunner } from 'typeorm';

export const MAP_INDEX = 'business_map_idx';
export const MAP_LATITUDE_INDEX = 'business_map_latitude_idx';
/** Cluster cells of every located approved business, per grid level (see BusinessMapService). */
export const MAP_CELL_TABLE = 'business_map_cell';
/**
 * One row: the businesses' map write count (`version`), the version the cells were built from
 * (`built`) and their finest level (`levels`: a service whose finest level differs builds again).
 */
export const MAP_VERSION_TABLE = 'business_map_version';

/** Bits of the map grid columns: Web-Mercator x and y as integers from 0 to 2^22 - 1. */
export const MAP_GRID_BITS = 22;

/** Web Mercator stops here (the square world of the map tiles). */
const MERCATOR_MAX_LATITUDE = 85.0511287798066;
// (least and greatest skip nulls: the CASEs keep a business without coordinates off the grid.)
const clampedLatitude = `greatest(-${MERCATOR_MAX_LATITUDE}, least(${MERCATOR_MAX_LATITUDE}, "latitude"))`;

/**
 * Issue 29, the map that asks for what is in view: a business's position on a fine Web-Mercator
 * grid (`mapX`, `mapY`: 2^22 cells across the world, ~10 m), kept by Postgres from the coordinates
 * (generated columns), so the map's clusters group on integer shifts (a cell of zoom z is
 * `mapX >> (20 - z)`) instead of a logarithm per row. The partial index holds the approved
 * located businesses by longitude and latitude with what the clusters read, so a view's clusters
 * are one index-only range scan; a second by latitude serves the views' north and south edges.
 *
 * Wide views (the whole city) group the cells of `business_map_cell` instead of every row: each
 * grid level's cells (count, coordinate sums, extent, one id), built from the rows in one snapshot
 * by the first wide view after a write (BusinessMapService). Any write of a business bumps
 * `business_map_version.version` in its own transaction (a statement trigger), so the cells are
 * known stale from the write's commit on.
 */
export class BusinessMapGrid1770200000000 implements MigrationInterface {
  name = 'BusinessMapGrid1770200000000';

  async up(db: QueryRunner): Promise<void> {
    const scale = 2 ** MAP_GRID_BITS;
    await db.query(
      `ALTER TABLE "catalog"."business"
         ADD COLUMN "mapX" integer GENERATED ALWAYS AS
           (CASE WHEN "longitude" IS NOT NULL
             THEN least(${scale - 1}, floor(("longitude" + 180) / 360 * ${scale}))::integer END) STORED,
         ADD COLUMN "mapY" integer GENERATED ALWAYS AS
           (CASE WHEN "latitude" IS NOT NULL
             THEN greatest(0, least(${scale - 1}, floor((1 - ln(tan(radians(${clampedLatitude})) + 1 / cos(radians(${clampedLatitude}))) / pi()) / 2 * ${scale})))::integer END) STORED`,
    );
    await db.query(
      `CREATE INDEX "${MAP_INDEX}" ON "catalog"."business" ("longitude", "latitude")
         INCLUDE ("mapX", "mapY", "id", "category", "isPremium")
         WHERE "isApproved" = 1 AND "longitude" IS NOT NULL AND "latitude" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "${MAP_LATITUDE_INDEX}" ON "catalog"."business" ("latitude", "longitude")
         INCLUDE ("mapX", "mapY", "id")
         WHERE "isApproved" = 1 AND "longitude" IS NOT NULL AND "latitude" IS NOT NULL`,
    );
    await db.query(
      `CREATE TABLE "catalog"."${MAP_CELL_TABLE}" (
         "level" smallint NOT NULL, "cx" integer NOT NULL, "cy" integer NOT NULL, "n" integer NOT NULL,
         "sumLon" double precision NOT NULL, "sumLat" double precision NOT NULL,
         "west" double precision NOT NULL, "south" double precision NOT NULL,
         "east" double precision NOT NULL, "north" double precision NOT NULL, "anyId" uuid NOT NULL,
         PRIMARY KEY ("level", "cx", "cy"))`,
    );
    await db.query(
      `CREATE TABLE "catalog"."${MAP_VERSION_TABLE}" (
         "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
         "version" bigint NOT NULL DEFAULT 1, "built" bigint NOT NULL DEFAULT 0,
         "levels" smallint NOT NULL DEFAULT 0)`,
    );
    await db.query(`INSERT INTO "catalog"."${MAP_VERSION_TABLE}" DEFAULT VALUES`);
    // A write that changes what the map shows (an approved located business added, removed,
    // moved, approved or hidden) bumps the version: statement triggers that look at the
    // statement's rows once (an import of 10,000 rows bumps it once); other writes (a rating,
    // a pending submission, a name) leave the stored cells alone.
    const located = (row: string) =>
      `${row}."isApproved" = 1 AND ${row}."longitude" IS NOT NULL AND ${row}."latitude" IS NOT NULL`;
    const bump = `UPDATE "catalog"."${MAP_VERSION_TABLE}" SET "version" = "version" + 1`;
    await db.query(
      `CREATE FUNCTION "catalog"."business_map_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         -- One condition per event: plpgsql plans a condition when it runs, and old_rows or
         -- new_rows exist only for the events that have them.
         IF TG_OP = 'TRUNCATE' THEN
           ${bump};
         ELSIF TG_OP = 'INSERT' THEN
           IF EXISTS (SELECT 1 FROM new_rows n WHERE ${located('n')}) THEN ${bump}; END IF;
         ELSIF TG_OP = 'DELETE' THEN
           IF EXISTS (SELECT 1 FROM old_rows o WHERE ${located('o')}) THEN ${bump}; END IF;
         ELSIF EXISTS (
             SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
              WHERE ((${located('o')}) OR (${located('n')}))
                AND (o."isApproved", o."longitude", o."latitude")
                    IS DISTINCT FROM (n."isApproved", n."longitude", n."latitude")) THEN
           ${bump};
         END IF;
         RETURN NULL;
       END $$`,
    );
    for (const [event, table] of [
      ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
      ['TRUNCATE', ''],
    ])
      await db.query(
        `CREATE TRIGGER "business_map_touch_${event.toLowerCase()}" AFTER ${event} ON "catalog"."business"
           ${table} FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."business_map_touch"()`,
      );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await db.query(`DROP TRIGGER "business_map_touch_${event}" ON "catalog"."business"`);
    await db.query(`DROP FUNCTION "catalog"."business_map_touch"()`);
    await db.query(`DROP TABLE "catalog"."${MAP_VERSION_TABLE}"`);
    await db.query(`DROP TABLE "catalog"."${MAP_CELL_TABLE}"`);
    await db.query(`DROP INDEX "catalog"."${MAP_LATITUDE_INDEX}"`);
    await db.query(`DROP INDEX "catalog"."${MAP_INDEX}"`);
    await db.query(`ALTER TABLE "catalog"."business" DROP COLUMN "mapY", DROP COLUMN "mapX"`);
  }
}
