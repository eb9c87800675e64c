import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Badge,
  Button,
  CheckIcon,
  Dialog,
  ExternalLinkIcon,
  GlobeIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  VisuallyHidden,
} from '@byp/ui';
import { ImageWithPlaceholder } from '../../../components/ImageWithPlaceholder';
import { instagramHandle, instagramUrl, mailtoUrl, tiktokUrl, websiteUrl } from '../../../lib/contactLinks';
import type { Community } from '../api/communitiesApi';
import { linkLabel } from './linkLabel';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Hero = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Six decimals at most (about 10 cm), without trailing zeros. */
const formatCoordinate = (value: number) => String(Number(value.toFixed(6)));

export interface CommunityDetailDialogProps {
  /** The community to show; null closes the dialog. */
  community: Community | null;
  onClose: () => void;
}

/**
 * A community's details (spec: max width 4xl): hero image and name, 'Verified Community' when
 * approved, description, contact links, coordinates when both are known, 'Additional Resources'
 * and Close. Outside links open in a new tab without an opener.
 */
export function CommunityDetailDialog({ community, onClose }: CommunityDetailDialogProps) {
  const { t } = useTranslation('directory');
  const newTab = <VisuallyHidden> ({t('detail.newTab')})</VisuallyHidden>;
  const hasCoordinates =
    community !== null && typeof community.latitude === 'number' && typeof community.longitude === 'number';

  return (
    <Dialog
      open={community !== null}
      onClose={onClose}
      title={community?.name ?? ''}
      closeLabel={t('common:actions.close')}
      size="4xl"
    >
      {community ? (
        <Layout data-testid="community-detail">
          <Hero>
            <ImageWithPlaceholder key={community.heroImage} src={community.heroImage} alt="" ratio="21 / 9" />
          </Hero>
          {community.isApproved === 1 ? (
            <div>
              <Badge variant="success">
                <CheckIcon aria-hidden="true" /> {t('communityDetail.verified')}
              </Badge>
            </div>
          ) : null}
          <Description>{community.description}</Description>
          <Section aria-labelledby="community-contact-heading">
            <h3 id="community-contact-heading">{t('communityDetail.contact')}</h3>
            <LinkList>
              {community.contactEmail ? (
                <li>
                  <MailIcon aria-hidden="true" />
                  <a href={mailtoUrl(community.contactEmail)}>{community.contactEmail}</a>
                </li>
              ) : null}
              {community.website ? (
                <li>
                  <GlobeIcon aria-hidden="true" />
                  <a href={websiteUrl(community.website)} target="_blank" rel="noopener noreferrer">
                    {community.website.replace(/^https?:\/\//i, '')}
                    {newTab}
                  </a>
                </li>
              ) : null}
              {community.instagram ? (
                <li>
                  <InstagramIcon aria-hidden="true" />
                  <a href={instagramUrl(community.instagram)} target="_blank" rel="noopener noreferrer">
                    Instagram: {instagramHandle(community.instagram)}
                    {newTab}
                  </a>
                </li>
              ) : null}
              {community.tiktok ? (
                <li>
                  <ExternalLinkIcon aria-hidden="true" />
                  <a href={tiktokUrl(community.tiktok)} target="_blank" rel="noopener noreferrer">
                    TikTok: {instagramHandle(community.tiktok)}
                    {newTab}
                  </a>
                </li>
              ) : null}
              {hasCoordinates ? (
                <li>
                  <MapPinIcon aria-hidden="true" />
                  <span>
                    {t('communityDetail.coordinates', {
                      latitude: formatCoordinate(community.latitude as number),
                      longitude: formatCoordinate(community.longitude as number),
                    })}
                  </span>
                </li>
              ) : null}
            </LinkList>
          </Section>
          {community.links.length > 0 ? (
            <Section aria-labelledby="community-resources-heading">
              <h3 id="community-resources-heading">{t('communityDetail.resources')}</h3>
              <LinkList>
                {community.links.map((link) => (
                  <li key={link}>
                    <ExternalLinkIcon aria-hidden="true" />
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {linkLabel(link)}
                      {newTab}
                    </a>
                  </li>
                ))}
              </LinkList>
            </Section>
          ) : null}
          <Footer>
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </Footer>
        </Layout>
      ) : null}
    </Dialog>
  );
}
