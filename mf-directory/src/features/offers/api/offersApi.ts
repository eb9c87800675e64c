import { baseApi } from '@byp/platform';
import type { Offer } from '@byp/contracts';

export type { Offer } from '@byp/contracts';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Offer'] });

export const offersApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/offers: current offers, each with its business's name. */
    getOffers: build.query<Offer[], void>({
      query: () => '/offers',
      providesTags: ['Offer'],
    }),
    /**
     * POST /api/offers/:id/claim: the answer is the offer with its new redemption count, written
     * into the cached list. A refusal (409) means the list is out of date: it is loaded again.
     */
    claimOffer: build.mutation<Offer, string>({
      query: (id) => ({ url: `/offers/${encodeURIComponent(id)}/claim`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? ['Offer'] : []),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data: claimed } = await queryFulfilled;
          dispatch(
            offersApi.util.updateQueryData('getOffers', undefined, (offers) => {
              const index = offers.findIndex((offer) => offer.id === claimed.id);
              if (index !== -1) offers[index] = { ...offers[index], ...claimed };
            }),
          );
        } catch {
          // The component shows the error; the tag invalidation reloads the list.
        }
      },
    }),
  }),
});

export const { useGetOffersQuery, useClaimOfferMutation } = offersApi;
