/**
 * The typo stage's dictionary: every word of a table's search keys, in a small table of its own
 * with a trigram index, kept by statement triggers (bulk inserts included). Correcting a query
 * word against it is one index lookup among thousands of words, where word similarity against
 * every row's text re-checked thousands of long texts (over a second at 100,000 businesses).
 * Words are only added: one whose last row went away corrects to a search that finds nothing.
 */
export interface SearchWordTable {
  /** Schema of both tables, e.g. 'catalog'. */
  schema: string;
  /** The searchable table, e.g. 'business'. */
  table: string;
  /** Its search text column, e.g. 'searchText'. */
  textColumn: string;
}

/** The dictionary's name: `<table>_search_word`. */
export const searchWordTableName = (t: SearchWordTable): string => `${t.table}_search_word`;

const q = (name: string) => `"${name.replace(/"/g, '')}"`;

/** Words worth correcting towards: three letters or more, not plain numbers. */
const WORDS_OF = (rows: string, column: string) => `
  SELECT DISTINCT w FROM ${rows}, regexp_split_to_table(${rows}.${q(column)}, '\\s+') AS w
   WHERE length(w) >= 3 AND w !~ '^[0-9]+$'`;

/** Statements of a migration's up(): the table, its index (when pg_trgm exists), triggers, filling. */
export function searchWordTableUp(t: SearchWordTable): string[] {
  const words = `${q(t.schema)}.${q(searchWordTableName(t))}`;
  const source = `${q(t.schema)}.${q(t.table)}`;
  const fn = `${q(t.schema)}.${q(`${searchWordTableName(t)}_add`)}`;
  return [
    `CREATE TABLE ${words} ("word" text PRIMARY KEY)`,
    `DO $$
     DECLARE trgm_schema text;
     BEGIN
       SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm';
       IF trgm_schema IS NOT NULL THEN
         EXECUTE format('CREATE INDEX ${searchWordTableName(t)}_trgm_idx ON ${words} USING gin ("word" %I.gin_trgm_ops)', trgm_schema);
       END IF;
     END $$`,
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO ${words} ("word") ${WORDS_OF('new_rows', t.textColumn)} ON CONFLICT DO NOTHING;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${q(`${searchWordTableName(t)}_on_insert`)} AFTER INSERT ON ${source}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${q(`${searchWordTableName(t)}_on_update`)} AFTER UPDATE ON ${source}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `INSERT INTO ${words} ("word") ${WORDS_OF(source, t.textColumn)} ON CONFLICT DO NOTHING`,
  ];
}

/** Statements of the matching down(). */
export function searchWordTableDown(t: SearchWordTable): string[] {
  const source = `${q(t.schema)}.${q(t.table)}`;
  return [
    `DROP TRIGGER IF EXISTS ${q(`${searchWordTableName(t)}_on_insert`)} ON ${source}`,
    `DROP TRIGGER IF EXISTS ${q(`${searchWordTableName(t)}_on_update`)} ON ${source}`,
    `DROP FUNCTION IF EXISTS ${q(t.schema)}.${q(`${searchWordTableName(t)}_add`)}()`,
    `DROP TABLE IF EXISTS ${q(t.schema)}.${q(searchWordTableName(t))}`,
  ];
}
