import { baseApi } from '@byp/platform';

export interface CategoryCount {
  category: string;
  count: number;
}

/**
 * Counts for the category selector's badges. Tagged 'Business' like every business read, so an
 * admin's business write in this tab (mf-admin) reloads them at once.
 */
export const categoryCountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/businesses/categories: how many businesses each category has. */
    getCategoryCounts: build.query<CategoryCount[], void>({
      query: () => '/businesses/categories',
      providesTags: [{ type: 'Business', id: 'CATEGORY_COUNTS' }],
    }),
  }),
});

export const { useGetCategoryCountsQuery } = categoryCountsApi;
