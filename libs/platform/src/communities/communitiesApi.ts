import type { Community } from '@byp/contracts';
import { baseApi } from '../api/baseApi';
import {
  contentRequest,
  toSearchAnswer,
  withContentLanguage,
  type LangArg,
  type SearchAnswer,
} from '../content/contentLanguage';

/** Tag of the public communities list; a remote's community write invalidates it. */
export const COMMUNITY_LIST_TAG = { type: 'Community' as const, id: 'LIST' };

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Community'] });

const communityTags = (communities: Community[] | undefined) => [
  ...(communities ?? []).map(({ id }) => ({ type: 'Community' as const, id })),
  COMMUNITY_LIST_TAG,
];

/**
 * GET /api/communities, in the platform because two packages read it on one page: the shell's
 * category selector shows its length as the 'communities' badge, and the directory lists and
 * plots it. One endpoint keyed by the language alone means one request on /, not two.
 */
export const communitiesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** Every approved community, in the UI language: `/api/communities?lang=…`. */
    getCommunities: build.query<Community[], LangArg>({
      query: ({ lang }) => contentRequest('/communities', lang),
      providesTags: communityTags,
    }),
    /**
     * Approved communities matching `q`, searched on the server (either script, typos; issue 23),
     * with its 'Did you mean …?' when nothing matched; with `location`, only those at that place
     * (issue 28).
     */
    searchCommunities: build.query<SearchAnswer<Community>, LangArg & { q: string; location?: string }>({
      query: ({ q, location, lang }) => contentRequest('/communities', lang, { q, location }),
      transformResponse: (items: Community[], meta) => toSearchAnswer(items, meta),
      providesTags: (answer) => communityTags(answer?.items),
    }),
  }),
});

/** The approved communities in the UI language (call it with no argument). */
export const useGetCommunitiesQuery = withContentLanguage(communitiesApi.useGetCommunitiesQuery);
/** A server search of the approved communities in the UI language: `{ q, location? }`. */
export const useSearchCommunitiesQuery = withContentLanguage(communitiesApi.useSearchCommunitiesQuery);
