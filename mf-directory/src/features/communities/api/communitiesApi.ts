import { communitiesApi as communityReads, COMMUNITY_LIST_TAG } from '@byp/platform';
import type { Community, CommunitySubmission } from '@byp/contracts';

export type { Community, CommunitySubmission } from '@byp/contracts';
// The reads are the platform's: the shell's category badge reads the same list (one request on /).
export { useGetCommunitiesQuery, useSearchCommunitiesQuery } from '@byp/platform';

// Injected into the platform's reads, which already declare the 'Community' tag type.
export const communitiesApi = communityReads.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/communities/public: creates a pending community, then the lists are loaded again. */
    submitCommunity: build.mutation<Community, CommunitySubmission>({
      query: (body) => ({ url: '/communities/public', method: 'POST', body }),
      invalidatesTags: [COMMUNITY_LIST_TAG],
    }),
  }),
});

export const { useSubmitCommunityMutation } = communitiesApi;
