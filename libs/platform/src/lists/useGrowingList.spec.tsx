import { act, renderHook } from '@testing-library/react';
import type { ListPage } from './listPages';
import { useListPages, type InfiniteListResult } from './useGrowingList';

/** A page of `count` numbered items, starting at `from`. */
const page = (from: number, count = 24): ListPage<number> =>
  ({ items: Array.from({ length: count }, (_, i) => from + i), total: 1000 }) as unknown as ListPage<number>;

/** An infinite query's result holding `pages`, its fetchNextPage a mock. */
const result = (
  pages: ListPage<number>[],
  fetchNextPage: jest.Mock,
  loading = false,
): InfiniteListResult<number> => ({
  currentData: { pages },
  hasNextPage: true,
  isFetchingNextPage: loading,
  isFetchNextPageError: false,
  isError: false,
  isFetching: loading,
  fetchNextPage,
  refetch: jest.fn(),
});

describe('useListPages: loadMore', () => {
  it('asks for one next page, however often it is called before the state says loading', () => {
    const fetchNextPage = jest.fn();
    const { result: list } = renderHook(() => useListPages(result([page(0)], fetchNextPage)));
    act(() => {
      list.current.loadMore();
      list.current.loadMore();
    });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('asks again once that page is here', () => {
    const fetchNextPage = jest.fn();
    const { result: list, rerender } = renderHook(({ pages }) => useListPages(result(pages, fetchNextPage)), {
      initialProps: { pages: [page(0)] },
    });
    act(() => list.current.loadMore());
    rerender({ pages: [page(0), page(24)] });
    act(() => list.current.loadMore());
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('does not ask from a snapshot drawn late, whose next page is loaded already', () => {
    const fetchNextPage = jest.fn();
    const { result: list, rerender } = renderHook(({ pages }) => useListPages(result(pages, fetchNextPage)), {
      initialProps: { pages: [page(0)] },
    });
    // A caller drawing the list in a transition still shows the one-page list.
    const lateSnapshot = list.current;
    rerender({ pages: [page(0), page(24)] });
    act(() => lateSnapshot.loadMore());
    expect(fetchNextPage).not.toHaveBeenCalled();
    act(() => list.current.loadMore());
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('asks for a failed page again', () => {
    const fetchNextPage = jest.fn();
    const pages = [page(0)];
    const { result: list, rerender } = renderHook(
      ({ failed }) => useListPages({ ...result(pages, fetchNextPage), isFetchNextPageError: failed }),
      { initialProps: { failed: false } },
    );
    act(() => list.current.loadMore());
    rerender({ failed: true });
    expect(list.current.moreFailed).toBe(true);
    act(() => list.current.loadMore());
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });
});
