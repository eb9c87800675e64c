import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Input, Select, Textarea } from '@byp/ui';
import { REVIEW_RATINGS, useReviewForm, type ReviewFormValues } from '../hooks/useReviewForm';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const BlockedHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export interface ReviewFormProps {
  /** Sends the review; resolves true when it was accepted (the form is then cleared). */
  onSubmit: (values: ReviewFormValues) => Promise<boolean>;
  onCancel: () => void;
  submitting?: boolean;
}

/** Name, rating (1 to 5, default 5) and comment; submit only with a name and a comment. */
export function ReviewForm({ onSubmit, onCancel, submitting = false }: ReviewFormProps) {
  const { t } = useTranslation(['directory', 'common']);
  const { values, canSubmit, blockers, set, reset } = useReviewForm();
  // Why the greyed Submit is greyed (issue 28): shown beside it and read with it.
  const blockedHintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || submitting) return;
    const accepted = await onSubmit({
      ...values,
      userName: values.userName.trim(),
      comment: values.comment.trim(),
    });
    if (accepted) reset();
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('reviews.form.name')} required>
        <Input
          value={values.userName}
          onChange={(event) => set('userName', event.target.value)}
          autoComplete="name"
          maxLength={100}
          data-autofocus
        />
      </Field>
      <Field label={t('reviews.form.rating')}>
        <Select value={values.rating} onChange={(event) => set('rating', Number(event.target.value))}>
          {REVIEW_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {`${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${t('reviews.form.stars', { count: rating })}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('reviews.form.comment')} required>
        <Textarea
          value={values.comment}
          onChange={(event) => set('comment', event.target.value)}
          maxLength={5000}
        />
      </Field>
      {blockers.length ? (
        <BlockedHint id={blockedHintId} data-testid="review-blocked-hint">
          {blockers.map((blocker) => t(`reviews.form.blocked.${blocker}`)).join(' ')}
        </BlockedHint>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!canSubmit || submitting}
          aria-busy={submitting}
          aria-describedby={blockers.length ? blockedHintId : undefined}
        >
          {t('reviews.form.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
