import { baseApi } from '@byp/platform';

/** The fields of a business this remote shows so far (spec section 3). */
export interface Business {
  id: string;
  name: string;
  description: string;
  category: string;
  address: string;
  area?: string | null;
  heroImage?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isVerified?: number;
  isPremium?: number;
}

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] });

/** GET /api/businesses: loaded once, shared and kept 5 minutes (the base API's default). */
export const businessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getBusinesses: build.query<Business[], void>({
      query: () => '/businesses',
      providesTags: (result) =>
        result
          ? [...result.map(({ id }) => ({ type: 'Business' as const, id })), { type: 'Business' as const, id: 'LIST' }]
          : [{ type: 'Business' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetBusinessesQuery } = businessesApi;
