import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker, ShareButton, useTextLanguage } from '@byp/platform';
import { Badge, Button, CheckIcon, Dialog, ExternalLinkIcon, MapPinIcon, VisuallyHidden } from '@byp/ui';
import { ContactLinkItems, ContactList } from '../../../components/ContactList';
import { DetailSection } from '../../../components/DetailSection';
import { ImageWithPlaceholder } from '../../../components/ImageWithPlaceholder';
import { Gallery } from '../../../components/Gallery';
import { galleryImagesOf } from '../../../hooks/useGallery';
import type { Community } from '../api/communitiesApi';
import { CommunityEvents } from '../events/CommunityEvents';
import { mapLinkOf, readableCoordinates } from '../hooks/readableCoordinates';
import { linkLabel } from '@byp/contracts';

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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface CommunityDetailDialogProps {
  /** The community to show; null closes the dialog. */
  community: Community | null;
  /** Open while the community at an address loads (issue 25); by default, open with a community. */
  open?: boolean;
  onClose: () => void;
}

/**
 * A community's details (spec: max width 4xl): hero image and name, 'Verified Community' when
 * approved, description, contact links, coordinates when both are known, 'Additional Resources'
 * and Close. Outside links open in a new tab without an opener.
 */
export function CommunityDetailDialog({ community, open, onClose }: CommunityDetailDialogProps) {
  const { t } = useTranslation(['directory', 'common']);
  const newTab = <VisuallyHidden> ({t('detail.newTab')})</VisuallyHidden>;
  const descriptionLanguage = useTextLanguage(community?.descriptionI18n);
  const hasCoordinates =
    community !== null && typeof community.latitude === 'number' && typeof community.longitude === 'number';

  return (
    <Dialog
      open={open ?? community !== null}
      onClose={onClose}
      title={community?.name ?? ''}
      closeLabel={t('common:actions.close')}
      size="4xl"
    >
      {community ? (
        <Layout data-testid="community-detail">
          {(community.galleryImages ?? []).length > 0 ? (
            // Uploaded photos (issue 26): the businesses' gallery, cover first.
            <Gallery key={community.id} images={galleryImagesOf(community)} name={community.name} />
          ) : (
            <Hero>
              <ImageWithPlaceholder
                key={community.heroImage}
                src={community.heroImage}
                alt=""
                ratio="21 / 9"
                variant="wide"
              />
            </Hero>
          )}
          <div>
            {community.isApproved === 1 ? (
              <Badge variant="success">
                <CheckIcon aria-hidden="true" /> {t('communityDetail.verified')}
              </Badge>
            ) : null}{' '}
            {community.slug ? (
              <ShareButton path={`/communities/${community.slug}`} title={community.name} />
            ) : null}
          </div>
          <FallbackMarker text={community.nameI18n} />
          <Description lang={descriptionLanguage}>
            {community.description}
            <FallbackMarker text={community.descriptionI18n} />
          </Description>
          <DetailSection aria-labelledby="community-contact-heading">
            <h3 id="community-contact-heading">{t('communityDetail.contact')}</h3>
            <ContactList>
              <ContactLinkItems
                email={community.contactEmail}
                website={community.website}
                instagram={community.instagram}
                tiktok={community.tiktok}
              />
              {community.placeName ? (
                <li>
                  <MapPinIcon aria-hidden="true" />
                  <span>{t('communityDetail.placeName', { place: community.placeName })}</span>
                </li>
              ) : null}
              {hasCoordinates ? (
                <li>
                  <MapPinIcon aria-hidden="true" />
                  <a
                    href={mapLinkOf(community.latitude as number, community.longitude as number)}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={t('communityDetail.showOnMap')}
                  >
                    {t(
                      'communityDetail.coordinates',
                      readableCoordinates(community.latitude as number, community.longitude as number, {
                        north: t('communityDetail.hemisphere.north'),
                        south: t('communityDetail.hemisphere.south'),
                        east: t('communityDetail.hemisphere.east'),
                        west: t('communityDetail.hemisphere.west'),
                      }),
                    )}
                    <VisuallyHidden> ({t('communityDetail.showOnMap')})</VisuallyHidden>
                  </a>
                </li>
              ) : null}
            </ContactList>
          </DetailSection>
          {community.links.length > 0 ? (
            <DetailSection aria-labelledby="community-resources-heading">
              <h3 id="community-resources-heading">{t('communityDetail.resources')}</h3>
              <ContactList>
                {community.links.map((link) => (
                  <li key={link}>
                    <ExternalLinkIcon aria-hidden="true" />
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {linkLabel(link)}
                      {newTab}
                    </a>
                  </li>
                ))}
              </ContactList>
            </DetailSection>
          ) : null}
          <CommunityEvents communityId={community.id} />
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
