import {
  baseApi,
  contentRequest,
  listPageOptions,
  pageQuery,
  restoredFirstPage,
  toListPage,
  useContentLanguage,
  withContentLanguage,
  type LangArg,
  type ListPage,
  type ListPageParam,
} from '@byp/platform';
import {
  CONTENT_LANGUAGE_PARAM,
  type ContentLanguage,
  type OrganizerType,
  type Post,
  type RecurrenceInput,
  type PostType,
} from '@byp/contracts';

export type { Post, PostType } from '@byp/contracts';

/**
 * POST /api/posts/public bodies (spec section 7): the public event form and the public news form.
 * The English title and body go under the spec's names, the Ukrainian ones under `titleUk` and
 * `bodyUk` (issue 23); a language left blank is not sent, and at least one of each pair is.
 */
export interface BilingualPostText {
  title?: string;
  titleUk?: string;
  body?: string;
  bodyUk?: string;
}

export interface PublicEventInput extends BilingualPostText {
  type: 'event';
  organizerType: OrganizerType;
  startAt: string;
  endAt: string | null;
  isOnline: boolean;
  locationName: string;
  address: string;
  contactEmail: string;
  externalUrl: string;
  /** How it repeats (issue 27); absent for one date. */
  recurrence?: Omit<RecurrenceInput, 'exceptions'>;
  /** The approved community that runs it (organizerType 'community'). */
  organizerId?: string;
}

export interface PublicNewsInput extends BilingualPostText {
  type: 'news';
  externalUrl: string;
  image: string;
  /** 'community' with organizerId when a community publishes it (issue 27). */
  organizerType?: 'community';
  organizerId?: string;
}

/** Which posts a list shows: of one type, at one place. */
export interface PostSearch {
  type?: PostType;
  location?: string;
}

const LIST_TAG = { type: 'Post' as const, id: 'LIST' };
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Post'] });

export const postsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/posts: approved posts, all or of one type, in the UI language (`lang=`: each
     * language has its own cache entry, so switching language loads the posts again); with
     * `location`, only those at that place (issue 28). Every one at once: the events (the calendar
     * and the lists need every date of every series, and the server has no date filter).
     */
    getPosts: build.query<Post[], LangArg & { type?: PostType; location?: string }>({
      query: ({ type, location, lang }) => contentRequest('/posts', lang, { type, location }),
      providesTags: [LIST_TAG],
    }),
    /**
     * GET /api/posts?type=…&limit=&offset=: approved posts a page at a time in the list order
     * (issue 29, point 3; news newest first), with the matching total from X-Total-Count.
     */
    getPostPages: build.infiniteQuery<ListPage<Post>, PostSearch & LangArg, ListPageParam>({
      infiniteQueryOptions: listPageOptions,
      query: ({ queryArg: { type, location, lang }, pageParam }) =>
        contentRequest('/posts', lang, { type, location, ...pageQuery(pageParam) }),
      transformResponse: (items: Post[], meta) => toListPage(items, meta),
      providesTags: [LIST_TAG],
    }),
    /** GET /api/posts/by-slug/:slug: the post at an address (issue 25); old slugs redirect. */
    getPostBySlug: build.query<Post, LangArg & { slug: string }>({
      query: ({ slug, lang }) => contentRequest(`/posts/by-slug/${encodeURIComponent(slug)}`, lang),
    }),
    /** POST /api/posts/public: a pending event or news item; the lists are loaded again after it. */
    submitPost: build.mutation<Post, PublicEventInput | PublicNewsInput>({
      query: (body) => ({ url: '/posts/public', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useSubmitPostMutation } = postsApi;
/** Approved posts (`{ type }` for one type) in the UI language. */
export const useGetPostsQuery = withContentLanguage(postsApi.useGetPostsQuery);
/**
 * The posts of `search` a page at a time, in the UI language. `restoreItems`: the number a list had
 * loaded before (Back, a reload), asked for at once.
 */
export function usePostPages(search: PostSearch, restoreItems = 0) {
  const lang = useContentLanguage();
  return postsApi.useGetPostPagesInfiniteQuery(
    { ...search, lang },
    { initialPageParam: restoredFirstPage(restoreItems) },
  );
}
/** The post at an address in the UI language: `{ slug }`. */
export const useGetPostBySlugQuery = withContentLanguage(postsApi.useGetPostBySlugQuery);

/** The 'Add to calendar' file of one approved event (served by svc-content), in the UI language. */
export const eventCalendarUrl = (post: Pick<Post, 'id'>, lang: ContentLanguage) =>
  `/api/posts/${encodeURIComponent(post.id)}/calendar.ics?${CONTENT_LANGUAGE_PARAM}=${lang}`;

/** The calendar feed of every approved event, for calendar subscriptions, in the UI language. */
export const calendarFeedUrl = (lang: ContentLanguage) =>
  `/api/posts/calendar.ics?${CONTENT_LANGUAGE_PARAM}=${lang}`;
/** The communities page with this community's details open (its events are listed there). */
export const communityPageUrl = (id: string) => `/communities?community=${encodeURIComponent(id)}`;

/** The RSS feed of approved news, in the UI language. */
export const newsFeedUrl = (lang: ContentLanguage) => `/api/posts/feed.xml?${CONTENT_LANGUAGE_PARAM}=${lang}`;
