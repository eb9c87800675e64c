import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  LIST_PAGE_SIZE,
  useGrowingListPlace,
  useServedGrid,
  type GrowingList,
  type ListPlaceState,
} from '@byp/platform';
import { EmptyState, ErrorState } from '@byp/ui';
import { MoreItems, VirtualCardGrid } from '@byp/ui/lists';
import { CardSkeletons, firstCardsImagePriority } from '../../../components/CardSkeletons';
import { useMoreItemsTexts } from '../../../hooks/useMoreItemsTexts';
import type { Community } from '../api/communitiesApi';
import { CommunityCard } from './CommunityCard';

/** A list whose place is not kept (the All view's communities, under the businesses that keep theirs). */
const NO_PLACE: ListPlaceState = {
  restore: null,
  initialItems: 0,
  save: () => undefined,
  restored: () => undefined,
};

const communityKey = (community: Community) => community.id;

const Cards = styled.div`
  display: grid;
  gap: 1rem;
`;

export interface CommunityResultsProps {
  /** The matching communities so far (a page at a time), the total and the paging state. */
  list: GrowingList<Community>;
  /** Where the list was at this history entry (useListPlace); none: Back does not restore it. */
  place?: ListPlaceState;
  /** The height of what sticks over the list (the first card under it is the list's place). */
  topInset: number;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
  /** The empty state's text and action (they differ between / and /communities). */
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  onOpen: (community: Community) => void;
  /**
   * The key of the list the page's HTML may have served (issue 29, point 2: /communities, unsearched),
   * whose cards the grid then adopts; none for a list never served.
   */
  servedKey?: string | null;
}

/**
 * Community cards with the loading (six skeletons), error-with-retry and empty states. Only the
 * cards near the screen are drawn (VirtualCardGrid); more are asked for near the end of those
 * loaded, or with 'Show more communities' (issue 29, point 3).
 */
export function CommunityResults({
  list,
  place = NO_PLACE,
  topInset,
  loadingLabel,
  errorMessage,
  retryLabel,
  emptyMessage,
  emptyAction,
  onOpen,
  servedKey = null,
}: CommunityResultsProps) {
  const grid = useGrowingListPlace(list, place, communityKey);
  const served = useServedGrid(
    servedKey ?? '',
    list.items,
    communityKey,
    servedKey !== null && !place.restore,
  );
  const moreTexts = useMoreItemsTexts('communities');
  const { items: communities } = list;
  if (list.isError && !list.isFetching)
    return <ErrorState message={errorMessage} retryLabel={retryLabel} onRetry={list.retry} />;
  if (!communities) return <CardSkeletons label={loadingLabel} testId="community-skeleton" />;
  if (communities.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <Cards>
      <VirtualCardGrid
        items={communities}
        itemKey={communityKey}
        keepItems={LIST_PAGE_SIZE}
        topInset={topInset}
        served={served}
        {...grid}
        renderItem={(community, index) => (
          <CommunityCard
            community={community}
            onOpen={onOpen}
            imagePriority={firstCardsImagePriority(index)}
          />
        )}
      />
      <MoreItems
        list={list}
        shown={communities.length}
        texts={moreTexts}
        statusTestId="community-list-status"
      />
    </Cards>
  );
}
