import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIST_PAGE_MAX, type ListPage } from './listPages';
import type { ListPlaceState } from './useListPlace';

/**
 * What a growing list shows and can do (issue 29, point 3): the items loaded so far and the
 * matching total, whether more pages remain, and how loading them went.
 */
export interface GrowingList<Item> {
  /** The items loaded, in the server's order; undefined until the first page is here. */
  items: Item[] | undefined;
  /** The first page's answer (its 'Did you mean …?'). */
  firstPage: ListPage<Item> | undefined;
  /**
   * All matching items (X-Total-Count), else the least the server says match (X-Total-At-Least,
   * then `totalAtLeast`), else the items loaded; undefined while loading.
   */
  total: number | undefined;
  /** `total` is a lower bound: show it as '1,000+'. */
  totalAtLeast: boolean;
  pageCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page asked for failed: the list waits for the visitor's Retry. */
  moreFailed: boolean;
  /** The first page failed: nothing to show. */
  isError: boolean;
  isFetching: boolean;
  /** Asks for the next page (once at a time). */
  loadMore: () => void;
  /** Asks for the list again (after a failed first page). */
  retry: () => void;
}

/** The parts of an RTK Query infinite query's result that a growing list reads. */
export interface InfiniteListResult<Item> {
  currentData?: { pages: ListPage<Item>[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isError: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** What a list's last page says of the total (see GrowingList's `total`). */
function totalOf<Item>(lastPage: ListPage<Item> | undefined, items: Item[] | undefined): number | undefined {
  if (lastPage?.total !== null && lastPage?.total !== undefined) return lastPage.total;
  if (lastPage?.totalAtLeast != null) return Math.max(lastPage.totalAtLeast, items?.length ?? 0);
  return items?.length;
}

/** A paged list's infinite query result as a growing list. */
export function useListPages<Item>(result: InfiniteListResult<Item>): GrowingList<Item> {
  // currentData: while a new search loads, the previous results are not shown as its answer.
  const pages = result.currentData?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  const lastPage = pages?.[pages.length - 1];
  const hasMore = result.hasNextPage;
  const loadingMore = result.isFetchingNextPage;
  const { fetchNextPage, refetch } = result;
  const moreFailed = result.isFetchNextPageError && !loadingMore;
  // The list as it is now, for a loadMore made from an earlier render: callers draw the list in a
  // transition (useDeferredValue), so a snapshot drawn late asks from what it shows.
  const latest = useRef({ pages, hasMore, loadingMore, moreFailed });
  latest.current = { pages, hasMore, loadingMore, moreFailed };
  // The pages a next page was last asked after: until it comes (or fails), not asked again.
  const askedAfter = useRef<typeof pages | null>(null);
  const loadMore = useCallback(() => {
    const now = latest.current;
    if (!now.hasMore || now.loadingMore) return;
    // A late snapshot's 'near the end' is behind the list: the page it would ask for is loaded,
    // and its drawing is on the way. (On a busy machine a list scrolled to row 100 asked for 14
    // pages where it needed 5: each late snapshot asked for one more.)
    if (now.pages !== pages) return;
    // Asked already, and the state does not say 'loading' yet: one page, not two.
    if (askedAfter.current === now.pages && !now.moreFailed) return;
    askedAfter.current = now.pages;
    void fetchNextPage();
  }, [pages, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const isError = result.isError && !pages;
  const { isFetching } = result;
  // One object while nothing changes: a caller may draw it in a transition (useDeferredValue) as
  // one snapshot, its items and its paging state together.
  return useMemo(
    () => ({
      items,
      firstPage: pages?.[0],
      total: totalOf(lastPage, items),
      totalAtLeast: lastPage?.total === null && lastPage.totalAtLeast !== null,
      pageCount: pages?.length ?? 0,
      hasMore,
      loadingMore,
      moreFailed,
      isError,
      isFetching,
      loadMore,
      retry,
    }),
    [items, pages, lastPage, hasMore, loadingMore, moreFailed, isError, isFetching, loadMore, retry],
  );
}

/** Where a virtualised grid's rows are (VirtualCardGrid's `onPlace`, @byp/ui/lists). */
export interface DrawnPlace {
  anchorIndex: number;
  anchorTop: number;
  lastDrawnIndex: number;
}

/** More items are asked for when the drawn rows come this close (in items) to the last loaded. */
export const LOAD_AHEAD_ITEMS = 6;

/**
 * A growing list's place on the screen: saved as the visitor scrolls (useListPlace), the next page
 * asked for near the end of what is loaded, and the place restored (Back, a reload): the pages
 * that were loaded, more while the item that was at the top is not among them (items added
 * before it meanwhile), then that item's row at the same height. Hand `onPlace`, `scrollTo` and
 * `onScrolledTo` to VirtualCardGrid. `keyOf` (an item's id) should be a function defined once.
 */
export function useGrowingListPlace<Item>(
  list: Pick<GrowingList<Item>, 'items' | 'hasMore' | 'moreFailed' | 'loadMore'>,
  place: ListPlaceState,
  keyOf: (item: Item) => string,
) {
  const { items, hasMore, moreFailed, loadMore } = list;
  const { restore, save, restored } = place;

  // Near the end of what is loaded, the next page is asked for (once; a failed one waits for the
  // visitor's Retry or Show more).
  const onPlace = useCallback(
    (drawn: DrawnPlace) => {
      if (!items || items.length === 0) return;
      const anchor = items[Math.min(drawn.anchorIndex, items.length - 1)];
      if (!restore)
        save({
          items: items.length,
          anchorId: keyOf(anchor),
          anchorIndex: drawn.anchorIndex,
          anchorTop: drawn.anchorTop,
        });
      if (!moreFailed && drawn.lastDrawnIndex >= items.length - LOAD_AHEAD_ITEMS) loadMore();
    },
    [items, restore, save, moreFailed, loadMore, keyOf],
  );

  // Restoring: the pages that were loaded (and more, up to a few hundred items, while the anchor
  // is not among them), then the place.
  const [scrollTo, setScrollTo] = useState<{ index: number; top: number } | null>(null);
  useEffect(() => {
    if (!restore || !items) return;
    const index = items.findIndex((item) => keyOf(item) === restore.anchorId);
    const short = items.length < restore.items || (index < 0 && items.length < restore.items + LIST_PAGE_MAX);
    if (short && hasMore && !moreFailed) {
      loadMore();
      return;
    }
    if (items.length > 0)
      setScrollTo({
        index: index >= 0 ? index : Math.min(restore.anchorIndex, items.length - 1),
        top: restore.anchorTop,
      });
    restored();
  }, [restore, items, hasMore, moreFailed, loadMore, restored, keyOf]);

  const onScrolledTo = useCallback(() => setScrollTo(null), []);
  return { onPlace, scrollTo, onScrolledTo };
}
