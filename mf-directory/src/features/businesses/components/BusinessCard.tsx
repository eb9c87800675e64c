import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reactH,
  selectIsFavourite,
  toggleFavourite,
  useAppDispatch,
  useAppSelector,
  useContentLanguage,
  useIsServedCard,
} from '@byp/platform';
import { BUSINESS_CARD_CSS, businessCardView, CARD_CSS_ID } from '@byp/contracts';
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

/**
 * The card's look (@byp/contracts' BUSINESS_CARD_CSS), added to the document's head once. The served
 * page has its own copy beside its cards, which goes with the static first paint.
 */
function addCardCss() {
  const id = `${CARD_CSS_ID}-app`;
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = BUSINESS_CARD_CSS;
  document.head.appendChild(style);
}
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
  const served = useIsServedCard();
  const [hydrated, setHydrated] = useState(!served);
  useEffect(() => setHydrated(true), []);
  const now = useNow(COUNTDOWN_TICK_MS);
  const dispatch = useAppDispatch();
  const favourite = useAppSelector((state) => selectIsFavourite(state, business.id));

  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A cached image (or a served one) may have finished before React attached its handlers.
    const img = imageRef.current;
    setImage(img?.complete && img.naturalWidth > 0 ? 'loaded' : 'loading');
  }, [business.heroImage]);

  const banner = offer && isCurrentOffer(offer, now) ? discountLabel(offer, t, i18n.language) : '';
  const status = business.openingSchedule ? openingStatusAt(business.openingSchedule, now) : null;

  return businessCardView(reactH, {
    business,
    lang,
    live: hydrated
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
    onImageLoad: () => setImage('loaded'),
    onImageError: () => setImage('failed'),
    imageRef,
  });
});
