import { useState } from 'react';

/** Spec section 9: a new review starts at 5 of 5. */
export const DEFAULT_REVIEW_RATING = 5;
export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;

export interface ReviewFormValues {
  userName: string;
  rating: number;
  comment: string;
}

export const EMPTY_REVIEW: ReviewFormValues = { userName: '', rating: DEFAULT_REVIEW_RATING, comment: '' };

/** What keeps Submit disabled, as translation keys (`reviews.form.blocked.*`), in form order. */
export type ReviewBlocker = 'nameMissing' | 'ratingMissing' | 'commentMissing';

export function reviewBlockers(values: ReviewFormValues): ReviewBlocker[] {
  const blockers: ReviewBlocker[] = [];
  if (!values.userName.trim()) blockers.push('nameMissing');
  if (!REVIEW_RATINGS.includes(values.rating as (typeof REVIEW_RATINGS)[number]))
    blockers.push('ratingMissing');
  if (!values.comment.trim()) blockers.push('commentMissing');
  return blockers;
}

/** Submit is allowed only when the name and the comment are non-empty after trimming. */
export function canSubmitReview(values: ReviewFormValues): boolean {
  return reviewBlockers(values).length === 0;
}

export function useReviewForm() {
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  return {
    values,
    canSubmit: canSubmitReview(values),
    blockers: reviewBlockers(values),
    set: <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) =>
      setValues((previous) => ({ ...previous, [field]: value })),
    reset: () => setValues(EMPTY_REVIEW),
  };
}
