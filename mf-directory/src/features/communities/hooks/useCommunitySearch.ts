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
 * The approved communities matching `term`, in the UI language: the whole list without a term
 * (the answer the shell's badge shares), else the server's search (either script, typos).
 */
export function useCommunitySearch(
  term: string,
  { skip = false }: { skip?: boolean } = {},
): CommunitySearchState {
  const q = term.trim();
  const list = useGetCommunitiesQuery(undefined, { skip: skip || q !== '' });
  const search = useSearchCommunitiesQuery({ q }, { skip: skip || q === '' });
  if (q === '') {
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
