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
 * True when a list's own rows give its total: every match from the first on (no limit, no
 * offset), as the spec's plain GET /api/businesses asks. Other pages count (countPublicBusinesses).
 */
export const pageTells = (query: ListFilters): boolean => query.limit === undefined && !query.offset;

/**
 * The search condition a visitor's `q` filters by, as the list's search (searchInStages) decides
 * it: the query itself when it matches a row under the filters; else its word-by-word correction
 * when close enough (TYPO_SIMILARITY) and that matches; else nothing matches (`none`). Null
 * without `q`. The list's exact stage drops the query's category words under another category's
 * filter; the same rows, so the count and the map ask the same.
 */
export async function searchCondition(
  manager: EntityManager,
  query: ListFilters,
): Promise<SqlFragment | 'none' | null> {
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
  const matches = async (match: SqlFragment): Promise<boolean> => {
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      `SELECT EXISTS (SELECT 1 FROM "catalog"."business" b WHERE ${filters.sql} AND ${match.sql}) AS "any"`,
      { ...filters.params, ...match.params },
    );
    const [row]: { any: boolean }[] = await manager.query(sql, values);
    return row.any;
  };
  const exact = matchOf(asked);
  if (await matches(exact)) return exact;
  const correction = await correctSearchQuery(manager, BUSINESS_SEARCH_WORDS, asked);
  if (!correction || correction.similarity < TYPO_SIMILARITY) return 'none';
  const typo = matchOf(correction.query);
  return (await matches(typo)) ? typo : 'none';
}

/**
 * The number of approved businesses a public list's filters and search match, on every page
 * (X-Total-Count): one count(*) over the list's own conditions, so the same indexes serve it
 * (without `q`: an index-only scan of the approved rows, or the category's, or the place
 * trigrams'; with `q`: the search's trigram index).
 */
export async function countPublicBusinesses(manager: EntityManager, query: ListFilters): Promise<number> {
  if (query.openHours?.length === 0) return 0;
  const search = await searchCondition(manager, query);
  if (search === 'none') return 0;
  const filters = filterSql(query);
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT count(*)::int AS n FROM "catalog"."business" b WHERE ${filters.sql}${search ? ` AND ${search.sql}` : ''}`,
    { ...filters.params, ...(search?.params ?? {}) },
  );
  const [row]: { n: number }[] = await manager.query(sql, values);
  return row.n;
}
