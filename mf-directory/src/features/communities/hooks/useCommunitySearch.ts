import { useMemo } from 'react';
import { useListPages, type GrowingList } from '@byp/platform';
import { useCommunityPages, type Community } from '../api/communitiesApi';

/** The matching communities so far, and the server's 'Did you mean …?' for a term that found nothing. */
export interface CommunitySearchState extends GrowingList<Community> {
  didYouMean: string | null;
}

/**
 * The approved communities matching `term` at `location`, in the UI language, a page at a time
 * (issue 29, point 3): without either, the unsearched list (whose first page the shell's badge
 * shares), else the server's search (either script, typos) and location filter. `restoreItems`:
 * the number a list had loaded before (Back, a reload), asked for at once.
 */
export function useCommunitySearch(
  term: string,
  {
    skip = false,
    location = '',
    restoreItems = 0,
  }: { skip?: boolean; location?: string; restoreItems?: number } = {},
): CommunitySearchState {
  const list = useListPages(useCommunityPages({ q: term, location }, { restoreItems, skip }));
  return useMemo(() => ({ ...list, didYouMean: list.firstPage?.didYouMean ?? null }), [list]);
}
