import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { firstCardsImagePriority } from '@byp/contracts';
import { LIST_PAGE_SIZE, useServedGrid, type DrawnPlace } from '@byp/platform';
import { Card, CardBody, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@byp/ui';
import { VirtualCardGrid, type MoreItemsTexts } from '@byp/ui/lists';
import type { Post } from '../../../api/postsApi';
import { PostCard } from './PostCard';

/** 1 column on phones, 2 on tablets, 3 on wide screens (spec section 2). */
export const PostList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The spec's 6 loading skeletons (section 9). */
export const SKELETON_COUNT = 6;

export function PostGridSkeleton() {
  const { t } = useTranslation(['news', 'common']);
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
      <PostList aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i} data-testid="post-skeleton">
            <Card>
              <Skeleton $height="10rem" style={{ borderRadius: 0 }} />
              <CardBody>
                <Skeleton $width="30%" />
                <Skeleton $height="1.5rem" $width="80%" />
                <Skeleton />
                <Skeleton $width="60%" />
              </CardBody>
            </Card>
          </li>
        ))}
      </PostList>
    </div>
  );
}

export interface PostsQueryState {
  posts: Post[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The error card with Retry (spec section 8), shared by the grid and the calendar. */
export function PostsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['news', 'common']);
  return <ErrorState message={t('states.error')} retryLabel={t('common:actions.retry')} onRetry={onRetry} />;
}

/** A card's key: a repeating event's date (each date is a card of its own), else the post's id. */
export const postKey = (post: Post) => ('dateKey' in post ? (post.dateKey as string) : post.id);

/** The shell's sticky header over the list: the first card under it is the list's place. */
const TOP_INSET_PX = 72;

/** Where a growing list is, and where Back brings it (useGrowingListPlace). */
export interface PostGridPlace {
  onPlace?: (place: DrawnPlace) => void;
  scrollTo?: { index: number; top: number } | null;
  onScrolledTo?: () => void;
}

/** The news page's 'Show more posts' texts, in the UI language. */
export function useMorePostsTexts(): MoreItemsTexts {
  const { t } = useTranslation(['news', 'common']);
  return useMemo(
    () => ({
      showMore: t('list.showMore'),
      retry: t('common:actions.retry'),
      failed: t('list.loadMoreError'),
      loading: t('list.loadingMore'),
      shownOf: (shown, total) => t('list.shownOf', { shown, total }),
      allShown: (total) => t('list.allShown', { total }),
    }),
    [t],
  );
}

/**
 * Post cards (1 to 3 columns) with the loading, error and empty states. Only the cards near the
 * screen are drawn (VirtualCardGrid, issue 29 point 3); `place` keeps and restores the list's
 * place, `footer` is its 'Show more' (MoreItems) when it grows a page at a time.
 */
export function PostGrid({
  posts,
  isLoading,
  isError,
  onRetry,
  emptyMessage,
  now,
  onOpen,
  belowTheFold = false,
  place,
  footer,
  label,
  servedKey = null,
}: PostsQueryState & {
  emptyMessage: string;
  now: Date;
  onOpen: (post: Post) => void;
  /** A grid that never starts the page (the All tab's past events): every picture loads lazily. */
  belowTheFold?: boolean;
  place?: PostGridPlace;
  footer?: ReactNode;
  /** The list's name for assistive technology, when the page has several. */
  label?: string;
  /**
   * The key of the list the page's HTML may have served (issue 29, point 2: the All tab's first
   * cards), whose cards the grid then adopts; none for a list never served.
   */
  servedKey?: string | null;
}) {
  const served = useServedGrid(servedKey ?? '', posts, postKey, servedKey !== null && !place?.scrollTo);
  if (isLoading) return <PostGridSkeleton />;
  if (isError) return <PostsError onRetry={onRetry} />;
  if (!posts?.length) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <VirtualCardGrid
        grid={PostList}
        items={posts}
        itemKey={postKey}
        keepItems={LIST_PAGE_SIZE}
        topInset={TOP_INSET_PX}
        aria-label={label}
        served={served}
        {...place}
        renderItem={(post, index) => (
          <PostCard
            post={post}
            now={now}
            onOpen={onOpen}
            imagePriority={belowTheFold ? undefined : firstCardsImagePriority(index)}
          />
        )}
      />
      {footer}
    </>
  );
}
