import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from '@byp/ui';

/**
 * The loading, error (with Retry) and empty states in front of a list; `children` renders the list
 * only once there is something to show.
 */
export function QueryStates({
  isLoading,
  isError,
  isEmpty,
  errorMessage,
  emptyMessage,
  onRetry,
  skeletonHeight = '8rem',
  loading,
  children,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorMessage: string;
  emptyMessage: string;
  onRetry: () => void;
  skeletonHeight?: string;
  /** What shows while loading, instead of one skeleton of `skeletonHeight`. */
  loading?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (isLoading) return loading ?? <Skeleton $height={skeletonHeight} />;
  if (isError) return <ErrorState message={errorMessage} retryLabel={t('actions.retry')} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  return <>{children()}</>;
}
