import { CONTENT_LANGUAGE_PARAM, type ContentLanguage, type Post } from '@byp/contracts';
import { baseApi } from '../api/baseApi';
import { contentRequest, withContentLanguage, type LangArg } from '../content/contentLanguage';

/**
 * A community's approved events (issue 27: `GET /api/posts?type=event&community=<id>`), for its
 * details in the directory. Tagged as posts, so an admin's edit of a post reloads it too.
 */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Post'] });

export const communityEventsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getCommunityEvents: build.query<Post[], LangArg & { community: string }>({
      query: ({ community, lang }) => contentRequest('/posts', lang, { type: 'event', community }),
      providesTags: [{ type: 'Post' as const, id: 'LIST' }],
    }),
  }),
});

export const useGetCommunityEventsQuery = withContentLanguage(communityEventsApi.useGetCommunityEventsQuery);

/** A community's iCalendar feed ('Add to calendar'), in the UI language. */
export const communityCalendarUrl = (id: string, lang: ContentLanguage) =>
  `/api/communities/${encodeURIComponent(id)}/calendar.ics?${CONTENT_LANGUAGE_PARAM}=${lang}`;

/** A post's own address (issue 25): its page, the news-and-events page with its dialog open. */
export const postPageUrl = (slug: string) => `/news-events/${encodeURIComponent(slug)}`;
