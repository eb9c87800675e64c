import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DidYouMean, selectFavouriteIds, useAppSelector } from '@byp/platform';
import { Button, EmptyState, ErrorState, VisuallyHidden, useIsMobile } from '@byp/ui';
import { CardSkeletons } from '../../../components/CardSkeletons';
import { VirtualCardGrid, type GridPlace } from '../../../components/VirtualCardGrid';
import type { DirectoryView } from '../../../hooks/useDirectoryParams';
import { useListPlace } from '../../../hooks/useListPlace';
import {
  BUSINESS_PAGE_SIZE,
  useBusinessPages,
  useGetBusinessesByIdsQuery,
  type Business,
  type BusinessSearch,
} from '../api/businessesApi';
import { BusinessCard, type CardOffer } from './BusinessCard';

const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

/* With the map as the view, the matching cards stay in sight: beside the map on a wide screen
   (the map stays put while the cards scroll), under it on a phone. */
const MapWithCards = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    > :first-child {
      position: sticky;
      top: 9rem;
    }
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.div`
  display: grid;
  gap: 1rem;
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0 1rem;
`;

/** The sticky header and search bar over the list: the first card under them is the list's place. */
const STICKY_TOP_PX = 144;
const STICKY_TOP_PHONE_PX = 72;
/** More cards are asked for when the drawn rows come this close (in items) to the last loaded. */
const LOAD_AHEAD_ITEMS = 6;

export interface BusinessResultsProps {
  search: BusinessSearch;
  favouritesOnly: boolean;
  view: DirectoryView;
  onClearSearch: () => void;
  /** Runs the search the server suggested ('Did you mean …?') for a search that found nothing. */
  onSearchSuggestion?: (term: string) => void;
  onViewDetails: (business: Business) => void;
  /** The offer shown on a business's card, if it has one. */
  offerFor?: (businessId: string) => CardOffer | undefined;
  /** Renders the map of the matching businesses (the map feature, loaded lazily; it asks the server for what is in view). */
  renderMap: () => ReactNode;
  /** Other results shown beside these (the All view's communities): no 'nothing matches' then. */
  otherMatchCount?: number;
  /** An item's dialog is open over the list at its own address (issue 25). */
  itemOpen?: boolean;
}

/**
 * The businesses matching the search (server-side) and, in favourites-only mode, the
 * session's favourites (client-side), as a card grid or a map, with loading, error and empty states.
 */
