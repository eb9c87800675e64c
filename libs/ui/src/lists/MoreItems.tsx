import styled from 'styled-components';
import { Button, VisuallyHidden } from '@byp/ui';

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0 1rem;
`;

/** A growing list's texts, in the UI language. */
export interface MoreItemsTexts {
  /** The button: 'Show more businesses'. */
  showMore: string;
  /** The button after a failed page: 'Retry'. */
  retry: string;
  /** Said when a page failed: 'Failed to load more businesses.' */
  failed: string;
  /** The polite status while a page loads: 'Loading more businesses…' */
  loading: string;
  /**
   * The polite status while more remain: 'Showing 48 of 1,018 businesses', or of '1,000+' when
   * `atLeast` (the server stopped counting).
   */
  shownOf: (shown: number, total: number, atLeast: boolean) => string;
  /** The polite status once a list of several pages is whole: 'All 1,018 businesses are shown'. */
  allShown: (total: number) => string;
}

/** What the footer reads of a growing list (@byp/platform's GrowingList). */
export interface MoreItemsList {
  /** All matching items (X-Total-Count), or at least this many when `totalAtLeast`. */
  total: number | undefined;
  totalAtLeast?: boolean;
  pageCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}

export interface MoreItemsProps {
  list: MoreItemsList;
  /** How many items the page shows (the loaded ones, and any shown beside them). */
  shown: number;
  texts: MoreItemsTexts;
  /** The status's test id ('business-list-status'). */
  statusTestId: string;
}

/**
 * Under a growing list (issue 29, point 3): a 'Show more' button (a plain button: keyboard
 * reachable, and what loads more without scrolling), Retry with an alert when a page failed, and a
 * polite status that says how many of how many are shown, or that more are loading.
 */
export function MoreItems({
  list: { total, totalAtLeast = false, pageCount, hasMore, loadingMore, moreFailed, loadMore },
  shown,
  texts,
  statusTestId,
}: MoreItemsProps) {
  let status = '';
  if (loadingMore) status = texts.loading;
  else if (hasMore) status = texts.shownOf(shown, total ?? shown, totalAtLeast);
  else if (pageCount > 1) status = texts.allShown(shown);
  return (
    <More>
      {moreFailed ? <p role="alert">{texts.failed}</p> : null}
      {hasMore ? (
        <Button variant="secondary" onClick={loadMore} aria-disabled={loadingMore || undefined}>
          {moreFailed ? texts.retry : texts.showMore}
        </Button>
      ) : null}
      <VisuallyHidden role="status" data-testid={statusTestId}>
        {status}
      </VisuallyHidden>
    </More>
  );
}
