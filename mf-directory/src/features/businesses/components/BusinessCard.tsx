import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker, useTextLanguage } from '@byp/platform';
import {
  Badge,
  Button,
  CardBody,
  CardDescription,
  CardFooter,
  CardTitle,
  CheckIcon,
  CrownIcon,
  MapPinIcon,
  TagIcon,
  VisuallyHidden,
} from '@byp/ui';
import { CardMedia, ContactCardFrame, HoverContacts } from '../../../components/ContactCard';
import { ImageWithPlaceholder } from '../../../components/ImageWithPlaceholder';
import { StarRating } from '../../../components/StarRating';
import { useNow } from '../../../hooks/useNow';
import {
  COUNTDOWN_TICK_MS,
  discountLabel,
  isCurrentOffer,
  type OfferDiscount,
  type OfferTiming,
} from '../../../lib/offerRules';
import type { Business } from '../api/businessesApi';
import { OpeningStatusLine } from '../hours/OpeningStatusLine';
import { FavouriteButton } from './FavouriteButton';

/** What the card needs of a business's offer (the page looks it up in the offers list). */
export type CardOffer = OfferDiscount & OfferTiming;

const TopLeft = styled.div`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const TopRight = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;

const OfferBanner = styled.p`
  position: absolute;
  left: 0;
  bottom: 0.75rem;
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.25rem 0.75rem 0.25rem 0.6rem;
  border-radius: 0 ${({ theme }) => theme.radii.full} ${({ theme }) => theme.radii.full} 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Address = styled.p`
  margin: auto 0 0;
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`;

const Footer = styled(CardFooter)`
  button {
    flex: 1;
  }
`;

export interface BusinessCardProps {
  business: Business;
  /** The business's offer, if any: the banner shows only while it is current. */
  offer?: CardOffer | null;
  onViewDetails: (business: Business) => void;
}

/** Memoised: a growing list (VirtualCardGrid) that draws more rows does not draw the cards already there again. */
export const BusinessCard = memo(function BusinessCard({
  business,
  offer,
  onViewDetails,
}: BusinessCardProps) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const now = useNow(COUNTDOWN_TICK_MS);
  const nameId = `business-${business.id}-name`;
  const categoryLabel = t(`common:categories.${business.category}`, { defaultValue: business.category });
  const banner = offer && isCurrentOffer(offer, now) ? discountLabel(offer, t, i18n.language) : '';

  return (
    <ContactCardFrame aria-labelledby={nameId} data-testid="business-card">
      <CardMedia>
        <ImageWithPlaceholder src={business.heroImage} alt="" />
        <TopLeft>
          {business.isVerified ? (
            <Badge variant="success">
              <CheckIcon aria-hidden="true" /> {t('badges.verified')}
            </Badge>
          ) : null}
          {business.isPremium ? (
            <Badge variant="accent">
              <CrownIcon aria-hidden="true" /> {t('badges.premium')}
            </Badge>
          ) : null}
        </TopLeft>
        <TopRight>
          <FavouriteButton businessId={business.id} />
        </TopRight>
        {banner ? (
          <OfferBanner data-testid="offer-banner">
            <TagIcon aria-hidden="true" />
            <VisuallyHidden>{t('card.offer')}: </VisuallyHidden>
            {banner}
          </OfferBanner>
        ) : null}
        <HoverContacts
          contacts={business}
          labels={{
            phone: t('card.call', { name: business.name }),
            email: t('card.email', { name: business.name }),
            instagram: t('card.instagram', { name: business.name }),
          }}
        />
      </CardMedia>
      <CardBody>
        <div>
          <Badge variant="category">{categoryLabel}</Badge>
        </div>
        <CardTitle id={nameId} lang={useTextLanguage(business.nameI18n)}>
          {business.name}
        </CardTitle>
        <FallbackMarker text={[business.nameI18n, business.descriptionI18n]} />
        <StarRating rating={business.averageRating} reviewCount={business.totalReviews} />
        <OpeningStatusLine schedule={business.openingSchedule} now={now} />
        <CardDescription lang={useTextLanguage(business.descriptionI18n)}>
          {business.description}
        </CardDescription>
        <Address>
          <MapPinIcon aria-hidden="true" />
          <span>
            <VisuallyHidden>{t('businesses.address')}: </VisuallyHidden>
            {business.address}
          </span>
        </Address>
      </CardBody>
      <Footer>
        <Button variant="primary" onClick={() => onViewDetails(business)} aria-describedby={nameId}>
          {t('card.viewDetails')}
        </Button>
      </Footer>
    </ContactCardFrame>
  );
});
