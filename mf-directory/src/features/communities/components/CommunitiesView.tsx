import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@byp/ui';
import { DidYouMean, useListPlace, type GrowingList } from '@byp/platform';
import type { Community } from '../api/communitiesApi';
import { useListTopInset } from '../../../hooks/useListTopInset';
import { useCommunitySearch } from '../hooks/useCommunitySearch';
import { CommunityResults } from './CommunityResults';

const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export interface CommunitiesViewProps {
  /** The search bar's term (server-side match on name, description and contact email). */
  searchTerm: string;
  /** The search bar's location: only communities at that place (filtered by the server). */
  location?: string;
  onClearSearch: () => void;
  /** Runs the search the server suggested ('Did you mean …?'). */
  onSearchSuggestion: (term: string) => void;
  onOpen: (community: Community) => void;
  /** The 'Submit Community' button and its dialog, beside the heading. */
  submitAction: ReactNode;
  /** An item's dialog is open over the list at its own address (issue 25). */
  itemOpen?: boolean;
}

/** The directory's communities category (/?category=communities): submit button and the matching cards. */
export function CommunitiesView({
  searchTerm,
  location = '',
  onClearSearch,
  onSearchSuggestion,
  onOpen,
  submitAction,
  itemOpen = false,
}: CommunitiesViewProps) {
  const { t } = useTranslation(['directory', 'common']);
  const topInset = useListTopInset(true);
  // Back (or a reload) finds the list where it was: see BusinessResults.
  const listKey = JSON.stringify({ communities: searchTerm.trim(), location: location.trim() });
  const place = useListPlace(listKey, itemOpen);
  const answer = useCommunitySearch(searchTerm, { location, restoreItems: place.initialItems });
  // Drawn in a transition (short slices), not in one long task (issue 13: TBT): the list whole, its
  // items with their paging state (a restore reads both).
  const shown = useDeferredValue(answer);
  const drawing = shown !== answer;
  return (
    <Section aria-labelledby="communities-view-title" aria-busy={answer.isFetching || drawing}>
      <Header>
        <h2 id="communities-view-title">{t('communities.heading')}</h2>
        {submitAction}
      </Header>
      <CommunityResults
        list={shown}
        place={place}
        topInset={topInset}
        loadingLabel={t('communities.loading')}
        errorMessage={t('communities.loadError')}
        retryLabel={t('common:actions.retry')}
        emptyMessage={
          searchTerm && location
            ? t('communities.noMatchNear', { term: searchTerm, location })
            : location
              ? t('communities.noneNear', { location })
              : searchTerm
                ? t('communities.noMatch', { term: searchTerm })
                : t('communities.empty')
        }
        emptyAction={
          searchTerm || location ? (
            <>
              <DidYouMean suggestion={shown.didYouMean} onSearch={onSearchSuggestion} />
              <Button variant="secondary" onClick={onClearSearch}>
                {t('search.clearSearch')}
              </Button>
            </>
          ) : undefined
        }
        onOpen={onOpen}
      />
    </Section>
  );
}

/**
 * The All view's community cards, after the businesses: only those matching the search (a page at
 * a time, like the businesses), nothing when none do.
 */
export function MatchingCommunities({
  communities,
  onOpen,
}: {
  communities: GrowingList<Community>;
  onOpen: (community: Community) => void;
}) {
  const { t } = useTranslation(['directory', 'common']);
  const topInset = useListTopInset(true);
  if (!communities.items?.length) return null;
  return (
    <Section aria-labelledby="matching-communities-title">
      <Header>
        <h2 id="matching-communities-title">{t('communities.heading')}</h2>
      </Header>
      <CommunityResults
        list={communities}
        topInset={topInset}
        loadingLabel={t('communities.loading')}
        errorMessage={t('communities.loadError')}
        retryLabel={t('common:actions.retry')}
        emptyMessage=""
        onOpen={onOpen}
      />
    </Section>
  );
}
