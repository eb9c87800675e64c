import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker, useTextLanguage } from '@byp/platform';
import { COMMUNITY_CARD_MAX_LINKS } from '@byp/contracts';
import {
  Badge,
  Button,
  CardBody,
  CardDescription,
  CardFooter,
  CardTitle,
  ExternalLinkIcon,
  MailIcon,
} from '@byp/ui';
import { CardMedia, ContactCardFrame, HoverContacts } from '../../../components/ContactCard';
import { ImageWithPlaceholder } from '../../../components/ImageWithPlaceholder';
import { mailtoUrl } from '@byp/contracts';
import type { Community } from '../api/communitiesApi';
import { linkChipLabel } from './linkLabel';

const StyledCard = styled(ContactCardFrame)`
  position: relative;
  cursor: pointer;
  &:hover,
  &:focus-within {
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const Email = styled.a`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  display: inline-flex;
  gap: 0.35rem;
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.link};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: auto 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  a {
    position: relative;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    max-width: 100%;
    padding: 0.15rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.full};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.link};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    width: 0.8rem;
    height: 0.8rem;
  }
`;

// The whole card is the Learn More button's click area (its ::after covers the card); the links
// above sit on a higher layer so they stay clickable. One tab stop, a real button for the keyboard.
const LearnMore = styled(Button)`
  flex: 1;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export interface CommunityCardProps {
  community: Community;
  onOpen: (community: Community) => void;
  /** Load the picture at once (the first cards of the list): see ImageWithPlaceholder. */
  imagePriority?: 'high' | 'eager';
}

/**
 * A community's card: hero image (pulse while loading, 'Image unavailable' if it fails), name,
 * description, contact email, up to three extra links then '+N more', hover actions, and
 * Learn More; a click anywhere on the card opens the details too.
 */
export const CommunityCard = memo(function CommunityCard({
  community,
  onOpen,
  imagePriority,
}: CommunityCardProps) {
  const { t } = useTranslation('directory');
  const nameId = `community-${community.id}-name`;
  const newTab = t('detail.newTab');
  const shownLinks = community.links.slice(0, COMMUNITY_CARD_MAX_LINKS);
  const hiddenLinks = community.links.length - shownLinks.length;

  return (
    <StyledCard aria-labelledby={nameId} data-testid="community-card">
      <CardMedia>
        <ImageWithPlaceholder src={community.heroImage} alt="" priority={imagePriority} />
        <HoverContacts
          raised
          contacts={{
            email: community.contactEmail,
            website: community.website,
            instagram: community.instagram,
          }}
          labels={{
            email: t('communityCard.email', { name: community.name }),
            website: t('communityCard.website', { name: community.name }),
            instagram: t('card.instagram', { name: community.name }),
          }}
        />
      </CardMedia>
      <CardBody>
        <CardTitle id={nameId} lang={useTextLanguage(community.nameI18n)}>
          {community.name}
        </CardTitle>
        <FallbackMarker text={[community.nameI18n, community.descriptionI18n]} />
        <CardDescription lang={useTextLanguage(community.descriptionI18n)}>
          {community.description}
        </CardDescription>
        {community.contactEmail ? (
          <Email href={mailtoUrl(community.contactEmail)}>
            <MailIcon aria-hidden="true" />
            {community.contactEmail}
          </Email>
        ) : null}
        {community.links.length > 0 ? (
          <Links aria-label={t('communityCard.links')}>
            {shownLinks.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer" title={`${link} (${newTab})`}>
                  <ExternalLinkIcon aria-hidden="true" />
                  {linkChipLabel(link)}
                </a>
              </li>
            ))}
            {hiddenLinks > 0 ? (
              <li>
                <Badge variant="outline" data-testid="more-links">
                  {t('communityCard.moreLinks', { count: hiddenLinks })}
                </Badge>
              </li>
            ) : null}
          </Links>
        ) : null}
      </CardBody>
      <CardFooter>
        <LearnMore variant="primary" onClick={() => onOpen(community)} aria-describedby={nameId}>
          {t('communityCard.learnMore')}
        </LearnMore>
      </CardFooter>
    </StyledCard>
  );
});
