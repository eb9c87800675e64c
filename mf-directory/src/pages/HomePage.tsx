import { lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isBusinessCategory, useContentLanguage } from '@byp/platform';
import { mobileQuery, useIsMobile } from '@byp/ui';
import type { Business } from '../features/businesses/api/businessesApi';
import { BusinessResults } from '../features/businesses/components/BusinessResults';
import { DirectoryToolbar } from '../features/businesses/components/DirectoryToolbar';
import { SearchBar } from '../features/businesses/components/SearchBar';
import { SubmitBusinessDialog } from '../features/businesses/components/SubmitBusinessDialog';
import type { Community } from '../features/communities/api/communitiesApi';
import { useCommunitySearch } from '../features/communities/hooks/useCommunitySearch';
import { CommunitiesView, MatchingCommunities } from '../features/communities/components/CommunitiesView';
import { SubmitCommunityDialog } from '../features/communities/components/SubmitCommunityDialog';
import { LIST_MAP_HEIGHT, type MapDetailRequest } from '../features/map/lib/mapData';
import { LazyBusinessMap } from '../features/map/components/LazyBusinessMap';
import { LazyCoordinatePicker } from '../features/map/components/LazyCoordinatePicker';
import { OffersStrip } from '../features/offers/components/OffersStrip';
import { useOfferForBusiness } from '../features/offers/hooks/useCurrentOffers';
import { useDirectoryParams } from '../hooks/useDirectoryParams';
import {
  businessPath,
  communityPath,
  useAddressedItems,
  useItemNavigation,
} from '../features/links/itemAddress';
import { emitViewBusinessDetail, useViewBusinessDetailEvent } from '../hooks/useViewBusinessDetailEvent';
import { LoadWhenOpened } from '../components/LoadWhenOpened';

const NO_COMMUNITIES: Community[] = [];

// The dialogs' code (details, gallery, reviews, offers) loads the first time one is opened.
const BusinessDetails = lazy(() => import(/* webpackChunkName: "business-details" */ './BusinessDetails'));
const CommunityBySlug = lazy(() =>
  import(/* webpackChunkName: "community-details" */ './CommunityBySlug').then((module) => ({
    default: module.CommunityBySlug,
  })),
);

/** What a detail dialog opens for: a business (a card hands over its record) or a community. */
/**
 * The hero has exactly the box of the one the shell's HTML paints before any JavaScript
 * (shell/src/index.html, `.pre-hero`): same padding, font sizes, line heights and margins, phone
 * sizes included. React's hero then replaces it without moving anything (no layout shift) and
 * without a larger text block (which would be a new, later Largest Contentful Paint).
 * Keep the two in step.
 */
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
    margin: 0.67em 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: normal;
  }
  p {
    margin: 0;
    max-width: 48rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: normal;
  }
  /* A phone's first screen is for the search and the cards under the map (issue 28). */
  @media ${mobileQuery} {
    margin-bottom: 1rem;
    padding: 1rem;
    h1 {
      margin: 0 0 0.35rem;
      font-size: 1.5rem;
    }
    p {
      font-size: 1rem;
    }
  }
`;

const OffersAfterResults = styled.div`
  margin-top: 1.5rem;
