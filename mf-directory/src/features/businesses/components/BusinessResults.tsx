import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DidYouMean,
  LIST_PAGE_SIZE,
  selectFavouriteIds,
  useAppSelector,
  useContentLanguage,
  useServedGrid,
  useGrowingListPlace,
  useListPages,
  useListPlace,
  type GrowingList,
} from '@byp/platform';
import { servedListKey } from '@byp/contracts';
import { Button, EmptyState, ErrorState } from '@byp/ui';
import { MoreItems, VirtualCardGrid } from '@byp/ui/lists';
import { CardSkeletons } from '../../../components/CardSkeletons';
import type { DirectoryView } from '../../../hooks/useDirectoryParams';
import { useListTopInset } from '../../../hooks/useListTopInset';
import { useMoreItemsTexts } from '../../../hooks/useMoreItemsTexts';
import {
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

const businessKey = (business: Business) => business.id;
const noMore = () => undefined;

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
  const topInset = useListTopInset(true);
  const favouriteIds = useAppSelector(selectFavouriteIds);

  // The place this list had at this history entry (Back, a reload): its loaded pages are asked
  // for again at once and the first card that was on the screen comes back to the same height.
  const listKey = JSON.stringify({ ...search, favouritesOnly });
  const place = useListPlace(listKey, itemOpen);

  // The matching businesses a page at a time (issue 29, point 3); favourites-only mode shows the
  // session's favourites, asked for by id, with the search's category and words applied here.
  const pages = useListPages(useBusinessPages(search, favouritesOnly ? 0 : place.initialItems));
  const favourites = useGetBusinessesByIdsQuery(
    { ids: favouriteIds },
    { skip: !favouritesOnly || favouriteIds.length === 0 },
  );
  const favouriteItems = useMemo(
    () => (favouriteIds.length === 0 ? [] : favourites.currentData?.filter((b) => matches(b, search))),
    [favouriteIds.length, favourites.currentData, search],
  );
  const {
    isError: favouritesFailed,
    isFetching: favouritesFetching,
    refetch: refetchFavourites,
  } = favourites;
  const favouritesList = useMemo<GrowingList<Business>>(
    () => ({
      items: favouriteItems,
      firstPage: undefined,
      total: favouriteItems?.length,
      totalAtLeast: false,
      pageCount: 1,
      hasMore: false,
      loadingMore: false,
      moreFailed: false,
      isError: favouritesFailed,
      isFetching: favouritesFetching,
      loadMore: () => undefined,
      retry: () => void refetchFavourites(),
    }),
    [favouriteItems, favouritesFailed, favouritesFetching, refetchFavourites],
  );
  const loaded = favouritesOnly ? favouritesList : pages;
  // Drawn in a transition (short slices), not in one long task (issue 28: TBT): the list whole,
  // its items with their paging state (a restore reads both), as CommunitiesView does.
  const list = useDeferredValue(loaded);
  const drawing = list !== loaded;
  const { items: businesses, total, isError, isFetching } = list;
  // More is asked for only once what is drawn is what is loaded: a page loaded but not yet drawn
  // would otherwise look like the end of the list and ask for one more.
  const grid = useGrowingListPlace(drawing ? { ...list, loadMore: noMore } : list, place, businessKey);
  const moreTexts = useMoreItemsTexts('businesses');

  // The first page as the page's HTML served it (issue 29, point 2: /, /?category=), adopted by
  // the grid rather than drawn again. Only the unsearched list (or a category) is served.
  const lang = useContentLanguage();
  const servable = !favouritesOnly && !search.q && !search.location && !search.openNow && !place.restore;
  const served = useServedGrid(
    servedListKey('businesses', lang, search.category),
    businesses,
    businessKey,
    servable,
  );

  const term = search.q || search.location || '';
  // A term and a location: the message names both, so neither looks ignored.
  const noMatchMessage =
    search.q && search.location
      ? t('businesses.noMatchNear', { term: search.q, location: search.location })
      : t('businesses.noMatch', { term });
  const answer = list.firstPage;

  let content: ReactNode;
  if (isError && !isFetching) {
    content = (
      <ErrorState
        message={t('businesses.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={list.retry}
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
          itemKey={businessKey}
          keepItems={LIST_PAGE_SIZE}
          topInset={topInset}
          served={served}
          {...grid}
          renderItem={(business) => (
            <BusinessCard business={business} offer={offerFor?.(business.id)} onViewDetails={onViewDetails} />
          )}
        />
        <MoreItems
          list={list}
          shown={businesses.length}
          texts={moreTexts}
          statusTestId="business-list-status"
        />
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
    <Section
      aria-labelledby="businesses-heading"
      aria-busy={(loaded.isFetching && !loaded.loadingMore) || drawing}
    >
      <Heading id="businesses-heading">
        {search.category
          ? t('businesses.categoryHeading', { category: t(`common:categories.${search.category}`) })
          : t('businesses.heading')}
      </Heading>
      {businesses && businesses.length > 0 && total !== undefined ? (
        <Count data-testid="business-count">
          {t(list.totalAtLeast ? 'businesses.countAtLeast' : 'businesses.count', { count: total })}
        </Count>
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
