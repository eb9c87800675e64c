import type { EntityManager } from 'typeorm';
import { searchKey } from './normalize';
import type { SearchQuery } from './search-query';

/**
 * Where a table keeps its search keys (SQL expressions, alias included), written by the service
 * with searchNamesKey / searchTextKey on every insert and update:
 * - `names`: searchNamesKey of the row's names (both languages);
 * - `text`: searchTextKey of names and descriptions (both languages), with a trigram GIN index;
 * - `category`: the row's business category, for tables that have one.
 */
export interface SearchColumns {
  names: string;
  text: string;
  category?: string;
}

/** A SQL fragment and its TypeORM named parameters (all prefixed `search`). */
export interface SqlFragment {
  sql: string;
  params: Record<string, unknown>;
}

/** Word similarity a misspelt query needs to find a row ('bakry' ~ 'bakery' is 0.5). */
export const TYPO_SIMILARITY = 0.5;
/** Word similarity a name needs to be offered as 'Did you mean …?' once nothing matched. */
export const SUGGESTION_SIMILARITY = 0.3;

/**
 * The stored names key: each name's searchKey between newlines, so one name is `\n<key>\n` and its
 * start `\n<key>`: exact-name and name-prefix ranks are LIKEs (keys hold no % or _).
 */
export function searchNamesKey(...names: (string | null | undefined)[]): string {
  const keys = names.filter((n): n is string => Boolean(n)).map(searchKey);
  return `\n${keys.join('\n')}\n`;
}

/** The stored text key: names and descriptions, each a line of its own (a term never spans two). */
export function searchTextKey(...texts: (string | null | undefined)[]): string {
  return searchNamesKey(...texts);
}

/** Named parameters for the synonyms' LIKE patterns. */
const synonymParams = (query: SearchQuery): Record<string, string> =>
  Object.fromEntries(query.synonyms.map((synonym, i) => [`searchSynonym${i}`, `%${synonym}%`]));

/** `column LIKE :searchSynonym0 OR ...` (an OR of trigram index scans), or '' without synonyms. */
const synonymLikes = (column: string, query: SearchQuery): string =>
  query.synonyms.map((_, i) => ` OR ${column} LIKE :searchSynonym${i}`).join('');

/**
 * The exact stage: the query key, or a synonym of it in the other language, is a substring of the
 * text key, or the query names the row's category. Served by the trigram index on `text` (and the
 * category's index).
 */
export function searchMatch(columns: SearchColumns, query: SearchQuery): SqlFragment {
  const params: Record<string, unknown> = { searchContains: `%${query.key}%`, ...synonymParams(query) };
  let sql = `${columns.text} LIKE :searchContains${synonymLikes(columns.text, query)}`;
  if (columns.category && query.categories.length) {
    sql += ` OR ${columns.category} IN (:...searchCategories)`;
    params.searchCategories = query.categories;
  }
  return { sql: `(${sql})`, params };
}

/**
 * Rank of an exact-stage row, lower first: 0 exact name (either language), 1 name prefix, 2 other
 * name match (a synonym in a name included), 3 description, 4 category only.
 */
export function searchRank(columns: SearchColumns, query: SearchQuery): SqlFragment {
  return {
    sql: `CASE
      WHEN ${columns.names} LIKE :searchExact THEN 0
      WHEN ${columns.names} LIKE :searchPrefix THEN 1
      WHEN ${columns.names} LIKE :searchContains${synonymLikes(columns.names, query)} THEN 2
      WHEN ${columns.text} LIKE :searchContains${synonymLikes(columns.text, query)} THEN 3
      ELSE 4 END`,
    params: {
      searchExact: `%\n${query.key}\n%`,
      searchPrefix: `%\n${query.key}%`,
      searchContains: `%${query.key}%`,
      ...synonymParams(query),
    },
  };
}

/**
 * The typo stage (run when the exact stage found nothing): the query's word similarity to the text
 * key reaches the threshold set by withWordSimilarity (pg_trgm's `<%`, which the GIN index serves).
 * `similarity` orders the rows, closest first. `trgmSchema` comes from trigramSchema().
 */
export function searchTypoMatch(
  column: string,
  query: SearchQuery,
  trgmSchema: string,
): { sql: string; similarity: string; params: Record<string, unknown> } {
  const schema = `"${trgmSchema.replace(/"/g, '')}"`;
  return {
    sql: `:searchKey OPERATOR(${schema}.<%) ${column}`,
    similarity: `${schema}.word_similarity(:searchKey, ${column})`,
    params: { searchKey: query.key },
  };
}

const trgmSchemas = new WeakMap<object, Promise<string | null>>();

/** The schema pg_trgm is installed in (public, or the service's), or null without it; cached. */
export function trigramSchema(manager: EntityManager): Promise<string | null> {
  const key = manager.connection;
  let found = trgmSchemas.get(key);
  if (!found) {
    found = manager
      .query(
        `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
          WHERE e.extname = 'pg_trgm'`,
      )
      .then((rows: { schema: string }[]) => rows[0]?.schema ?? null);
    trgmSchemas.set(key, found);
  }
  return found;
}

/**
 * Runs `work` in a transaction whose pg_trgm word-similarity threshold is `threshold` (`<%` reads
 * it; SET LOCAL ends with the transaction, so pooled connections keep the default).
 */
export function withWordSimilarity<T>(
  manager: EntityManager,
  threshold: number,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return manager.transaction(async (tx) => {
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(threshold)]);
    return work(tx);
  });
}

/** Search answer: the page of rows, and a suggestion when nothing matched but a name is close. */
export interface SearchOutcome<T> {
  rows: T[];
  didYouMean: string | null;
}

/**
 * The one search flow: the exact stage; when it found nothing at all, the typo stage; when that
 * found nothing either, the closest name as 'Did you mean'. `exists` tells whether the exact stage
 * has any row (asked only when a later page came back empty, so a short last page is no typo).
 */
export async function searchInStages<T>(stages: {
  exact: () => Promise<T[]>;
  exactExists: () => Promise<boolean>;
  typo: () => Promise<T[]>;
  suggest: () => Promise<string | null>;
  firstPage: boolean;
}): Promise<SearchOutcome<T>> {
  const exact = await stages.exact();
  if (exact.length || (!stages.firstPage && (await stages.exactExists())))
    return { rows: exact, didYouMean: null };
  const typo = await stages.typo();
  if (typo.length || !stages.firstPage) return { rows: typo, didYouMean: null };
  return { rows: [], didYouMean: await stages.suggest() };
}
