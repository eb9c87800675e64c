import {
  baseApi,
  contentRequest,
  toSearchAnswer,
  withContentLanguage,
  type LangArg,
  type SearchAnswer,
} from '@byp/platform';
import type { Business, BusinessCategory } from '@byp/contracts';

export type { Business } from '@byp/contracts';

/** Server-side search (either script, typos; the location matches the address). */
export interface BusinessSearch {
  q?: string;
  location?: string;
  category?: BusinessCategory;
  /** Only businesses open now (London time), decided by the server. */
  openNow?: boolean;
}

/**
 * POST /api/businesses/public body (spec section 7), bilingual (issue 23): `name` and
 * `description` are the English values, `nameUk` and `descriptionUk` the Ukrainian ones; at least
 * one of each pair. A language left blank is not sent.
 */
export interface PublicBusinessInput {
  name?: string;
  nameUk?: string;
  description?: string;
  descriptionUk?: string;
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
  /** OpenStreetMap opening_hours; empty means unknown. */
  openingHours: string;
}

const LIST_TAG = { type: 'Business' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] });

export const businessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/businesses: approved businesses matching the search in the UI language, kept 5
     * minutes and shared, with the server's 'Did you mean …?' when nothing matched.
     */
    getBusinesses: build.query<SearchAnswer<Business>, BusinessSearch & LangArg>({
      query: ({ q, location, category, openNow, lang }) =>
        contentRequest('/businesses', lang, { q, location, category, openNow: openNow ? 'true' : undefined }),
      transformResponse: (items: Business[], meta) => toSearchAnswer(items, meta),
      providesTags: (answer) => [
        ...(answer?.items ?? []).map(({ id }) => ({ type: 'Business' as const, id })),
        LIST_TAG,
      ],
    }),
    /** GET /api/businesses/:id: a business the loaded list does not hold. */
    getBusiness: build.query<Business, { id: string } & LangArg>({
      query: ({ id, lang }) => contentRequest(`/businesses/${encodeURIComponent(id)}`, lang),
      providesTags: (_result, _error, { id }) => [{ type: 'Business', id }],
    }),
    /**
     * GET /api/businesses/by-slug/:slug: the business at an address (issue 25). An old slug is a
     * 301 the browser follows, so the answer's `slug` is the current one.
     */
    getBusinessBySlug: build.query<Business, { slug: string } & LangArg>({
      query: ({ slug, lang }) => contentRequest(`/businesses/by-slug/${encodeURIComponent(slug)}`, lang),
      providesTags: (result) => (result ? [{ type: 'Business', id: result.id }] : []),
    }),
    /** POST /api/businesses/public: creates a pending business, then the list is loaded again. */
    submitBusiness: build.mutation<Business, PublicBusinessInput>({
      query: (body) => ({ url: '/businesses/public', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useSubmitBusinessMutation } = businessesApi;
/** The matching businesses in the UI language: `{ q, location, category }`. */
export const useGetBusinessesQuery = withContentLanguage(businessesApi.useGetBusinessesQuery);
/** One business in the UI language: `{ id }`. */
export const useGetBusinessQuery = withContentLanguage(businessesApi.useGetBusinessQuery);
/** The business at an address in the UI language: `{ slug }`. */
export const useGetBusinessBySlugQuery = withContentLanguage(businessesApi.useGetBusinessBySlugQuery);
