import {
  baseApi,
  contentRequest,
  listPageOptions,
  pageQuery,
  restoredFirstPage,
  toListPage,
  useContentLanguage,
  withContentLanguage,
  type LangArg,
  type ListPage,
  type ListPageParam,
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

/** One page of matching businesses, with the matching total and the server's suggestion. */
export type BusinessPage = ListPage<Business>;

const LIST_TAG = { type: 'Business' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] });

export const businessesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/businesses?limit=&offset=: the matching businesses a page at a time (issue 29,
     * point 3), with the matching total from the X-Total-Count header. The product's lists use
     * this, never the full array of the plain GET.
     */
    getBusinessPages: build.infiniteQuery<BusinessPage, BusinessSearch & LangArg, ListPageParam>({
      infiniteQueryOptions: listPageOptions,
      query: ({ queryArg: { q, location, category, openNow, lang }, pageParam }) =>
        contentRequest('/businesses', lang, {
          q,
          location,
          category,
          openNow: openNow ? 'true' : undefined,
          ...pageQuery(pageParam),
        }),
      transformResponse: (items: Business[], meta): BusinessPage => toListPage(items, meta),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) =>
          page.items.map(({ id }) => ({ type: 'Business' as const, id })),
        ),
        LIST_TAG,
      ],
    }),
    /**
     * The session's favourites by id (favourites-only mode), each GET /api/businesses/:id; one
     * that no longer exists (or is no longer approved) is left out.
     */
    getBusinessesByIds: build.query<Business[], { ids: string[] } & LangArg>({
      async queryFn({ ids, lang }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          ids.map((id) => baseQuery(contentRequest(`/businesses/${encodeURIComponent(id)}`, lang))),
        );
        const failed = answers.find((answer) => answer.error && answer.error.status !== 404);
        if (failed?.error) return { error: failed.error };
        return { data: answers.flatMap((answer) => (answer.data ? [answer.data as Business] : [])) };
      },
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Business' as const, id })),
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
/**
 * The matching businesses a page at a time, in the UI language. `restoreItems`: the number of
 * cards a list had loaded before (Back, a reload), asked for at once when its cache is gone.
 */
export function useBusinessPages(search: BusinessSearch, restoreItems = 0) {
  const lang = useContentLanguage();
  return businessesApi.useGetBusinessPagesInfiniteQuery(
    { ...search, lang },
    { initialPageParam: restoredFirstPage(restoreItems) },
  );
}
/** The session's favourites by id, in the UI language: `{ ids }`. */
export const useGetBusinessesByIdsQuery = withContentLanguage(businessesApi.useGetBusinessesByIdsQuery);
/** One business in the UI language: `{ id }`. */
export const useGetBusinessQuery = withContentLanguage(businessesApi.useGetBusinessQuery);
/** The business at an address in the UI language: `{ slug }`. */
export const useGetBusinessBySlugQuery = withContentLanguage(businessesApi.useGetBusinessBySlugQuery);
