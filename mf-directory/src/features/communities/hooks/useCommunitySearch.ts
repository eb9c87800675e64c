import { useGetCommunitiesQuery, useSearchCommunitiesQuery, type Community } from '../api/communitiesApi';

export interface CommunitySearchState {
  /** The matching communities of the current term; undefined until its answer is here. */
  communities: Community[] | undefined;
  /** The server's 'Did you mean …?' for a term that found nothing. */
  didYouMean: string | null;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The approved communities matching `term` at `location`, in the UI language: the whole list
 * without either (the answer the shell's badge shares), else the server's search (either script,
 * typos) and location filter.
 */
export function useCommunitySearch(
  term: string,
  { skip = false, location = '' }: { skip?: boolean; location?: string } = {},
): CommunitySearchState {
  const q = term.trim();
  const place = location.trim();
  const whole = q === '' && place === '';
  const list = useGetCommunitiesQuery(undefined, { skip: skip || !whole });
  const search = useSearchCommunitiesQuery(place ? { q, location: place } : { q }, { skip: skip || whole });
  if (whole) {
    return {
      communities: list.currentData,
      didYouMean: null,
      isFetching: list.isFetching,
      isError: list.isError,
      refetch: () => void list.refetch(),
    };
  }
  return {
    communities: search.currentData?.items,
    didYouMean: search.currentData?.didYouMean ?? null,
    isFetching: search.isFetching,
    isError: search.isError,
    refetch: () => void search.refetch(),
  };
}