export function BusinessResults({
  search,
  favouritesOnly,
  view,
  onClearSearch,
  onSearchSuggestion,
  onViewDetails,
  offerFor,
  renderMap,
  otherMatchCount = 0,
  itemOpen = false,
}: BusinessResultsProps) {
  const { t } = useTranslation(['directory', 'common']);
  const isPhone = useIsMobile();
  const favouriteIds = useAppSelector(selectFavouriteIds);

  // The place this list had at this history entry (Back, a reload): its loaded pages are asked
  // for again at once and the first card that was on the screen comes back to the same height.
  const listKey = JSON.stringify({ ...search, favouritesOnly });
  const { restore, save, restored } = useListPlace(listKey, itemOpen);
  const [restoreItems] = useState(() => restore?.items ?? 0);

  // The matching businesses a page at a time (issue 29, point 3); favourites-only mode shows the
  // session's favourites, asked for by id, with the search's category and words applied here.
  const pages = useBusinessPages(search, favouritesOnly ? 0 : restoreItems);
  const favourites = useGetBusinessesByIdsQuery(
    { ids: favouriteIds },
    { skip: !favouritesOnly || favouriteIds.length === 0 },
  );

  // currentData: while a new search loads, the previous results are not shown as its answer.
  const pageData = pages.currentData;
  const loaded = useMemo(() => pageData?.pages.flatMap((page) => page.items), [pageData]);
  const firstPage = pageData?.pages[0];
  const lastPage = pageData?.pages[pageData.pages.length - 1];
  const favouriteItems = useMemo(
    () => (favouriteIds.length === 0 ? [] : favourites.currentData?.filter((b) => matches(b, search))),
    [favouriteIds.length, favourites.currentData, search],
  );
  const businesses = favouritesOnly ? favouriteItems : loaded;
  const total = favouritesOnly ? businesses?.length : (lastPage?.total ?? loaded?.length);

  const isError = favouritesOnly ? favourites.isError : pages.isError && !pageData;
  const isFetching = favouritesOnly ? favourites.isFetching : pages.isFetching;
  const refetch = favouritesOnly ? favourites.refetch : pages.refetch;
  const hasMore = !favouritesOnly && pages.hasNextPage;
  const loadingMore = !favouritesOnly && pages.isFetchingNextPage;
  const moreFailed = !favouritesOnly && pages.isFetchNextPageError && !loadingMore;
  const { fetchNextPage } = pages;
  const showMore = useCallback(() => {
    if (hasMore && !loadingMore) void fetchNextPage();
  }, [hasMore, loadingMore, fetchNextPage]);

  // Near the end of what is loaded, the next page is asked for (once; a failed one waits for the
  // visitor's Retry or Show more).
  const lastDrawn = useRef(-1);
  const count = businesses?.length ?? 0;
  const onPlace = useCallback(
    (place: GridPlace) => {
      lastDrawn.current = place.lastDrawnIndex;
      if (!restore) save({ items: count, anchorIndex: place.anchorIndex, anchorTop: place.anchorTop });
      if (!moreFailed && place.lastDrawnIndex >= count - LOAD_AHEAD_ITEMS) showMore();
    },
    [restore, save, count, moreFailed, showMore],
  );

  // Restoring: the pages that were loaded, then the place.
  const [scrollTo, setScrollTo] = useState<{ index: number; top: number } | null>(null);
  useEffect(() => {
    if (!restore || !businesses) return;
    if (businesses.length < restore.items && hasMore) {
      showMore();
      return;
    }
    setScrollTo({ index: Math.min(restore.anchorIndex, businesses.length - 1), top: restore.anchorTop });
    restored();
  }, [restore, businesses, hasMore, showMore, restored]);

  const term = search.q || search.location || '';
  // A term and a location: the message names both, so neither looks ignored.
  const noMatchMessage =
    search.q && search.location
      ? t('businesses.noMatchNear', { term: search.q, location: search.location })
      : t('businesses.noMatch', { term });
  const answer = firstPage;

  let content: ReactNode;
  if (isError && !isFetching) {
    content = (
      <ErrorState
        message={t('businesses.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!businesses) {
    content = <CardSkeletons label={t('businesses.loading')} testId="business-skeleton" />;
  } else if (businesses.length === 0) {
    content =
      term && otherMatchCount === 0 ? (
        <EmptyState
          message={noMatchMessage}
          action={
            <>
              {onSearchSuggestion ? (
                <DidYouMean suggestion={answer?.didYouMean} onSearch={onSearchSuggestion} />
              ) : null}
              <Button variant="secondary" onClick={onClearSearch}>
                {t('search.clearSearch')}
              </Button>
            </>
          }
        />
      ) : (
        <EmptyState message={t('businesses.empty')} />
      );
  } else {
    const cards = (
      <Cards>
        <VirtualCardGrid
          items={businesses}
          itemKey={(business) => business.id}
          keepItems={BUSINESS_PAGE_SIZE}
          topInset={isPhone ? STICKY_TOP_PHONE_PX : STICKY_TOP_PX}
          onPlace={onPlace}
          scrollTo={scrollTo}
          onScrolledTo={() => setScrollTo(null)}
          renderItem={(business) => (
            <BusinessCard business={business} offer={offerFor?.(business.id)} onViewDetails={onViewDetails} />
          )}
        />
        <More>
          {moreFailed ? <p role="alert">{t('businesses.loadMoreError')}</p> : null}
          {hasMore ? (
            <Button variant="secondary" onClick={showMore} aria-disabled={loadingMore || undefined}>
              {moreFailed ? t('common:actions.retry') : t('businesses.showMore')}
            </Button>
          ) : null}
          <VisuallyHidden role="status" data-testid="business-list-status">
            {loadingMore
              ? t('businesses.loadingMore')
              : hasMore
                ? t('businesses.shownOf', { shown: businesses.length, total: total ?? businesses.length })
                : pageData && pageData.pages.length > 1
                  ? t('businesses.allShown', { total: businesses.length })
                  : ''}
          </VisuallyHidden>
        </More>
      </Cards>
    );
    content =
      view === 'map' ? (
        <MapWithCards>
          <div>{renderMap()}</div>
          {cards}
        </MapWithCards>
      ) : (
        cards
      );
  }

  return (
    <Section aria-labelledby="businesses-heading" aria-busy={isFetching && !loadingMore}>
      <Heading id="businesses-heading">
        {search.category
          ? t('businesses.categoryHeading', { category: t(`common:categories.${search.category}`) })
          : t('businesses.heading')}
      </Heading>
      {businesses && businesses.length > 0 && total !== undefined ? (
        <Count data-testid="business-count">{t('businesses.count', { count: total })}</Count>
      ) : null}
      {content}
    </Section>
  );
}

/**
 * Favourites-only mode's search, on the favourites themselves (spec section 5: case-insensitive
 * substring on name, description or category; the location on the address).
 */
function matches(business: Business, search: BusinessSearch): boolean {
  if (search.category && business.category !== search.category) return false;
  const has = (text: string | null | undefined, part: string) =>
    (text ?? '').toLocaleLowerCase().includes(part.toLocaleLowerCase());
  if (
    search.q &&
    ![business.name, business.description, business.category].some((text) => has(text, search.q!))
  )
    return false;
  if (search.location && !has(`${business.address}\n${business.area ?? ''}`, search.location)) return false;
  return true;
}
