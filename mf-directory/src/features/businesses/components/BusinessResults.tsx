import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DidYouMean, selectFavouriteIds, useAppSelector } from '@byp/platform';
import { Button, CardGrid, EmptyState, ErrorState, useProgressiveList } from '@byp/ui';
import { CardListItem } from '../../../components/CardListItem';
import { CardSkeletons } from '../../../components/CardSkeletons';
import type { DirectoryView } from '../../../hooks/useDirectoryParams';
import { useGetBusinessesQuery, type Business, type BusinessSearch } from '../api/businessesApi';
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
  /** Renders the map of the matching businesses (the map feature, loaded lazily). */
  renderMap: (businesses: Business[]) => ReactNode;
  /** Other results shown beside these (the All view's communities): no 'nothing matches' then. */
  otherMatchCount?: number;
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
}: BusinessResultsProps) {
  const { t } = useTranslation(['directory', 'common']);
  const favouriteIds = useAppSelector(selectFavouriteIds);
  // currentData: while a new search loads, the previous results are not shown as its answer.
  const { currentData: answer, isFetching, isError, refetch } = useGetBusinessesQuery(search);
  // The cards are drawn in a transition: React renders them in short slices and lets the browser
  // respond in between, instead of in the one long task a store update would make (issue 13: TBT).
  const currentData = useDeferredValue(answer?.items);
  const drawing = currentData !== answer?.items;

  const term = search.q || search.location || '';
  // A term and a location: the message names both, so neither looks ignored.
  const noMatchMessage =
    search.q && search.location
      ? t('businesses.noMatchNear', { term: search.q, location: search.location })
      : t('businesses.noMatch', { term });
  const businesses = useMemo(
    () =>
      favouritesOnly
        ? (currentData ?? []).filter((business) => favouriteIds.includes(business.id))
        : (currentData ?? []),
    [currentData, favouritesOnly, favouriteIds],
  );
  // The first cards with the answer, the rest in short steps after it (see useProgressiveList).
  const { shown: shownBusinesses, complete } = useProgressiveList(businesses);

  let content: ReactNode;
  if (isError && !isFetching) {
    content = (
      <ErrorState
        message={t('businesses.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
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
      <CardGrid>
        {shownBusinesses.map((business) => (
          <CardListItem key={business.id}>
            <BusinessCard business={business} offer={offerFor?.(business.id)} onViewDetails={onViewDetails} />
          </CardListItem>
        ))}
      </CardGrid>
    );
    content =
      view === 'map' ? (
        <MapWithCards>
          <div>{renderMap(businesses)}</div>
          {cards}
        </MapWithCards>
      ) : (
        cards
      );
  }

  return (
    <Section aria-labelledby="businesses-heading" aria-busy={isFetching || drawing || !complete}>
      <Heading id="businesses-heading">
        {search.category
          ? t('businesses.categoryHeading', { category: t(`common:categories.${search.category}`) })
          : t('businesses.heading')}
      </Heading>
      {content}
    </Section>
  );
}
