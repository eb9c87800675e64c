import { baseApi } from '@byp/platform';
import type { Review } from '@byp/contracts';

export type { Review } from '@byp/contracts';

export interface NewReview {
  businessId: string;
  userName: string;
  rating: number;
  comment: string;
}

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Review'] });

export const reviewsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/businesses/:id/reviews: approved reviews, newest first. */
    getReviews: build.query<Review[], string>({
      query: (businessId) => `/businesses/${encodeURIComponent(businessId)}/reviews`,
      providesTags: (_result, _error, businessId) => [{ type: 'Review', id: businessId }],
    }),
    /** POST /api/businesses/:id/reviews: the review waits for moderation, so the list is unchanged. */
    createReview: build.mutation<Review, NewReview>({
      query: ({ businessId, ...body }) => ({
        url: `/businesses/${encodeURIComponent(businessId)}/reviews`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useGetReviewsQuery, useCreateReviewMutation } = reviewsApi;
