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

/** Submit is allowed only when the name and the comment are non-empty after trimming. */
export function canSubmitReview(values: ReviewFormValues): boolean {
  return values.userName.trim().length > 0 && values.comment.trim().length > 0;
}

export function useReviewForm() {
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  return {
    values,
    canSubmit: canSubmitReview(values),
    set: <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) =>
      setValues((previous) => ({ ...previous, [field]: value })),
    reset: () => setValues(EMPTY_REVIEW),
  };
}
