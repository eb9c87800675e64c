import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Card,
  CardBody,
  EmptyState,
  ErrorState,
  Skeleton,
  useProgressiveList,
  VisuallyHidden,
} from '@byp/ui';
import type { DatedPost } from '@byp/contracts';
import type { Post } from '../../../api/postsApi';
import { PostCard } from './PostCard';
import { gridImagePriority } from './PostImage';

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

const NO_POSTS: Post[] = [];

export function PostGrid({
  posts,
  isLoading,
  isError,
  onRetry,
  emptyMessage,
  now,
  onOpen,
  belowTheFold = false,
}: PostsQueryState & {
  emptyMessage: string;
  now: Date;
  onOpen: (post: Post) => void;
  /** A grid that never starts the page (the All tab's past events): every picture loads lazily. */
  belowTheFold?: boolean;
}) {
  // The first cards with the answer, the rest in short steps while the page is idle (issue 13: TBT).
  const { shown, complete } = useProgressiveList(posts ?? NO_POSTS);
  if (isLoading) return <PostGridSkeleton />;
  if (isError) return <PostsError onRetry={onRetry} />;
  if (!posts?.length) return <EmptyState message={emptyMessage} />;
  return (
    <PostList aria-busy={!complete}>
      {shown.map((post, index) => (
        <li key={'dateKey' in post ? (post as DatedPost).dateKey : post.id}>
          <PostCard
            post={post}
            now={now}
            onOpen={onOpen}
            imagePriority={belowTheFold ? 'lazy' : gridImagePriority(index)}
          />
        </li>
      ))}
    </PostList>
  );
}
