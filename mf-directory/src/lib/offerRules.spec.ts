import { i18n, setLanguage } from '@byp/platform';
import { registerDirectoryTranslations } from '../i18n/registerDirectoryTranslations';
import {
  discountLabel,
  EXPIRING_SOON_MS,
  formatCountdown,
  isClaimable,
  isCurrentOffer,
  offerState,
  redemptionPercent,
} from './offerRules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-20T12:00:00.000Z');
const until = (ms: number) => new Date(now + ms).toISOString();
const t = i18n.getFixedT(null, 'directory');

beforeAll(() => registerDirectoryTranslations());
afterEach(() => setLanguage('en'));

describe('formatCountdown', () => {
  it('reads days and hours when a day or more is left', () => {
    expect(formatCountdown(2 * DAY + 5 * HOUR + 59 * MINUTE, t)).toBe('2d 5h');
    expect(formatCountdown(DAY, t)).toBe('1d 0h');
  });

  it('reads hours and minutes under a day, and minutes under an hour', () => {
    expect(formatCountdown(5 * HOUR + 12 * MINUTE + 30_000, t)).toBe('5h 12m');
    expect(formatCountdown(12 * MINUTE + 59_000, t)).toBe('12m');
    expect(formatCountdown(30_000, t)).toBe('0m');
  });

  it('reads Expired once the time is up', () => {
    expect(formatCountdown(0, t)).toBe('Expired');
    expect(formatCountdown(-HOUR, t)).toBe('Expired');
  });

  it('speaks Ukrainian', async () => {
    await setLanguage('uk');
    expect(formatCountdown(2 * DAY + 5 * HOUR, t)).toBe('2 д 5 год');
    expect(formatCountdown(5 * HOUR + 12 * MINUTE, t)).toBe('5 год 12 хв');
    expect(formatCountdown(12 * MINUTE, t)).toBe('12 хв');
    expect(formatCountdown(-1, t)).toBe('Термін дії минув');
  });
});

describe('discountLabel', () => {
  it('shows a percentage or a pound amount off', () => {
    expect(discountLabel({ discountPercentage: 20, discountAmount: null }, t, 'en')).toBe('20% OFF');
    expect(discountLabel({ discountPercentage: null, discountAmount: 30 }, t, 'en')).toBe('£30 OFF');
    expect(discountLabel({ discountPercentage: null, discountAmount: 12.5 }, t, 'en')).toBe('£12.50 OFF');
    expect(discountLabel({ discountPercentage: null, discountAmount: null }, t, 'en')).toBe('');
  });

  it('speaks Ukrainian, with pounds as Ukrainian writes them', async () => {
    await setLanguage('uk');
    expect(discountLabel({ discountPercentage: 15, discountAmount: null }, t, 'uk')).toBe('Знижка 15%');
    expect(discountLabel({ discountPercentage: null, discountAmount: 30 }, t, 'uk')).toBe('Знижка 30\u00a0£');
    expect(discountLabel({ discountPercentage: null, discountAmount: 12.5 }, t, 'uk')).toBe(
      'Знижка 12,50\u00a0£',
    );
  });
});

describe('offer state', () => {
  const offer = (ms: number, extra = {}) => ({
    validUntil: until(ms),
    isActive: 1 as const,
    maxRedemptions: 10,
    currentRedemptions: 3,
    ...extra,
  });

  it('is active with more than 24 hours left, expiring soon at 24 hours or less, expired after', () => {
    expect(offerState(offer(EXPIRING_SOON_MS + MINUTE), now)).toBe('active');
    expect(offerState(offer(EXPIRING_SOON_MS), now)).toBe('expiringSoon');
    expect(offerState(offer(MINUTE), now)).toBe('expiringSoon');
    expect(offerState(offer(0), now)).toBe('expired');
    expect(offerState(offer(-DAY), now)).toBe('expired');
  });

  it('is current only while active and before validUntil', () => {
    expect(isCurrentOffer(offer(HOUR), now)).toBe(true);
    expect(isCurrentOffer(offer(HOUR, { isActive: 0 }), now)).toBe(false);
    expect(isCurrentOffer(offer(-HOUR), now)).toBe(false);
  });

  it('is claimable while current and not fully redeemed', () => {
    expect(isClaimable(offer(HOUR), now)).toBe(true);
    expect(isClaimable(offer(HOUR, { currentRedemptions: 10 }), now)).toBe(false);
    expect(isClaimable(offer(HOUR, { maxRedemptions: null, currentRedemptions: 999 }), now)).toBe(true);
    expect(isClaimable(offer(-MINUTE), now)).toBe(false);
  });

  it('gives redemptions as a percentage of the maximum, or null without one', () => {
    expect(redemptionPercent({ maxRedemptions: 20, currentRedemptions: 17 })).toBe(85);
    expect(redemptionPercent({ maxRedemptions: 3, currentRedemptions: 1 })).toBe(33);
    expect(redemptionPercent({ maxRedemptions: 10, currentRedemptions: 12 })).toBe(100);
    expect(redemptionPercent({ maxRedemptions: null, currentRedemptions: 4 })).toBeNull();
  });
});