`;

/** What a search scrolls into view: the results, clear of the sticky header (and search bar). */
const RESULTS_ID = 'directory-results';
const Results = styled.div`
  scroll-margin-top: 9rem;
  @media ${mobileQuery} {
    scroll-margin-top: 4.5rem;
  }
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
  // Issue 25: a business or community opened here gets its address (/business/{slug},
  // /communities/{slug}) over this list; Back closes it, a reload or a link opens it again.
  const { businessSlug, communitySlug } = useAddressedItems();
  const items = useItemNavigation('/');
  // The business a card handed over is shown at once; it is in the language of its list, so
  // after a language switch the open dialog loads it again in the new one.
  const language = useContentLanguage();
  const [known, setKnown] = useState<{ business: Business; language: string } | null>(null);
  // A business asked for by id alone (another remote's viewBusinessDetail without a slug).
  const [idOnly, setIdOnly] = useState<string | null>(null);
  // The same function from render to render: the cards (memoised) are not drawn again with it.
  const openItem = items.open;
  const openBusiness = useCallback(
    (business: Business) => {
      setKnown({ business, language });
      openItem(businessPath(business.slug));
    },
    [language, openItem],
  );
  // The toolbar and the search bar are memoised: the same button from render to render.
  const submitBusiness = useMemo(() => <SubmitBusinessDialog />, []);
  const openCommunity = useCallback(
    (community: Community) => openItem(communityPath(community.slug), { behind: 'home', community }),
    [openItem],
  );

  // A map popup's 'View Business' (or any other remote) asks for a business's details: at its
  // address when the event names its slug.
  const slugFromMap = useRef(new Map<string, string>());
  useViewBusinessDetailEvent((businessId, named) => {
    const slug = named ?? slugFromMap.current.get(businessId);
    if (slug) items.open(businessPath(slug));
    else setIdOnly(businessId);
  });

  const isCommunities = params.category === 'communities';
  const isPhone = useIsMobile();
  // The All view lists the communities matching the search after the businesses and plots the
  // located ones on the map; favourites-only mode is about businesses, so it hides them.
  const withCommunities = params.category === 'all' && !params.favouritesOnly;
  // A page at a time, like the businesses; the map plots those loaded so far.
  const matchingCommunities = useCommunitySearch(params.searchTerm, {
    skip: !withCommunities,
    location: params.location,
  });
  const allViewCommunities = (withCommunities && matchingCommunities.items) || NO_COMMUNITIES;
  const runSuggestedSearch = (term: string) => params.applySearch(term, params.location);
  // The map's popups: a business's 'View Business' sends the window event viewBusinessDetail
  // (spec: map popup; design.md: the signal between remotes), which the listener above opens at
  // the business's address; a community opens here.
  const viewFromMap = (request: MapDetailRequest) => {
    if (request.kind === 'business') {
      // The event keeps the spec's shape ({ businessId }); the slug waits here for the listener.
      if (request.slug) slugFromMap.current.set(request.id, request.slug);
      emitViewBusinessDetail(request.id);
      return;
    }
    const found = allViewCommunities.find((candidate) => candidate.id === request.id);
    if (found) openCommunity(found);
  };
  const search = {
    q: params.searchTerm || undefined,
    location: params.location || undefined,
    category: isBusinessCategory(params.category) ? params.category : undefined,
    openNow: params.openNow || undefined,
  };

  return (
    <>
      <Hero aria-labelledby="hero-title">
        {/* The communities category is about groups, not businesses. */}
        <h1 id="hero-title">{t(isCommunities ? 'hero.communitiesTitle' : 'hero.title')}</h1>
        <p>{t(isCommunities ? 'communities.subtitle' : 'hero.subtitle')}</p>
      </Hero>
      <SearchBar
        searchTerm={params.searchTerm}
        location={params.location}
        onSearch={params.applySearch}
        onClear={params.clearSearch}
        resultsId={RESULTS_ID}
        openNow={isCommunities ? undefined : params.openNow}
        onOpenNowChange={params.setOpenNow}
      />
      {isCommunities ? (
        <Results id={RESULTS_ID}>
          <CommunitiesView
            searchTerm={params.searchTerm}
            location={params.location}
            onClearSearch={params.clearSearch}
            onSearchSuggestion={runSuggestedSearch}
            onOpen={openCommunity}
            submitAction={<SubmitCommunityDialog coordinatePicker={LazyCoordinatePicker} />}
            itemOpen={communitySlug !== null}
          />
        </Results>
      ) : (
        <>
          {isPhone ? null : <OffersStrip />}
          <DirectoryToolbar
            favouritesOnly={params.favouritesOnly}
            onFavouritesOnlyChange={params.setFavouritesOnly}
            view={params.view}
            onViewChange={params.setView}
            submitAction={submitBusiness}
          />
          <Results id={RESULTS_ID}>
            <BusinessResults
              search={search}
              favouritesOnly={params.favouritesOnly}
              view={params.view}
              onClearSearch={params.clearSearch}
              onSearchSuggestion={runSuggestedSearch}
              onViewDetails={openBusiness}
              offerFor={offerFor}
              renderMap={() => (
                <LazyBusinessMap
                  filters={search}
                  communities={allViewCommunities}
                  onViewDetail={viewFromMap}
                  height={LIST_MAP_HEIGHT}
                />
              )}
              otherMatchCount={params.view === 'list' ? allViewCommunities.length : 0}
              itemOpen={businessSlug !== null || communitySlug !== null}
            />
            {params.view === 'list' ? (
              <MatchingCommunities communities={matchingCommunities} onOpen={openCommunity} />
            ) : null}
          </Results>
          {/* On a phone the offers follow the results: the map and its cards come first (issue 28). */}
          {isPhone ? (
            <OffersAfterResults>
              <OffersStrip />
            </OffersAfterResults>
          ) : null}
        </>
      )}
      <LoadWhenOpened open={communitySlug !== null}>
        <CommunityBySlug slug={communitySlug} onClose={items.close} />
      </LoadWhenOpened>
      <LoadWhenOpened open={businessSlug !== null || idOnly !== null}>
        <BusinessDetails
          slug={businessSlug}
          businessId={businessSlug ? null : idOnly}
          business={
            businessSlug && known?.language === language && known.business.slug === businessSlug
              ? known.business
              : undefined
          }
          onClose={businessSlug ? items.close : () => setIdOnly(null)}
        />
      </LoadWhenOpened>
    </>
  );
}
