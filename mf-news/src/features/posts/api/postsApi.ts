import { baseApi } from '@byp/platform';
import type { OrganizerType, Post, PostType } from '@byp/contracts';

export type { Post, PostType } from '@byp/contracts';

/** POST /api/posts/public bodies (spec section 7): the public event form and the public news form. */
export interface PublicEventInput {
  type: 'event';
  organizerType: OrganizerType;
  title: string;
  body: string;
  startAt: string;
  endAt: string | null;
  isOnline: boolean;
  locationName: string;
  address: string;
  contactEmail: string;
  externalUrl: string;
}

export interface PublicNewsInput {
  type: 'news';
  title: string;
  body: string;
  externalUrl: string;
  image: string;
}

const LIST_TAG = { type: 'Post' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Post'] });

export const postsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/posts: approved posts, all or of one type. */
    getPosts: build.query<Post[], PostType | undefined>({
      query: (type) => ({ url: '/posts', params: type ? { type } : undefined }),
      providesTags: [LIST_TAG],
    }),
    /** POST /api/posts/public: a pending event or news item; the lists are loaded again after it. */
    submitPost: build.mutation<Post, PublicEventInput | PublicNewsInput>({
      query: (body) => ({ url: '/posts/public', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetPostsQuery, useSubmitPostMutation } = postsApi;

/** The 'Add to calendar' file of one approved event (served by svc-content). */
export const eventCalendarUrl = (post: Pick<Post, 'id'>) =>
  `/api/posts/${encodeURIComponent(post.id)}/calendar.ics`;

/** The calendar feed of every approved event, for calendar subscriptions. */
export const CALENDAR_FEED_URL = '/api/posts/calendar.ics';
/** The RSS feed of approved news. */
export const NEWS_FEED_URL = '/api/posts/feed.xml';
