import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { FallbackMarker, formatDate, formatNumber, useTextLanguage } from '@byp/platform';
import { Badge, Button, CheckIcon, ClockIcon } from '@byp/ui';
import {
  discountLabel,
  formatCountdown,
  isClaimable,
  offerState,
  redemptionPercent,
  timeLeftMs,
  type OfferState,
} from '../../../lib/offerRules';
import type { Offer } from '../api/offersApi';

export type OfferCardVariant = 'compact' | 'full';

const Card = styled.article<{ $state: OfferState; $variant: OfferCardVariant }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: ${({ $variant }) => ($variant === 'compact' ? '0.75rem' : '1rem')};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0;
    font-size: ${({ $variant, theme }) => ($variant === 'compact' ? theme.fontSizes.md : theme.fontSizes.lg)};
  }
  p {
    margin: 0;
  }
  ${({ $state, theme }) =>
    $state === 'expiringSoon' &&
    css`
      border-left-color: #d97706;
      background: ${theme.mode === 'dark' ? '#2a1f0b' : '#fffbeb'};
    `}
  ${({ $state }) =>
    $state === 'expired' &&
    css`
      opacity: 0.6;
      filter: grayscale(0.6);
    `}
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;

const BusinessName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

const Description = styled.p<{ $variant: OfferCardVariant }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $variant }) =>
    $variant === 'compact' &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    `}
`;

const Timing = styled.p<{ $state: OfferState }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $state }) => ($state === 'active' ? 400 : 700)};
  color: ${({ $state, theme }) => ($state === 'expiringSoon' ? (theme.mode === 'dark' ? '#fbbf24' : '#92400e') : theme.colors.textMuted)};
  svg {
    flex: none;
  }
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export interface OfferCardProps {
  offer: Offer;
  now: number;
  variant?: OfferCardVariant;
  onClaim: (offer: Offer) => void;
  claiming?: boolean;
  /** Claimed from this browser already: the button says so and is disabled. */
  claimed?: boolean;
  /** Shows this browser's code again (a claimed offer). */
  onShowCode?: (offer: Offer) => void;
}

/** An offer: discount, business, title, description, validity, countdown, redemptions and Claim. */
export function OfferCard({
  offer,
  now,
  variant = 'full',
  onClaim,
  claiming = false,
  claimed = false,
  onShowCode,
}: OfferCardProps) {
  const { t, i18n } = useTranslation('directory');
  const state = offerState(offer, now);
  const percent = redemptionPercent(offer);
  // '1,000' / '1 000': the counts in the UI language's format.
  const claimedText = t('offers.claimed', {
    current: formatNumber(offer.currentRedemptions, i18n.language),
    max: formatNumber(offer.maxRedemptions ?? 0, i18n.language),
    percent: formatNumber(percent ?? 0, i18n.language),
  });
  const label = discountLabel(offer, t, i18n.language);
  const titleId = `offer-${offer.id}-${variant}-title`;
  const titleLanguage = useTextLanguage(offer.titleI18n);
  const descriptionLanguage = useTextLanguage(offer.descriptionI18n);
  const claimable = isClaimable(offer, now);
  const countdown = formatCountdown(timeLeftMs(offer.validUntil, now), t);

  return (
    <Card
      $state={state}
      $variant={variant}
      aria-labelledby={titleId}
      data-testid="offer-card"
      data-state={state}
    >
      <Top>
        <div>
          {offer.businessName ? <BusinessName>{offer.businessName}</BusinessName> : null}
          <h3 id={titleId} lang={titleLanguage}>
            {offer.title}
          </h3>
          <FallbackMarker text={[offer.titleI18n, offer.descriptionI18n]} />
        </div>
        {label ? <Badge variant="accent">{label}</Badge> : null}
      </Top>
      <Description $variant={variant} lang={descriptionLanguage}>
        {offer.description}
      </Description>
      <Timing $state={state}>
        <ClockIcon aria-hidden="true" />
        {state === 'expired' ? (
          <span>{countdown}</span>
        ) : (
          <span>
            {state === 'expiringSoon' ? `${t('offers.endsSoon')} · ` : ''}
            {t('offers.timeLeft', { time: countdown })}
          </span>
        )}
      </Timing>
      {variant === 'full' ? (
        <Small>{t('offers.validUntil', { date: formatDate(offer.validUntil, 'PPP', i18n.language) })}</Small>
      ) : null}
      {percent !== null ? (
        <div>
          <Track
            role="progressbar"
            aria-label={t('offers.redemptions')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={claimedText}
          >
            <Bar style={{ width: `${percent}%` }} />
          </Track>
          <Small>{claimedText}</Small>
        </div>
      ) : null}
      <Footer>
        {claimed ? (
          <>
            <Button variant="secondary" size="sm" disabled aria-describedby={titleId}>
              <CheckIcon aria-hidden="true" />
              {t('offers.claim.claimedButton')}
            </Button>
            {onShowCode ? (
              <Button
                variant="primary"
                size="sm"
                disabled={claiming}
                aria-busy={claiming}
                aria-describedby={titleId}
                onClick={() => onShowCode(offer)}
              >
                {t('offers.code.show')}
              </Button>
            ) : null}
          </>
        ) : (
          <Button
            variant="primary"
            size="sm"
            disabled={!claimable || claiming}
            aria-busy={claiming}
            aria-describedby={titleId}
            onClick={() => onClaim(offer)}
          >
            {t('offers.claim.button')}
          </Button>
        )}
      </Footer>
    </Card>
  );
}
