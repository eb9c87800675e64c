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
  }),
});

export const { useGetCategoryCountsQuery } = categoryCountsApi;
