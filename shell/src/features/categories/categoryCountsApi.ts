import { baseApi } from '@byp/platform';

export interface CategoryCount {
  category: string;
  count: number;
}

/** Counts for the category selector's badges. */
export const categoryCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/businesses/categories: how many businesses each category has. */
    getCategoryCounts: build.query<CategoryCount[], void>({
      query: () => '/businesses/categories',
    }),
    /** GET /api/communities (the approved list, cached 5 minutes): the 'communities' badge is its length. */
    getCommunityCount: build.query<number, void>({
      query: () => '/communities',
      transformResponse: (communities: unknown) => (Array.isArray(communities) ? communities.length : 0),
    }),
  }),
});

export const { useGetCategoryCountsQuery, useGetCommunityCountQuery } = categoryCountsApi;
