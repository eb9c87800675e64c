import type { Offer } from '@byp/contracts';
import { formatNumber, formatPounds } from '@byp/platform';
import type { DirectoryT } from '../i18n/registerDirectoryTranslations';

// The offer rules of spec sections 4 and 9, pure so that cards, the strip and tests share them.

/** 24 hours or less left: the offer is 'expiring soon' (warning style). */
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;
/** The countdown refreshes every 60 seconds. */
export const COUNTDOWN_TICK_MS = 60_000;
/** The offers strip shows at most 6 offers. */
export const MAX_STRIP_OFFERS = 6;

export type OfferDiscount = Pick<Offer, 'discountPercentage' | 'discountAmount'>;
export type OfferTiming = Pick<Offer, 'validUntil' | 'isActive'>;
export type OfferRedemptions = Pick<Offer, 'maxRedemptions' | 'currentRedemptions'>;
export type OfferState = 'active' | 'expiringSoon' | 'expired';

export function timeLeftMs(validUntil: string, now: number): number {
  return Date.parse(validUntil) - now;
}

/** Current: active and validUntil later than now (spec section 4). */
export function isCurrentOffer(offer: OfferTiming, now: number): boolean {
  return Boolean(offer.isActive) && timeLeftMs(offer.validUntil, now) > 0;
}

export function offerState(offer: OfferTiming, now: number): OfferState {
  if (!isCurrentOffer(offer, now)) return 'expired';
  return timeLeftMs(offer.validUntil, now) <= EXPIRING_SOON_MS ? 'expiringSoon' : 'active';
}

export function isFullyRedeemed(offer: OfferRedemptions): boolean {
  return offer.maxRedemptions != null && offer.currentRedemptions >= offer.maxRedemptions;
}

/** Claimable: current and not yet redeemed as often as allowed. */
export function isClaimable(offer: OfferTiming & OfferRedemptions, now: number): boolean {
  return isCurrentOffer(offer, now) && !isFullyRedeemed(offer);
}

/** Redemptions as a whole percentage of the maximum, or null when there is no maximum. */
export function redemptionPercent(offer: OfferRedemptions): number | null {
  if (!offer.maxRedemptions || offer.maxRedemptions <= 0) return null;
  return Math.min(100, Math.round((offer.currentRedemptions / offer.maxRedemptions) * 100));
}

/** '20% OFF' or '£30 OFF' (translated, the amount in the UI language's format); empty without a discount. */
export function discountLabel(offer: OfferDiscount, t: DirectoryT, language: string): string {
  if (offer.discountPercentage != null)
    return t('directory:offers.percentOff', { value: formatNumber(offer.discountPercentage, language) });
  if (offer.discountAmount != null)
    return t('directory:offers.amountOff', { value: formatPounds(Number(offer.discountAmount), language) });
  return '';
}

/** Days and hours ('2d 5h'), else hours and minutes ('5h 12m'), else minutes ('12m'); 'Expired' at zero. */
export function formatCountdown(msLeft: number, t: DirectoryT): string {
  if (msLeft <= 0) return t('directory:offers.expired');
  const totalMinutes = Math.floor(msLeft / 60_000);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return t('directory:offers.countdown.daysHours', { days, hours });
  if (hours > 0) return t('directory:offers.countdown.hoursMinutes', { hours, minutes });
  return t('directory:offers.countdown.minutes', { minutes });
}
