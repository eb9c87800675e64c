import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toast } from '@byp/platform';
import { useClaimOfferMutation } from '../api/offersApi';
import { rememberClaimed, useClaimedOfferIds } from './claimedOffers';

/** The 409 answers of POST /api/offers/:id/claim and their translation keys. */
const CLAIM_REFUSALS: Record<string, string> = {
  'Offer has been fully redeemed': 'offers.claim.fullyRedeemed',
  'Offer has expired': 'offers.claim.expired',
  'Offer is not active': 'offers.claim.inactive',
};

/**
 * Claims an offer and says how it went in a toast (the server's refusal, translated when known);
 * a granted claim is remembered by this browser (`claimedIds`), which then offers it no more.
 */
export function useClaim() {
  const { t } = useTranslation('directory');
  const [claimOffer, { isLoading, originalArgs }] = useClaimOfferMutation();
  const claimedIds = useClaimedOfferIds();
  const claim = async (offerId: string, title: string) => {
    if (claimedIds.has(offerId)) return;
    try {
      await claimOffer(offerId).unwrap();
      rememberClaimed(offerId);
      toast({ title: t('offers.claim.successTitle'), description: t('offers.claim.success', { title }) });
    } catch (error) {
      const message = apiErrorMessage(error, t('offers.claim.failed'));
      const key = CLAIM_REFUSALS[message];
      toast({ variant: 'destructive', title: t('common:errors.error'), description: key ? t(key) : message });
    }
  };
  return { claim, claimedIds, claimingId: isLoading ? originalArgs : undefined };
}
