import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  searchNamesKey,
  searchTextKey,
  searchWordTableDown,
  searchWordTableUp,
  trigramSchema,
} from '@byp/nest-common';
import { contentSearchWords } from '../search/content-search';

/** Each table's search key sources (see content-search.ts and the entities' refreshSearchKeys). */
const TABLES = [
  {
    table: 'community',
    names: ['nameEn', 'nameUk'],
    texts: ['nameEn', 'nameUk', 'descriptionEn', 'descriptionUk', 'contactEmail'],
  },
  { table: 'post', names: ['titleEn', 'titleUk'], texts: ['titleEn', 'titleUk', 'bodyEn', 'bodyUk'] },
] as const;

/**
 * The search keys of communities and posts (issue 23): `searchNames` and `searchText`, written by
 * the service on every save and here for the rows already stored (the keys come from the shared
 * search code, transliteration included, so they are computed in the service, not in SQL), a
 * trigram index on `searchText`, and the dictionary of its words that the typo stage corrects
 * queries against (`<table>_search_word`, kept by triggers). pg_trgm is the superuser's to install (the service roles only
 * use it, from public); where it is missing and cannot be installed, search finds no typos.
 */
export class ContentSearchKeys1766100000100 implements MigrationInterface {
  name = 'ContentSearchKeys1766100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm is not available (%): content search will find no typos', SQLERRM;
      END $$`);
    const trgm = await trigramSchema(db.manager);
    for (const { table, names, texts } of TABLES) {
      await db.query(`
        ALTER TABLE "content"."${table}"
          ADD COLUMN "searchNames" text NOT NULL DEFAULT '',
          ADD COLUMN "searchText" text NOT NULL DEFAULT ''`);
      const rows: Record<string, string | null>[] = await db.query(
        `SELECT "id", ${texts.map((c) => `"${c}"`).join(', ')} FROM "content"."${table}"`,
      );
      for (const row of rows) {
        await db.query(
          `UPDATE "content"."${table}" SET "searchNames" = $2, "searchText" = $3 WHERE "id" = $1`,
          [row.id, searchNamesKey(...names.map((c) => row[c])), searchTextKey(...texts.map((c) => row[c]))],
        );
      }
      if (trgm) {
        await db.query(
          `CREATE INDEX "${table}_search_text_trgm_idx" ON "content"."${table}" USING gin ("searchText" "${trgm}".gin_trgm_ops)`,
        );
      }
      for (const statement of searchWordTableUp(contentSearchWords(table))) await db.query(statement);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table } of TABLES) {
      for (const statement of searchWordTableDown(contentSearchWords(table))) await db.query(statement);
      await db.query(`DROP INDEX IF EXISTS "content"."${table}_search_text_trgm_idx"`);
      await db.query(`ALTER TABLE "content"."${table}" DROP COLUMN "searchNames", DROP COLUMN "searchText"`);
    }
  }
}
