import { baseApi } from '@byp/platform';

export interface CategoryCount {
  category: string;
  count: number;
}

/** GET /api/businesses/categories: how many businesses each category has. */
export const categoryCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryCounts: build.query<CategoryCount[], void>({
      query: () => '/businesses/categories',
    }),
  }),
});

export const { useGetCategoryCountsQuery } = categoryCountsApi;
