import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isBusinessCategory } from '@byp/platform';
import type { Business } from '../features/businesses/api/businessesApi';
import { BusinessDetailDialog } from '../features/businesses/components/BusinessDetailDialog';
import { BusinessResults } from '../features/businesses/components/BusinessResults';
import { DirectoryToolbar } from '../features/businesses/components/DirectoryToolbar';
import { SearchBar } from '../features/businesses/components/SearchBar';
import { SubmitBusinessDialog } from '../features/businesses/components/SubmitBusinessDialog';
import { LIST_MAP_HEIGHT } from '../features/map/hooks/mapData';
import { LazyBusinessMap } from '../features/map/components/LazyBusinessMap';
import { BusinessOffers } from '../features/offers/components/BusinessOffers';
import { OffersStrip } from '../features/offers/components/OffersStrip';
import { useOfferForBusiness } from '../features/offers/hooks/useCurrentOffers';
import { BusinessReviews } from '../features/reviews/components/BusinessReviews';
import { useDirectoryParams } from '../hooks/useDirectoryParams';
import { useViewBusinessDetailEvent } from '../hooks/useViewBusinessDetailEvent';

const Hero = styled.section`
  margin-bottom: 1.5rem;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary} 0%,
    ${({ theme }) => theme.colors.primaryHover} 100%
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  border-bottom: 6px solid ${({ theme }) => theme.colors.accent};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    max-width: 48rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The directory home (/): search, offers, and the businesses of the selected category as a
 * map or a list. It composes the features: the businesses list and dialogs, the offers, the
 * reviews shown in a business's details, and the lazily loaded map.
 */
export function HomePage() {
  const { t } = useTranslation('directory');
  const params = useDirectoryParams();
  const offerFor = useOfferForBusiness();
  const [detail, setDetail] = useState<{ id: string; business?: Business } | null>(null);

  // A map popup's 'View Business' (or any other remote) asks for a business's details.
  useViewBusinessDetailEvent((businessId) => setDetail({ id: businessId }));

  const isCommunities = params.category === 'communities';
  const search = {
    q: params.searchTerm || undefined,
    location: params.location || undefined,
    category: isBusinessCategory(params.category) ? params.category : undefined,
  };

  return (
    <>
      <Hero aria-labelledby="hero-title">
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
      </Hero>
      <SearchBar
        searchTerm={params.searchTerm}
        location={params.location}
        onSearch={params.applySearch}
        onClear={params.clearSearch}
      />
      {isCommunities ? (
        // The communities view (cards, submit, details) belongs to the communities issue.
        <section aria-labelledby="communities-view-title">
          <h2 id="communities-view-title">{t('communities.title')}</h2>
          <Muted>{t('communities.subtitle')}</Muted>
        </section>
      ) : (
        <>
          <OffersStrip />
          <DirectoryToolbar
            favouritesOnly={params.favouritesOnly}
            onFavouritesOnlyChange={params.setFavouritesOnly}
            view={params.view}
            onViewChange={params.setView}
            submitAction={<SubmitBusinessDialog />}
          />
          <BusinessResults
            search={search}
            favouritesOnly={params.favouritesOnly}
            view={params.view}
            onClearSearch={params.clearSearch}
            onViewDetails={(business) => setDetail({ id: business.id, business })}
            offerFor={offerFor}
            renderMap={(businesses) => <LazyBusinessMap businesses={businesses} height={LIST_MAP_HEIGHT} />}
          />
        </>
      )}
      <BusinessDetailDialog
        businessId={detail?.id ?? null}
        business={detail?.business}
        onClose={() => setDetail(null)}
        renderReviews={(business) => (
          <BusinessReviews businessId={business.id} businessName={business.name} />
        )}
        renderOffers={(business) => <BusinessOffers businessId={business.id} />}
      />
    </>
  );
}
