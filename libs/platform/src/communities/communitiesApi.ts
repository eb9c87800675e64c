import type { Community } from '@byp/contracts';
import { baseApi } from '../api/baseApi';
import {
  contentRequest,
  useContentLanguage,
  withContentLanguage,
  type LangArg,
} from '../content/contentLanguage';
import {
  LIST_PAGE_SIZE,
  listPageOptions,
  pageQuery,
  restoredFirstPage,
  toListPage,
  type ListPage,
  type ListPageParam,
} from '../lists/listPages';

/** Tag of the public communities list; a remote's community write invalidates it. */
export const COMMUNITY_LIST_TAG = { type: 'Community' as const, id: 'LIST' };

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Community'] });

const communityTags = (communities: Community[] | undefined) => [
  ...(communities ?? []).map(({ id }) => ({ type: 'Community' as const, id })),
  COMMUNITY_LIST_TAG,
];

/** A search of the approved communities: `q` (either script, typos; issue 23), `location` (issue 28). */
export interface CommunitySearch {
  q?: string;
  location?: string;
}

/**
 * GET /api/communities, in the platform because two packages read it on one page: the shell's
 * category selector shows the approved communities' count as the 'communities' badge, and the
 * directory lists and plots them. The first page of the unsearched list, keyed by the language
 * alone, answers both: one request on /, not two.
 */
export const communitiesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every approved community, in the UI language: `/api/communities?lang=…` (the spec's full
     * array). Only the forms' community choice reads it; the lists read a page at a time.
     */
    getCommunities: build.query<Community[], LangArg>({
      query: ({ lang }) => contentRequest('/communities', lang),
      providesTags: communityTags,
    }),
    /**
     * The approved communities matching the search a page at a time (issue 29, point 3):
     * `/api/communities?limit=24&offset=0&lang=…` first, with the matching total from the
     * X-Total-Count header and, for a search that found nothing, the server's 'Did you mean …?'.
     */
    getCommunityPages: build.infiniteQuery<ListPage<Community>, CommunitySearch & LangArg, ListPageParam>({
      infiniteQueryOptions: listPageOptions,
      query: ({ queryArg: { q, location, lang }, pageParam }) =>
        contentRequest('/communities', lang, { q, location, ...pageQuery(pageParam) }),
      transformResponse: (items: Community[], meta) => toListPage(items, meta),
      providesTags: (data) => communityTags(data?.pages.flatMap((page) => page.items)),
    }),
  }),
});

/** The approved communities in the UI language (call it with no argument). */
export const useGetCommunitiesQuery = withContentLanguage(communitiesApi.useGetCommunitiesQuery);

/**
 * The approved communities matching `search` a page at a time, in the UI language. A blank `q` or
 * `location` is left out, so the unsearched list is one cache entry (the shell's badge reads it).
 * `restoreItems`: the number a list had loaded before (Back, a reload), asked for at once.
 */
export function useCommunityPages(
  { q, location }: CommunitySearch,
  { restoreItems = 0, skip = false }: { restoreItems?: number; skip?: boolean } = {},
) {
  const lang = useContentLanguage();
  return communitiesApi.useGetCommunityPagesInfiniteQuery(
    { q: q?.trim() || undefined, location: location?.trim() || undefined, lang },
    { initialPageParam: restoredFirstPage(restoreItems), skip },
  );
}

/**
 * The number of approved communities (the shell's badge): the unsearched list's X-Total-Count, from
 * the same first page the directory shows; a short first page without the header is the whole list.
 * undefined while loading or on error.
 */
export function useCommunityCount(): number | undefined {
  const lang = useContentLanguage();
  const { count } = communitiesApi.useGetCommunityPagesInfiniteQuery(
    { lang },
    {
      selectFromResult: ({ data }) => {
        const first = data?.pages[0];
        const whole = first && first.items.length < LIST_PAGE_SIZE ? first.items.length : undefined;
        return { count: first ? (first.total ?? whole) : undefined };
      },
    },
  );
  return count;
}
