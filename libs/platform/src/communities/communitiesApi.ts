import type { Community } from '@byp/contracts';
import { baseApi } from '../api/baseApi';

/** Tag of the public communities list; a remote's community write invalidates it. */
export const COMMUNITY_LIST_TAG = { type: 'Community' as const, id: 'LIST' };

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Community'] });

/**
 * GET /api/communities, in the platform because two packages read it on one page: the shell's
 * category selector shows its length as the 'communities' badge, and the directory lists and
 * plots it. One endpoint keyed by the search term alone means one request on /, not two.
 */
export const communitiesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Approved communities, optionally searched on the server (the All view on /). The
     * /communities page loads them all once and filters in the browser (spec section 2). Without
     * a term the URL is `/api/communities` exactly, the one the /communities page's HTML preloads.
     */
    getCommunities: build.query<Community[], { q?: string } | void>({
      query: (search) => (search?.q ? { url: '/communities', params: { q: search.q } } : '/communities'),
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${queryArgs?.q ?? ''})`,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Community' as const, id })),
        COMMUNITY_LIST_TAG,
      ],
    }),
  }),
});

export const { useGetCommunitiesQuery } = communitiesApi;
