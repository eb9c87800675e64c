import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXED = [
  ['business_name_trgm_idx', 'name'],
  ['business_description_trgm_idx', 'description'],
  ['business_address_trgm_idx', 'address'],
  ['business_area_trgm_idx', 'area'],
] as const;

/**
 * Trigram GIN indexes so `lower(col) LIKE '%term%'` (the directory's substring search) stays an
 * index scan at 100,000 businesses. pg_trgm is installed once per database: in public when this
 * role may, else in catalog. Without it (no privilege, extension not shipped) the migration still
 * succeeds and search falls back to sequential scans, with a notice in the server log.
 */
export class AddBusinessSearchIndexes1763800300000 implements MigrationInterface {
  name = 'AddBusinessSearchIndexes1763800300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          BEGIN
            CREATE EXTENSION pg_trgm SCHEMA public;
          EXCEPTION WHEN OTHERS THEN
            BEGIN
              CREATE EXTENSION pg_trgm SCHEMA catalog;
            EXCEPTION WHEN OTHERS THEN
              RAISE NOTICE 'pg_trgm could not be installed (%): business search will not use trigram indexes', SQLERRM;
            END;
          END;
        END IF;
      END $$`);
    const indexes = INDEXED.map(
      ([index, column]) =>
        `EXECUTE format('CREATE INDEX IF NOT EXISTS "${index}" ON "catalog"."business" USING gin (lower("${column}") %I.gin_trgm_ops)', trgm_schema);`,
    ).join('\n        ');
    await db.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        SELECT n.nspname INTO trgm_schema
          FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
         WHERE e.extname = 'pg_trgm';
        IF trgm_schema IS NULL THEN
          RAISE NOTICE 'pg_trgm is not installed: skipping trigram indexes';
          RETURN;
        END IF;
        ${indexes}
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The extension stays: other schemas of the database may use it.
    for (const [index] of INDEXED) await db.query(`DROP INDEX IF EXISTS "catalog"."${index}"`);
  }
}
