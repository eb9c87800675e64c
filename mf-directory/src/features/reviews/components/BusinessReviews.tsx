import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiErrorMessage, formatDate, toast } from '@byp/platform';
import { Button, Dialog, PlusIcon, Spinner } from '@byp/ui';
import { StarRating } from '../../../components/StarRating';
import { validationMessage } from '../../../lib/validationMessages';
import { useCreateReviewMutation, useGetReviewsQuery } from '../api/reviewsApi';
import type { ReviewFormValues } from '../hooks/useReviewForm';
import { ReviewForm } from './ReviewForm';

/** The fields a refused review's details may name, each labelled under `reviews.fieldNames`. */
const REVIEW_FIELDS = ['userName', 'rating', 'comment'] as const;
const isReviewField = (path: string): path is (typeof REVIEW_FIELDS)[number] =>
  (REVIEW_FIELDS as readonly string[]).includes(path);

/** Spec section 9: the business detail shows at most 3 reviews. */
export const MAX_SHOWN_REVIEWS = 3;

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li`
  display: grid;
  gap: 0.35rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  strong {
    font-weight: 700;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Reviews panel of a business: up to 3 approved reviews and 'Add a Review'. */
export function BusinessReviews({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const { data: reviews, isLoading, isError } = useGetReviewsQuery(businessId);
  const [createReview, { isLoading: submitting }] = useCreateReviewMutation();
  const [formOpen, setFormOpen] = useState(false);

  const submit = async (values: ReviewFormValues) => {
    try {
      await createReview({ businessId, ...values }).unwrap();
      toast({ title: t('reviews.successTitle'), description: t('reviews.success') });
      setFormOpen(false);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common:errors.error'),
        description: apiErrorMessage(error, t('reviews.failed'), {
          fieldLabel: (path) => (isReviewField(path) ? t(`reviews.fieldNames.${path}`) : path),
          detailMessage: (detail) => validationMessage(detail, t),
        }),
      });
      return false;
    }
  };

  let content;
  if (isLoading) content = <Spinner label={t('reviews.loading')} />;
  else if (isError) content = <Muted role="alert">{t('reviews.loadError')}</Muted>;
  else if (!reviews || reviews.length === 0) content = <Muted>{t('reviews.empty')}</Muted>;
  else
    content = (
      <List>
        {reviews.slice(0, MAX_SHOWN_REVIEWS).map((review) => (
          <Item key={review.id}>
            <Meta>
              <strong>{review.userName}</strong>
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, 'PPP', i18n.language)}</time>
            </Meta>
            <StarRating rating={review.rating} />
            <p>{review.comment}</p>
          </Item>
        ))}
      </List>
    );

  return (
    <Panel aria-labelledby="business-reviews-heading">
      <Header>
        <h3 id="business-reviews-heading">{t('reviews.heading')}</h3>
        <Button variant="secondary" size="sm" onClick={() => setFormOpen(true)}>
          <PlusIcon aria-hidden="true" />
          {t('reviews.add')}
        </Button>
      </Header>
      {content}
      <Dialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        title={t('reviews.add')}
        description={t('reviews.formDescription', { name: businessName })}
        closeLabel={t('common:actions.close')}
        size="lg"
      >
        <ReviewForm onSubmit={submit} onCancel={() => setFormOpen(false)} submitting={submitting} />
      </Dialog>
    </Panel>
  );
}
