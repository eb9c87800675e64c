import type { ReactNode } from 'react';
import { CardGrid, EmptyState, ErrorState } from '@byp/ui';
import { CardListItem } from '@byp/ui/lists';
import { CardSkeletons, firstCardsImagePriority } from '../../../components/CardSkeletons';
import type { Community } from '../api/communitiesApi';
import { CommunityCard } from './CommunityCard';

export interface CommunityResultsProps {
  /** undefined while loading. */
  communities: Community[] | undefined;
  isError: boolean;
  onRetry: () => void;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
  /** The empty state's text and action (they differ between / and /communities). */
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  onOpen: (community: Community) => void;
}

/** Community cards with the loading (six skeletons), error-with-retry and empty states. */
export function CommunityResults({
  communities,
  isError,
  onRetry,
  loadingLabel,
  errorMessage,
  retryLabel,
  emptyMessage,
  emptyAction,
  onOpen,
}: CommunityResultsProps) {
  if (isError) return <ErrorState message={errorMessage} retryLabel={retryLabel} onRetry={onRetry} />;
  if (!communities) return <CardSkeletons label={loadingLabel} testId="community-skeleton" />;
  if (communities.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <CardGrid>
      {communities.map((community, index) => (
        <CardListItem key={community.id}>
          <CommunityCard
            community={community}
            onOpen={onOpen}
            imagePriority={firstCardsImagePriority(index)}
          />
        </CardListItem>
      ))}
    </CardGrid>
  );
}
