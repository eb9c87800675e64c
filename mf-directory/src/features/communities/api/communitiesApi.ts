import {
  communitiesApi as communityReads,
  COMMUNITY_LIST_TAG,
  contentRequest,
  withContentLanguage,
  type LangArg,
} from '@byp/platform';
import type { Community, CommunitySubmission } from '@byp/contracts';

export type { Community, CommunitySubmission } from '@byp/contracts';
// The reads are the platform's: the shell's category badge reads the same first page (one request on /).
export { useCommunityPages, useGetCommunitiesQuery } from '@byp/platform';

// Injected into the platform's reads, which already declare the 'Community' tag type.
export const communitiesApi = communityReads.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/communities/by-slug/:slug: the community at an address (issue 25); old slugs redirect. */
    getCommunityBySlug: build.query<Community, { slug: string } & LangArg>({
      query: ({ slug, lang }) => contentRequest(`/communities/by-slug/${encodeURIComponent(slug)}`, lang),
    }),
    /** POST /api/communities/public: creates a pending community, then the lists are loaded again. */
    submitCommunity: build.mutation<Community, CommunitySubmission>({
      query: (body) => ({ url: '/communities/public', method: 'POST', body }),
      invalidatesTags: [COMMUNITY_LIST_TAG],
    }),
  }),
});

export const { useSubmitCommunityMutation } = communitiesApi;
/** The community at an address in the UI language: `{ slug }`. */
export const useGetCommunityBySlugQuery = withContentLanguage(communitiesApi.useGetCommunityBySlugQuery);
