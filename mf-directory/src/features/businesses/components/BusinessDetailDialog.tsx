import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker, ShareButton, useTextLanguage } from '@byp/platform';
import { Badge, CheckIcon, CrownIcon, Dialog, MapPinIcon, Spinner } from '@byp/ui';
import { ContactLinkItems, ContactList } from '../../../components/ContactList';
import { StarRating } from '../../../components/StarRating';
import { useNow } from '../../../hooks/useNow';
import { useGetBusinessQuery, type Business } from '../api/businessesApi';
import { OPENING_STATUS_TICK_MS } from '../hours/openingStatus';
import { WeekHours } from '../hours/WeekHours';
import { galleryImagesOf } from '../../../hooks/useGallery';
import { FavouriteButton } from './FavouriteButton';
import { Gallery } from '../../../components/Gallery';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Panels = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  align-items: start;
`;

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

function AboutPanel({ business }: { business: Business }) {
  const { t } = useTranslation(['directory', 'common']);
  return (
    <Panel aria-labelledby="business-about-heading">
      <h3 id="business-about-heading">{t('detail.about')}</h3>
      <p lang={useTextLanguage(business.descriptionI18n)}>
        {business.description}
        <FallbackMarker text={business.descriptionI18n} />
      </p>
      <ContactList>
        <li>
          <MapPinIcon aria-hidden="true" />
          <span>
            {business.address}
            {business.area ? ` (${business.area})` : ''}
          </span>
        </li>
        <ContactLinkItems
          phone={business.phone}
          email={business.email}
          website={business.website}
          instagram={business.instagram}
          tiktok={business.tiktok}
        />
      </ContactList>
    </Panel>
  );
}

/** The week's hours in London time; nothing for a business whose hours are unknown. */
function HoursPanel({ business }: { business: Business }) {
  const { t } = useTranslation(['directory', 'common']);
  const now = useNow(OPENING_STATUS_TICK_MS);
  if (!business.openingSchedule) return null;
  return (
    <Panel aria-labelledby="business-hours-heading">
      <h3 id="business-hours-heading">{t('hours.heading')}</h3>
      <WeekHours schedule={business.openingSchedule} now={now} labelledBy="business-hours-heading" />
    </Panel>
  );
}

export interface BusinessDetailDialogProps {
  /** The business to show; null closes the dialog. */
  businessId: string | null;
  /** The business as the page already has it (from a card or the map), to show it at once. */
  business?: Business;
  onClose: () => void;
  /** Open while the business at an address loads (issue 25); by default, open with an id. */
  open?: boolean;
  /** The business at an address could not be read. */
  loadFailed?: boolean;
  /** The reviews panel (the reviews feature), composed by the page. */
  renderReviews: (business: Business) => ReactNode;
  /** The business's current offers (the offers feature), composed by the page. */
  renderOffers?: (business: Business) => ReactNode;
}

/** A business's details (spec: max width 6xl): gallery, About and Reviews panels, favourite toggle. */
export function BusinessDetailDialog({
  businessId,
  business: known,
  onClose,
  open: openWhileLoading,
  loadFailed = false,
  renderReviews,
  renderOffers,
}: BusinessDetailDialogProps) {
  const { t } = useTranslation(['directory', 'common']);
  const { data: fetched, isError } = useGetBusinessQuery(
    { id: businessId ?? '' },
    { skip: !businessId || Boolean(known) },
  );
  const business = known ?? fetched;
  const open = openWhileLoading ?? Boolean(businessId);

  if (!business) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t('detail.loadingTitle')}
        closeLabel={t('common:actions.close')}
        size="6xl"
      >
        {isError || loadFailed ? (
          <p role="alert">{t('businesses.loadError')}</p>
        ) : (
          <Spinner label={t('common:actions.loading')} />
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={business.name}
      closeLabel={t('common:actions.close')}
      size="6xl"
    >
      <Layout>
        <Gallery key={business.id} images={galleryImagesOf(business)} name={business.name} />
        <Summary>
          <Badges>
            <FallbackMarker text={business.nameI18n} />
            <Badge variant="category">
              {t(`common:categories.${business.category}`, { defaultValue: business.category })}
            </Badge>
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
            <StarRating rating={business.averageRating} reviewCount={business.totalReviews} />
          </Badges>
          <Actions>
            {business.slug ? <ShareButton path={`/business/${business.slug}`} title={business.name} /> : null}
            <FavouriteButton businessId={business.id} />
          </Actions>
        </Summary>
        {renderOffers?.(business)}
        <Panels>
          <AboutPanel business={business} />
          <HoursPanel business={business} />
          {renderReviews(business)}
        </Panels>
      </Layout>
    </Dialog>
  );
}
