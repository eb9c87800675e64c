import { CONTENT_LANGUAGES } from '@byp/contracts';
import { baseApi, contentRequest, withContentLanguage, type LangArg } from '@byp/platform';
import type { Offer } from '@byp/contracts';

export type { Offer } from '@byp/contracts';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Offer'] });

export const offersApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/offers: current offers in the UI language, each with its business's name. */
    getOffers: build.query<Offer[], LangArg>({
      query: ({ lang }) => contentRequest('/offers', lang),
      providesTags: ['Offer'],
    }),
    /**
     * POST /api/offers/:id/claim: the answer's new redemption count is written into the cached
     * lists (of each language; only the count, the texts stay in the list's language). A refusal
     * (409) means the list is out of date: it is loaded again.
     */
    claimOffer: build.mutation<Offer, string>({
      query: (id) => ({ url: `/offers/${encodeURIComponent(id)}/claim`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? ['Offer'] : []),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data: claimed } = await queryFulfilled;
          for (const lang of CONTENT_LANGUAGES) {
            dispatch(
              offersApi.util.updateQueryData('getOffers', { lang }, (offers) => {
                const offer = offers.find((candidate) => candidate.id === claimed.id);
                if (offer) offer.currentRedemptions = claimed.currentRedemptions;
              }),
            );
          }
        } catch {
          // The component shows the error; the tag invalidation reloads the list.
        }
      },
    }),
  }),
});

export const { useClaimOfferMutation } = offersApi;
/** The current offers in the UI language (no argument). */
export const useGetOffersQuery = withContentLanguage(offersApi.useGetOffersQuery);
