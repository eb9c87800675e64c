import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addCardCss,
  reactH,
  selectIsFavourite,
  toggleFavourite,
  useAppDispatch,
  useAppSelector,
  useContentLanguage,
  useLiveAfterHydration,
} from '@byp/platform';
import { businessCardView } from '@byp/contracts';
import { useCardImage } from '../../../hooks/useCardImage';
import { useNow } from '../../../hooks/useNow';
import {
  COUNTDOWN_TICK_MS,
  discountLabel,
  isCurrentOffer,
  type OfferDiscount,
  type OfferTiming,
} from '../../../lib/offerRules';
import type { Business } from '../api/businessesApi';
import { openingStatusAt } from '../hours/openingStatus';
import { openingStatusText } from '../hours/openingStatusText';

/** What the card needs of a business's offer (the page looks it up in the offers list). */
export type CardOffer = OfferDiscount & OfferTiming;

addCardCss();

export interface BusinessCardProps {
  business: Business;
  /** The business's offer, if any: the banner shows only while it is current. */
  offer?: CardOffer | null;
  onViewDetails: (business: Business) => void;
}

/**
 * A business's card: @byp/contracts' `businessCardView`, the markup svc-catalog serves in the
 * page's HTML (issue 29, point 2). A served card hydrates first as it was served, then adds what
 * only the browser knows (favourite, offer, open now, the image's state); a card drawn by the app
 * has them at once. Memoised: a growing list that draws more rows does not draw these again.
 */
export const BusinessCard = memo(function BusinessCard({
  business,
  offer,
  onViewDetails,
}: BusinessCardProps) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const lang = useContentLanguage();
  const live = useLiveAfterHydration();
  const now = useNow(COUNTDOWN_TICK_MS);
  const dispatch = useAppDispatch();
  const favourite = useAppSelector((state) => selectIsFavourite(state, business.id));

  const { image, ...imageProps } = useCardImage(business.heroImage);

  const banner = offer && isCurrentOffer(offer, now) ? discountLabel(offer, t, i18n.language) : '';
  const status = business.openingSchedule ? openingStatusAt(business.openingSchedule, now) : null;

  return businessCardView(reactH, {
    business,
    lang,
    live: live
      ? {
          favourite,
          banner,
          status: status && {
            open: status.state === 'open',
            text: openingStatusText(status, t, i18n.language),
          },
          image,
        }
      : undefined,
    onViewDetails: () => onViewDetails(business),
    onToggleFavourite: () => dispatch(toggleFavourite(business.id)),
    ...imageProps,
  });
});
