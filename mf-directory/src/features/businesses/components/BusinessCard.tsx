import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  CheckIcon,
  CrownIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TagIcon,
  VisuallyHidden,
} from '@byp/ui';
import { ImageWithPlaceholder } from '../../../components/ImageWithPlaceholder';
import { StarRating } from '../../../components/StarRating';
import { useNow } from '../../../hooks/useNow';
import { instagramUrl, mailtoUrl, telUrl } from '../../../lib/contactLinks';
import {
  COUNTDOWN_TICK_MS,
  discountLabel,
  isCurrentOffer,
  type OfferDiscount,
  type OfferTiming,
} from '../../../lib/offerRules';
import type { Business } from '../api/businessesApi';
import { FavouriteButton } from './FavouriteButton';

/** What the card needs of a business's offer (the page looks it up in the offers list). */
export type CardOffer = OfferDiscount & OfferTiming;

const StyledCard = styled(Card)`
  height: 100%;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Media = styled.div`
  position: relative;
`;

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

// Contact buttons appear when the card is hovered or anything in it has keyboard focus, and
// always on touch screens (no hover there).
const Contacts = styled.div`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  display: flex;
  gap: 0.35rem;
  opacity: 0;
  transform: translateY(0.25rem);
  transition:
    opacity 0.15s ease,
    transform 0.15s ease;
  ${StyledCard}:hover &, ${StyledCard}:focus-within & {
    opacity: 1;
    transform: none;
  }
  @media (hover: none) {
    opacity: 1;
    transform: none;
  }
`;

const ContactLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
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

export function BusinessCard({ business, offer, onViewDetails }: BusinessCardProps) {
  const { t } = useTranslation('directory');
  const now = useNow(COUNTDOWN_TICK_MS);
  const nameId = `business-${business.id}-name`;
  const categoryLabel = t(`common:categories.${business.category}`, { defaultValue: business.category });
  const banner = offer && isCurrentOffer(offer, now) ? discountLabel(offer, t) : '';

  return (
    <StyledCard aria-labelledby={nameId} data-testid="business-card">
      <Media>
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
        <Contacts>
          {business.phone ? (
            <ContactLink
              href={telUrl(business.phone)}
              aria-label={t('card.call', { name: business.name })}
              title={business.phone}
            >
              <PhoneIcon aria-hidden="true" />
            </ContactLink>
          ) : null}
          {business.email ? (
            <ContactLink
              href={mailtoUrl(business.email)}
              aria-label={t('card.email', { name: business.name })}
              title={business.email}
            >
              <MailIcon aria-hidden="true" />
            </ContactLink>
          ) : null}
          {business.instagram ? (
            <ContactLink
              href={instagramUrl(business.instagram)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.instagram', { name: business.name })}
              title={t('card.instagram', { name: business.name })}
            >
              <InstagramIcon aria-hidden="true" />
            </ContactLink>
          ) : null}
        </Contacts>
      </Media>
      <CardBody>
        <div>
          <Badge variant="category">{categoryLabel}</Badge>
        </div>
        <CardTitle id={nameId}>{business.name}</CardTitle>
        <StarRating rating={business.averageRating} reviewCount={business.totalReviews} />
        <Description>{business.description}</Description>
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
    </StyledCard>
  );
}
