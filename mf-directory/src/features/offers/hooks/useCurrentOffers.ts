import { useMemo } from 'react';
import { COUNTDOWN_TICK_MS, isCurrentOffer } from '../../../lib/offerRules';
import { useNow } from '../../../hooks/useNow';
import { useGetOffersQuery, type Offer } from '../api/offersApi';

/**
 * The offers that were current when the list was loaded, the soonest to end first, and the
 * time (ticking every 60 s). An offer that runs out while on screen stays, shown as 'Expired'.
 */
export function useCurrentOffers() {
  const now = useNow(COUNTDOWN_TICK_MS);
  const query = useGetOffersQuery();
  const { data, fulfilledTimeStamp } = query;
  const offers = useMemo(
    () =>
      (data ?? [])
        .filter((offer) => isCurrentOffer(offer, fulfilledTimeStamp ?? Date.now()))
        .sort((a, b) => Date.parse(a.validUntil) - Date.parse(b.validUntil)),
    [data, fulfilledTimeStamp],
  );
  return { ...query, offers, now };
}

/** Each business's first offer, for the banner on its card (the card hides it once it has ended). */
export function useOfferForBusiness(): (businessId: string) => Offer | undefined {
  const { offers } = useCurrentOffers();
  return useMemo(() => {
    const byBusiness = new Map<string, Offer>();
    for (const offer of offers)
      if (!byBusiness.has(offer.businessId)) byBusiness.set(offer.businessId, offer);
    return (businessId: string) => byBusiness.get(businessId);
  }, [offers]);
}
