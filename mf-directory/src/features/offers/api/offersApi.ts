import { CONTENT_LANGUAGES } from '@byp/contracts';
import { baseApi, contentRequest, withContentLanguage, type LangArg } from '@byp/platform';
import type { CheckedClaim, ClaimCheckInput, ClaimedOffer, Offer } from '@byp/contracts';

export type { CheckedClaim, ClaimedOffer, Offer } from '@byp/contracts';

/** A till's request: the code and the offer's key in the body (never the URL), texts in `lang`. */
type TillArgs = ClaimCheckInput & { offerId: string } & LangArg;
const tillRequest =
  (action: 'check' | 'redeem') =>
  ({ offerId, lang, ...body }: TillArgs) => ({
    ...contentRequest(`/offers/${encodeURIComponent(offerId)}/claims/${action}`, lang),
    method: 'POST',
    body,
  });

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Offer'] });

export const offersApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/offers: current offers in the UI language, each with its business's name. */
    getOffers: build.query<Offer[], LangArg>({
      query: ({ lang }) => contentRequest('/offers', lang),
      providesTags: ['Offer'],
    }),
    /**
     * POST /api/offers/:id/claim with this browser's claim token: the answer carries the claim's
     * code (the first one again when this token claimed before) and the new redemption count,
     * which is written into the cached lists (of each language; only the count, the texts stay in
     * the list's language). A refusal (409) means the list is out of date: it is loaded again.
     */
    claimOffer: build.mutation<ClaimedOffer, { id: string; token: string }>({
      query: ({ id, token }) => ({
        url: `/offers/${encodeURIComponent(id)}/claim`,
        method: 'POST',
        body: { token },
      }),
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
    /** POST /api/offers/:id/claims/check: the till looks a code up with the offer's key. */
    checkClaim: build.mutation<CheckedClaim, TillArgs>({ query: tillRequest('check') }),
    /** POST /api/offers/:id/claims/redeem: marks the code used, once (409 after). */
    redeemClaim: build.mutation<CheckedClaim, TillArgs>({ query: tillRequest('redeem') }),
  }),
});

export const { useClaimOfferMutation, useCheckClaimMutation, useRedeemClaimMutation } = offersApi;
/** The current offers in the UI language (no argument). */
export const useGetOffersQuery = withContentLanguage(offersApi.useGetOffersQuery);
