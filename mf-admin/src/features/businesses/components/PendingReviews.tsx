import { useTranslation } from 'react-i18next';
import { DATE_TIME_PATTERN, formatDate, toast } from '@byp/platform';
import { Table, TableScroll } from '@byp/ui';
import { ActionsTableHead } from '../../../components/ActionsTableHead';
import { ModerationRowActions } from '../../../components/ModerationRowActions';
import { QueryStates } from '../../../components/QueryStates';
import { useAdminErrorToast } from '../../../session/useAdminError';
import {
  useApproveReviewMutation,
  useDeleteReviewMutation,
  useGetPendingReviewsQuery,
} from '../../../api/adminBusinessesApi';

/** Reviews tab: visitors' reviews waiting for moderation, oldest first; Approve or Delete. */
export function PendingReviews() {
  const { t, i18n } = useTranslation('admin');
  const errorToast = useAdminErrorToast();
  const { data, isLoading, isError, refetch } = useGetPendingReviewsQuery();
  const [approve] = useApproveReviewMutation();
  const [remove] = useDeleteReviewMutation();
  const fail = (fallback: string) => (error: unknown) => errorToast(error, fallback);

  const reviews = data ?? [];
  return (
    <QueryStates
      isLoading={isLoading}
      isError={isError || !data}
      isEmpty={reviews.length === 0}
      errorMessage={t('reviews.loadError')}
      emptyMessage={t('reviews.empty')}
      onRetry={() => void refetch()}
      skeletonHeight="6rem"
    >
      {() => (
        <TableScroll>
          <Table>
            <caption>{t('reviews.caption', { count: reviews.length })}</caption>
            <ActionsTableHead
              columns={[
                t('reviews.business'),
                t('reviews.author'),
                t('reviews.rating'),
                t('reviews.comment'),
                t('reviews.date'),
              ]}
            />
            <tbody>
              {reviews.map((review) => {
                const name = t('reviews.itemName', {
                  author: review.userName,
                  business: review.businessName ?? '',
                });
                return (
                  <tr key={review.id}>
                    <td>{review.businessName}</td>
                    <td>{review.userName}</td>
                    <td>
                      <span aria-label={t('reviews.stars', { count: review.rating })}>
                        {'★'.repeat(review.rating)}
                      </span>
                    </td>
                    <td>{review.comment}</td>
                    <td>{formatDate(review.createdAt, DATE_TIME_PATTERN, i18n.language)}</td>
                    <td>
                      <ModerationRowActions
                        itemName={name}
                        isPending
                        onApprove={() =>
                          void approve(review.id)
                            .unwrap()
                            .then(() => toast({ title: t('reviews.approved') }))
                            .catch(fail(t('toasts.approveContentError')))
                        }
                        onDelete={() =>
                          remove(review.id)
                            .unwrap()
                            .then(() => toast({ title: t('reviews.deleted') }))
                            .catch(fail(t('toasts.deleteContentError')))
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </QueryStates>
  );
}
