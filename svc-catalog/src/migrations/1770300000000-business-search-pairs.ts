import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The pair dictionary: every two adjacent words of the businesses' search text keys. */
export const SEARCH_PAIR_TABLE = '"catalog"."business_search_pair"';
const ADD_FUNCTION = '"catalog"."business_search_pair_add"';

/**
 * Each two adjacent words of each line of `rows`' search text key (`first`, `second`), and
 * `atStart`: the pair opens a line that is one of the row's names (a line of its names key). A pair
 * with a word of digits only (or an empty one, from two spaces) is left out: a query word that has
 * a letter never lies inside such a word.
 */
const PAIRS_OF = (rows: string) => `
  SELECT DISTINCT p."first", p."second", p."atStart"
    FROM ${rows} r,
         LATERAL unnest(string_to_array(r."searchText", E'\\n')) AS l(line),
         LATERAL (SELECT w[i] AS "first", w[i + 1] AS "second",
                         i = 1 AND strpos(r."searchNames", E'\\n' || l.line || E'\\n') > 0 AS "atStart"
                    FROM string_to_array(l.line, ' ') AS w, generate_series(1, cardinality(w) - 1) AS i) p
   WHERE p."first" !~ '^[0-9]*$' AND p."second" !~ '^[0-9]*$'`;

/**
 * Issue 23, a full searched page's count at 100,000 businesses: a two-word query such as
 * 'Kyiv Yoga' matches hundreds of names that start with it, and its count re-checked every row
 * the trigram index offered (1,999 rows, 2,092 buffers, for 667 matches). This dictionary of word
 * pairs (kept by statement triggers like the word dictionary; pairs only added, so it holds at
 * least every pair of every row) tells when such a query can match nowhere but at the start of a
 * name: then its matches are the exact-name and name-prefix ranks, which the search counts from
 * its name key indexes alone (BusinessService.exactPage). Keys are C-collated so a prefix LIKE is a
 * range of the primary key. down() drops it all.
 */
export class BusinessSearchPairs1770300000000 implements MigrationInterface {
  name = 'BusinessSearchPairs1770300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE ${SEARCH_PAIR_TABLE} (
      "first" text COLLATE "C" NOT NULL,
      "second" text COLLATE "C" NOT NULL,
      "atStart" boolean NOT NULL,
      PRIMARY KEY ("second", "first", "atStart"))`);
    await db.query(`CREATE FUNCTION ${ADD_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${SEARCH_PAIR_TABLE} ("first", "second", "atStart") ${PAIRS_OF('new_rows')}
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const event of ['insert', 'update'])
      await db.query(`CREATE TRIGGER "business_search_pair_on_${event}" AFTER ${event.toUpperCase()}
        ON "catalog"."business" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ${ADD_FUNCTION}()`);
    await db.query(
      `INSERT INTO ${SEARCH_PAIR_TABLE} ("first", "second", "atStart") ${PAIRS_OF('"catalog"."business"')}
        ON CONFLICT DO NOTHING`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update'])
      await db.query(`DROP TRIGGER IF EXISTS "business_search_pair_on_${event}" ON "catalog"."business"`);
    await db.query(`DROP FUNCTION IF EXISTS ${ADD_FUNCTION}()`);
    await db.query(`DROP TABLE IF EXISTS ${SEARCH_PAIR_TABLE}`);
  }
}
