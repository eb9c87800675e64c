import { baseApi } from '@byp/platform';

/** The fields of a business the admin remote reads so far (spec section 3). */
export interface AdminBusiness {
  id: string;
  name: string;
  category: string;
  isVerified?: number;
  isPremium?: number;
}

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] });

/** GET /api/businesses/all: every business, pending ones included (admin token required). */
export const adminBusinessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAllBusinesses: build.query<AdminBusiness[], void>({
      query: () => '/businesses/all',
      providesTags: [{ type: 'Business', id: 'ADMIN_LIST' }],
    }),
  }),
});

export const { useGetAllBusinessesQuery } = adminBusinessesApi;
