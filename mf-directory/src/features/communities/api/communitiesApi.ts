import { baseApi } from '@byp/platform';
import type { Community, CommunitySubmission } from '@byp/contracts';
import { definedParams } from '../../../lib/queryParams';

export type { Community, CommunitySubmission } from '@byp/contracts';

const LIST_TAG = { type: 'Community' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Community'] });

export const communitiesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/communities: approved communities (optionally searched on the server). The
     * /communities page loads them all once and filters in the browser (spec section 2).
     */
    getCommunities: build.query<Community[], { q?: string } | void>({
      query: (search) => ({ url: '/communities', params: definedParams({ q: search?.q }) }),
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Community' as const, id })),
        LIST_TAG,
      ],
    }),
    /** POST /api/communities/public: creates a pending community, then the lists are loaded again. */
    submitCommunity: build.mutation<Community, CommunitySubmission>({
      query: (body) => ({ url: '/communities/public', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetCommunitiesQuery, useSubmitCommunityMutation } = communitiesApi;
