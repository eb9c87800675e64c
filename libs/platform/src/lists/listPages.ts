import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { toSearchAnswer, type SearchAnswer } from '../content/contentLanguage';

/**
 * Lists that grow (issue 29, point 3): the public lists (businesses, communities, posts) are asked
 * for a page at a time with `limit` and `offset`, and each answer's X-Total-Count header says how
 * many items match on all pages. These are the pieces every such RTK Query infinite query shares.
 */

/** Items asked for at a time: the spec's 18 sample businesses and 17 communities fit the first page. */
export const LIST_PAGE_SIZE = 24;
/** The most one request may ask for (the services' `limit` maximum), when a list is restored. */
export const LIST_PAGE_MAX = 500;
/** The response header with the number of matching items, all pages together. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Instead of X-Total-Count when a server stopped counting (svc-catalog past 1,000 matches): at
 * least this many match, shown as '1,000+'.
 */
export const TOTAL_AT_LEAST_HEADER = 'X-Total-At-Least';

/**
 * Where a page starts and how many it asks for. `until`: a list being restored (Back, a reload)
 * asks for this many items in as few requests as it can, then goes on a page at a time.
 */
export interface ListPageParam {
  offset: number;
  limit: number;
  until?: number;
}

/** One page of a list, with the matching total and the server's 'Did you mean …?'. */
export interface ListPage<Item> extends SearchAnswer<Item> {
  /** All pages together; null when the server did not say (then a short page is the last). */
  total: number | null;
  /** Without `total`: at least this many match (the server stopped counting), else null. */
  totalAtLeast: number | null;
}

export const FIRST_LIST_PAGE: ListPageParam = { offset: 0, limit: LIST_PAGE_SIZE };

/** The first page's parameter for a list restored at `items` loaded items. */
export function restoredFirstPage(items: number): ListPageParam {
  if (items <= LIST_PAGE_SIZE) return FIRST_LIST_PAGE;
  return { offset: 0, limit: Math.min(items, LIST_PAGE_MAX), until: items };
}

/** A count header's value (X-Total-Count, X-Total-At-Least), else null. */
function countHeader(meta: FetchBaseQueryMeta | undefined, name: string): number | null {
  const header = meta?.response?.headers.get(name);
  if (header === null || header === undefined || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** The total of an answer's X-Total-Count header, else null. */
export const totalCountOf = (meta: FetchBaseQueryMeta | undefined): number | null =>
  countHeader(meta, TOTAL_COUNT_HEADER);

/** The page after `last`, or undefined when `last` was the end of the list. */
export function nextListPage<Item>(
  last: ListPage<Item>,
  lastParam: ListPageParam,
): ListPageParam | undefined {
  const offset = lastParam.offset + last.items.length;
  const ended = last.total === null ? last.items.length < lastParam.limit : offset >= last.total;
  if (ended || last.items.length === 0) return undefined;
  const until = lastParam.until && lastParam.until > offset ? lastParam.until : undefined;
  return until
    ? { offset, limit: Math.min(until - offset, LIST_PAGE_MAX), until }
    : { offset, limit: LIST_PAGE_SIZE };
}

/** An infinite query's `infiniteQueryOptions` for a paged list. */
export const listPageOptions = {
  initialPageParam: FIRST_LIST_PAGE,
  getNextPageParam: <Item>(lastPage: ListPage<Item>, _pages: unknown, lastParam: ListPageParam) =>
    nextListPage(lastPage, lastParam),
};

/**
 * The page's query parameters. Put them before `lang` (contentRequest's last), so the first page of
 * an unsearched list is `/api/<list>?limit=24&offset=0&lang=<lang>`, the URL a page's manifest
 * preloads (webpack.config.js `reads`).
 */
export const pageQuery = ({ limit, offset }: ListPageParam) => ({
  limit: String(limit),
  offset: String(offset),
});

/** `transformResponse` of a paged list: its items, the header's total and suggestion. */
export function toListPage<Item>(items: Item[], meta: FetchBaseQueryMeta | undefined): ListPage<Item> {
  const total = totalCountOf(meta);
  return {
    ...toSearchAnswer(items, meta),
    total,
    totalAtLeast: total === null ? countHeader(meta, TOTAL_AT_LEAST_HEADER) : null,
  };
}
