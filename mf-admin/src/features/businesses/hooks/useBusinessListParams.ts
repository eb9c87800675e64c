import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminBusinessStatus } from '@byp/contracts';

const SEARCH_DELAY_MS = 300;
const STATUSES: readonly string[] = ['pending', 'approved'] satisfies AdminBusinessStatus[];

/**
 * The Manage tab's search, status filter and page, kept in the URL (?q=&status=&page=), so a
 * session that ends mid-work brings the admin back to the same rows after the next login (issue
 * 12, item 8). The search box's text (`search`) reaches the URL once the admin pauses typing.
 */
export function useBusinessListParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const statusParam = params.get('status') ?? '';
  const status = (STATUSES.includes(statusParam) ? statusParam : '') as AdminBusinessStatus | '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [search, setSearch] = useState(query);

  /** Changes the list's URL parameters (the tab's ?action= stays); any change but paging goes to page 1. */
  const setListParams = (changes: { q: string; status: string; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...changes })) {
          if (value === '' || value === 1) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const applySearch = useEffectEvent((term: string) => {
    if (term !== query) setListParams({ q: term, status });
  });
  useEffect(() => {
    const timer = setTimeout(() => applySearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return {
    query,
    status,
    page,
    /** The search box's text. */
    search,
    setSearch,
    setStatus: (next: string) => setListParams({ q: query, status: next }),
    setPage: (next: number) => setListParams({ q: query, status, page: next }),
  };
}
