import { ADMIN_REQUEST, baseApi, contentRequest, withContentLanguage, type LangArg } from '@byp/platform';
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

// 'Business', 'Offer' and 'Review' are also the directory's tags (remotes share them through
// @byp/platform's one API): an edit here reloads what the directory shows in this tab at once.
const withTags = baseApi.enhanceEndpoints({
  addTagTypes: [
    'Business',
    'Offer',
    'Review',
    'AdminStats',
    'CatalogActivity',
    'PendingReview',
    'AdminOffer',
  ],
});

// Every catalog write changes the figures and the log the dashboard shows.
const catalogWrite = ['AdminStats', 'CatalogActivity'] as const;
// A business write: the admin list and the directory's lists, details and category counts.
const businessWrite = ['Business', ...catalogWrite] as const;
const offerWrite = ['AdminOffer', 'Offer', ...catalogWrite] as const;
// A review's moderation changes the business's rating and count too.
const reviewWrite = ['PendingReview', 'Review', 'Business', ...catalogWrite] as const;

/** The admin console's catalog endpoints (svc-catalog; the admin token is attached by the base query). */
export const adminBusinessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getBusinessPage: build.query<AdminBusinessPage, BusinessPageArgs>({
      extraOptions: ADMIN_REQUEST,
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
      extraOptions: ADMIN_REQUEST,
      query: () => '/businesses/stats',
      providesTags: ['AdminStats'],
    }),
    getCatalogActivity: build.query<ModerationLogEntry[], number>({
      extraOptions: ADMIN_REQUEST,
      query: (limit) => ({ url: '/businesses/activity', params: { limit } }),
      providesTags: ['CatalogActivity'],
    }),
    createBusiness: build.mutation<Business, BusinessInput>({
      extraOptions: ADMIN_REQUEST,
      query: (body) => ({ url: '/businesses', method: 'POST', body }),
      invalidatesTags: [...businessWrite],
    }),
    updateBusiness: build.mutation<Business, { id: string; changes: BusinessInput }>({
      extraOptions: ADMIN_REQUEST,
      query: ({ id, changes }) => ({ url: `/businesses/${id}`, method: 'PATCH', body: changes }),
      // Offers show their business's name.
      invalidatesTags: [...businessWrite, ...offerWrite],
    }),
    approveBusiness: build.mutation<Business, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/businesses/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...businessWrite],
    }),
    deleteBusiness: build.mutation<void, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/businesses/${id}`, method: 'DELETE' }),
      // Its offers and reviews go with it.
      invalidatesTags: [...businessWrite, ...offerWrite, ...reviewWrite],
    }),
    importBusinesses: build.mutation<BulkImportResult, string>({
      extraOptions: ADMIN_REQUEST,
      query: (csv) => ({ url: '/businesses/bulk', method: 'POST', body: { csv } }),
      invalidatesTags: [...businessWrite],
    }),
    getPendingReviews: build.query<Review[], LangArg>({
      extraOptions: ADMIN_REQUEST,
      query: ({ lang }) => contentRequest('/businesses/reviews/pending', lang),
      providesTags: ['PendingReview'],
    }),
    approveReview: build.mutation<Review, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/businesses/reviews/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...reviewWrite],
    }),
    deleteReview: build.mutation<void, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/businesses/reviews/${id}`, method: 'DELETE' }),
      invalidatesTags: [...reviewWrite],
    }),
    getAllOffers: build.query<Offer[], LangArg>({
      extraOptions: ADMIN_REQUEST,
      query: ({ lang }) => contentRequest('/offers/all', lang),
      providesTags: ['AdminOffer'],
    }),
    createOffer: build.mutation<Offer, OfferInput>({
      extraOptions: ADMIN_REQUEST,
      query: (body) => ({ url: '/offers', method: 'POST', body }),
      invalidatesTags: [...offerWrite],
    }),
    updateOffer: build.mutation<Offer, { id: string; changes: OfferInput }>({
      extraOptions: ADMIN_REQUEST,
      query: ({ id, changes }) => ({ url: `/offers/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [...offerWrite],
    }),
    deleteOffer: build.mutation<void, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/offers/${id}`, method: 'DELETE' }),
      invalidatesTags: [...offerWrite],
    }),
    /** The CSV export as text (GET /api/businesses/export), for a download the browser saves. */
    exportBusinesses: build.mutation<string, void>({
      extraOptions: ADMIN_REQUEST,
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
