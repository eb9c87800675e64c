import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toast } from '@byp/platform';
import { useClaimOfferMutation, type ClaimedOffer } from '../api/offersApi';
import { rememberClaimed, useClaimedOfferIds } from './claimedOffers';
import { claimToken } from './claimToken';
import type { DirectoryKey } from '../../../i18n/registerDirectoryTranslations';

/** The 409 answers of POST /api/offers/:id/claim and their translation keys. */
const CLAIM_REFUSALS: Record<string, DirectoryKey> = {
  'Offer has been fully redeemed': 'offers.claim.fullyRedeemed',
  'Offer has expired': 'offers.claim.expired',
  'Offer is not active': 'offers.claim.inactive',
};

/**
 * Claims an offer with this browser's claim token and shows its code (`shown`, for
 * ClaimCodeDialog), or the server's refusal in a toast (translated when known). A
 * granted claim is remembered by this browser (`claimedIds`): its card says 'Claimed' and offers
 * "Show code", which asks again with the same token and gets the first code back, uncounted.
 */
export function useClaim() {
  const { t } = useTranslation(['directory', 'common']);
  const [claimOffer, { isLoading, originalArgs }] = useClaimOfferMutation();
  const claimedIds = useClaimedOfferIds();
  const [shown, setShown] = useState<ClaimedOffer | null>(null);

  const request = async (offerId: string) => {
    try {
      const claimed = await claimOffer({ id: offerId, token: claimToken() }).unwrap();
      rememberClaimed(offerId);
      // The code's dialog is the confirmation: a toast beside it would only cover its buttons on a
      // phone (the toast area sits over the dialog's foot).
      setShown(claimed);
    } catch (error) {
      const message = apiErrorMessage(error, t('offers.claim.failed'));
      const key = CLAIM_REFUSALS[message];
      toast({ variant: 'destructive', title: t('common:errors.error'), description: key ? t(key) : message });
    }
  };

  return {
    claim: (offerId: string) => request(offerId),
    showCode: (offerId: string) => request(offerId),
    shown,
    closeCode: () => setShown(null),
    claimedIds,
    claimingId: isLoading ? originalArgs?.id : undefined,
  };
}
