import { baseApi, contentRequest, withContentLanguage, type LangArg } from '@byp/platform';
import type {
  AdminBusinessPage,
  AdminBusinessStatus,
  BulkImportResult,
  Business,
  CatalogStats,
  CsvBusiness,
  ModerationLogEntry,
  Offer,
  Review,
} from '@byp/contracts';

/**
 * Fields an admin can send when creating or editing a business (spec section 7): the same fields
 * a CSV import row carries, the name and description in English (spec names) and Ukrainian
 * (`nameUk`, `descriptionUk`); an edit clears one language with null while the other stays.
 */
export type BusinessInput = Partial<
  Omit<CsvBusiness, 'name' | 'description'> & { name: string | null; description: string | null }
>;

export interface BusinessPageArgs extends LangArg {
  page: number;
  pageSize: number;
  q?: string;
  status?: AdminBusinessStatus;
}

export type OfferInput = Partial<
  Pick<
    Offer,
    | 'businessId'
    | 'discountPercentage'
    | 'discountAmount'
    | 'validFrom'
    | 'validUntil'
    | 'isActive'
    | 'maxRedemptions'
  > & {
    /** English under the spec's names, Ukrainian beside them (issue 23). */
    title: string | null;
    titleUk: string | null;
    description: string | null;
    descriptionUk: string | null;
  }
>;

const withTags = baseApi.enhanceEndpoints({
  addTagTypes: ['Business', 'AdminStats', 'CatalogActivity', 'PendingReview', 'AdminOffer'],
});

// Every catalog write changes the figures and the log the dashboard shows.
const catalogWrite = ['AdminStats', 'CatalogActivity'] as const;

/** The admin console's catalog endpoints (svc-catalog; the admin token is attached by the base query). */
export const adminBusinessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getBusinessPage: build.query<AdminBusinessPage, BusinessPageArgs>({
      query: ({ page, pageSize, q, status, lang }) =>
        contentRequest('/businesses/all', lang, {
          page: String(page),
          pageSize: String(pageSize),
          q,
          status,
        }),
      providesTags: [{ type: 'Business', id: 'ADMIN_LIST' }],
    }),
    getCatalogStats: build.query<CatalogStats, void>({
      query: () => '/businesses/stats',
      providesTags: ['AdminStats'],
    }),
    getCatalogActivity: build.query<ModerationLogEntry[], number>({
      query: (limit) => ({ url: '/businesses/activity', params: { limit } }),
      providesTags: ['CatalogActivity'],
    }),
    createBusiness: build.mutation<Business, BusinessInput>({
      query: (body) => ({ url: '/businesses', method: 'POST', body }),
      invalidatesTags: [{ type: 'Business', id: 'ADMIN_LIST' }, ...catalogWrite],
    }),
    updateBusiness: build.mutation<Business, { id: string; changes: BusinessInput }>({
      query: ({ id, changes }) => ({ url: `/businesses/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [{ type: 'Business', id: 'ADMIN_LIST' }, ...catalogWrite],
    }),
    approveBusiness: build.mutation<Business, string>({
      query: (id) => ({ url: `/businesses/${id}/approve`, method: 'POST' }),
      invalidatesTags: [{ type: 'Business', id: 'ADMIN_LIST' }, ...catalogWrite],
    }),
    deleteBusiness: build.mutation<void, string>({
      query: (id) => ({ url: `/businesses/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Business', id: 'ADMIN_LIST' },
        'AdminOffer',
        'PendingReview',
        ...catalogWrite,
      ],
    }),
    importBusinesses: build.mutation<BulkImportResult, string>({
      query: (csv) => ({ url: '/businesses/bulk', method: 'POST', body: { csv } }),
      invalidatesTags: [{ type: 'Business', id: 'ADMIN_LIST' }, ...catalogWrite],
    }),
    getPendingReviews: build.query<Review[], LangArg>({
      query: ({ lang }) => contentRequest('/businesses/reviews/pending', lang),
      providesTags: ['PendingReview'],
    }),
    approveReview: build.mutation<Review, string>({
      query: (id) => ({ url: `/businesses/reviews/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['PendingReview', ...catalogWrite],
    }),
    deleteReview: build.mutation<void, string>({
      query: (id) => ({ url: `/businesses/reviews/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PendingReview', ...catalogWrite],
    }),
    getAllOffers: build.query<Offer[], LangArg>({
      query: ({ lang }) => contentRequest('/offers/all', lang),
      providesTags: ['AdminOffer'],
    }),
    createOffer: build.mutation<Offer, OfferInput>({
      query: (body) => ({ url: '/offers', method: 'POST', body }),
      invalidatesTags: ['AdminOffer', ...catalogWrite],
    }),
    updateOffer: build.mutation<Offer, { id: string; changes: OfferInput }>({
      query: ({ id, changes }) => ({ url: `/offers/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['AdminOffer', ...catalogWrite],
    }),
    deleteOffer: build.mutation<void, string>({
      query: (id) => ({ url: `/offers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminOffer', ...catalogWrite],
    }),
    /** The CSV export as text (GET /api/businesses/export), for a download the browser saves. */
    exportBusinesses: build.mutation<string, void>({
      query: () => ({ url: '/businesses/export', responseHandler: 'text' }),
    }),
  }),
});

/** Content reads in the UI language (`lang=`; a language switch reads again). */
export const useGetBusinessPageQuery = withContentLanguage(adminBusinessesApi.useGetBusinessPageQuery);
export const useGetPendingReviewsQuery = withContentLanguage(adminBusinessesApi.useGetPendingReviewsQuery);
export const useGetAllOffersQuery = withContentLanguage(adminBusinessesApi.useGetAllOffersQuery);

export const {
  useGetCatalogStatsQuery,
  useGetCatalogActivityQuery,
  useCreateBusinessMutation,
  useUpdateBusinessMutation,
  useApproveBusinessMutation,
  useDeleteBusinessMutation,
  useImportBusinessesMutation,
  useApproveReviewMutation,
  useDeleteReviewMutation,
  useCreateOfferMutation,
  useUpdateOfferMutation,
  useDeleteOfferMutation,
  useExportBusinessesMutation,
} = adminBusinessesApi;
