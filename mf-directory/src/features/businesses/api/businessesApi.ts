import { baseApi } from '@byp/platform';
import type { Business, BusinessCategory } from '@byp/contracts';
import { definedParams } from '../../../lib/queryParams';

export type { Business } from '@byp/contracts';

/** Server-side search (spec: case-insensitive substring; the location matches the address). */
export interface BusinessSearch {
  q?: string;
  location?: string;
  category?: BusinessCategory;
}

/** POST /api/businesses/public body (spec section 7). */
export interface PublicBusinessInput {
  name: string;
  description: string;
  category: string;
  address: string;
  area: string;
  heroImage: string;
  phone: string;
  email: string;
  website: string;
  instagram: string;
  tiktok: string;
  galleryImages: string[];
}

const LIST_TAG = { type: 'Business' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] });

export const businessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/businesses: approved businesses matching the search, kept 5 minutes and shared. */
    getBusinesses: build.query<Business[], BusinessSearch>({
      query: ({ q, location, category }) => ({
        url: '/businesses',
        params: definedParams({ q, location, category }),
      }),
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Business' as const, id })),
        LIST_TAG,
      ],
    }),
    /** GET /api/businesses/:id: a business the loaded list does not hold. */
    getBusiness: build.query<Business, string>({
      query: (id) => `/businesses/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Business', id }],
    }),
    /** POST /api/businesses/public: creates a pending business, then the list is loaded again. */
    submitBusiness: build.mutation<Business, PublicBusinessInput>({
      query: (body) => ({ url: '/businesses/public', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetBusinessesQuery, useGetBusinessQuery, useSubmitBusinessMutation } = businessesApi;
