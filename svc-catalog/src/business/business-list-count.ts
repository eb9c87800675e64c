import type { EntityManager } from 'typeorm';
import {
  correctSearchQuery,
  parseSearchQuery,
  searchMatch,
  TYPO_SIMILARITY,
  type SearchQuery,
  type SqlFragment,
} from '@byp/nest-common';
import { BUSINESS_SEARCH_COLUMNS, BUSINESS_SEARCH_WORDS } from './business-search-columns';
import { filterSql, type ListFilters } from './business.service';

/**
 * Counting stops here: a list that matches more says so ('1,000+') rather than counting every
 * match, as Elasticsearch's track_total_hits does. Counting 6,660 matches of 'barbers' among
 * 100,000 cost 10–17 ms (the whole trigram bitmap checked row by row), up to 1,001 of them 3.5 ms,
 * and all 100,000 approved rows 8–16 ms against 0.3 ms (docs/performance.md, search).
 */
export const TOTAL_COUNT_CAP = 1000;

/**
 * How many approved businesses a public list matches: `exact` up to TOTAL_COUNT_CAP, else only
 * `atLeast` TOTAL_COUNT_CAP (X-Total-Count or X-Total-At-Least).
 */
export type ListTotal = { exact: number } | { atLeast: number };

/** A count made up to TOTAL_COUNT_CAP + 1 as the list's total. */
export function cappedTotal(n: number): ListTotal {
  return n > TOTAL_COUNT_CAP ? { atLeast: TOTAL_COUNT_CAP } : { exact: n };
}

/** The total a list's own page tells, when it does: a short page that is not past the end. */
export function totalOfPage(query: ListFilters, rowsOnPage: number): ListTotal | null {
  const offset = query.offset ?? 0;
  if (query.limit === undefined) return offset === 0 ? { exact: rowsOnPage } : null;
  if (rowsOnPage < query.limit && (rowsOnPage > 0 || offset === 0)) return { exact: offset + rowsOnPage };
  return null;
}

type Counter = (match: SqlFragment | null) => Promise<number>;

/** Counts the approved rows under the list's filters and `match`, up to TOTAL_COUNT_CAP + 1. */
function cappedCounter(manager: EntityManager, query: ListFilters): Counter {
  const filters = filterSql(query);
  return async (match) => {
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "catalog"."business" b WHERE ${filters.sql}${
        match ? ` AND ${match.sql}` : ''
      } LIMIT ${TOTAL_COUNT_CAP + 1}) m`,
      { ...filters.params, ...(match?.params ?? {}) },
    );
    const [row]: { n: number }[] = await manager.query(sql, values);
    return row.n;
  };
}

/**
 * The search condition a visitor's `q` filters by, as the list's search (searchInStages) decides
 * it: the query itself when it matches a row under the filters; else its word-by-word correction
 * when close enough (TYPO_SIMILARITY) and that matches; else nothing matches (`none`). Null
 * without `q`. The list's exact stage drops the query's category words under another category's
 * filter; the same rows, so the count and the map ask the same. `count` says how many rows the
 * chosen condition matched (see cappedCounter), for a caller that counts; else only whether any.
 */
export async function searchCondition(
  manager: EntityManager,
  query: ListFilters,
  count?: Counter,
): Promise<{ match: SqlFragment; matches: number } | 'none' | null> {
  if (!query.q) return null;
  const asked = parseSearchQuery(query.q);
  if (!asked.key) return 'none';
  const filters = filterSql(query);
  const matchOf = (search: SearchQuery): SqlFragment => {
    const narrowed = query.category
      ? { ...search, categories: search.categories.includes(query.category) ? [query.category] : [] }
      : search;
    return searchMatch(BUSINESS_SEARCH_COLUMNS, narrowed);
  };
  const matches =
    count ??
    (async (match: SqlFragment | null): Promise<number> => {
      const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
        `SELECT EXISTS (SELECT 1 FROM "catalog"."business" b WHERE ${filters.sql} AND ${match?.sql ?? 'true'}) AS "any"`,
        { ...filters.params, ...(match?.params ?? {}) },
      );
      const [row]: { any: boolean }[] = await manager.query(sql, values);
      return row.any ? 1 : 0;
    });
  const exact = matchOf(asked);
  const exactMatches = await matches(exact);
  if (exactMatches > 0) return { match: exact, matches: exactMatches };
  const correction = await correctSearchQuery(manager, BUSINESS_SEARCH_WORDS, asked);
  if (!correction || correction.similarity < TYPO_SIMILARITY) return 'none';
  const typo = matchOf(correction.query);
  const typoMatches = await matches(typo);
  return typoMatches > 0 ? { match: typo, matches: typoMatches } : 'none';
}

/**
 * The number of approved businesses a public list's filters and search match, on every page
 * (X-Total-Count), counted up to TOTAL_COUNT_CAP: one capped count(*) over the list's own
 * conditions, so the same indexes serve it (without `q`: an index-only scan of the approved rows,
 * or the category's, or the place trigrams'; with `q`: the search's trigram index). With `q` the
 * count is also the test of which condition the search answers with (no EXISTS before it). The
 * public list counts a searched page in the page's own statement instead (BusinessService.exactPage:
 * no second connection, no count for a short page); this one counts its unsearched pages.
 */
export async function countPublicBusinesses(manager: EntityManager, query: ListFilters): Promise<ListTotal> {
  if (query.openHours?.length === 0) return { exact: 0 };
  // Under a LIMIT the planner takes a sequential scan for a common word, expecting the first
  // 1,001 matches early (it prices a LIKE as cheap); checking five LIKEs over each row's text
  // then took 40–54 ms where the trigram index's bitmap, stopped at 1,001 rows, takes 3.5 ms.
  // So the count's own transaction forbids it (every list filter has an index to count by).
  const n = await manager.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const count = cappedCounter(tx, query);
    if (!query.q) return count(null);
    const search = await searchCondition(tx, query, count);
    return search === 'none' || search === null ? 0 : search.matches;
  });
  return cappedTotal(n);
}
