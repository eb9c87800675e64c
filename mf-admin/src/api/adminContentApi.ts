import { ADMIN_REQUEST, baseApi, contentRequest, withContentLanguage, type LangArg } from '@byp/platform';
import type { Community, CommunityUpdate, ModerationLogEntry, Post, RecurrenceInput } from '@byp/contracts';

/** PATCH /api/posts/:id: the English title and body under the spec's names, the Ukrainian beside. */
export type PostUpdate = Partial<
  Omit<
    Post,
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'title'
    | 'body'
    | 'titleI18n'
    | 'bodyI18n'
    | 'recurrence'
    | 'occurrences'
    | 'community'
  > & {
    /** How it repeats (issue 27); without `exceptions` the stored changes that still fit are kept. */
    recurrence: RecurrenceInput | null;
    title: string | null;
    titleUk: string | null;
    body: string | null;
    bodyUk: string | null;
  }
>;

// 'Community' and 'Post' are also the public pages' tags (shared through @byp/platform's one
// API): a moderation here reloads what the directory and the news show in this tab at once.
const withTags = baseApi.enhanceEndpoints({
  addTagTypes: ['Community', 'Post', 'AdminCommunity', 'AdminPost', 'ContentActivity'],
});
const communityWrite = ['AdminCommunity', 'Community', 'ContentActivity'] as const;
const postWrite = ['AdminPost', 'Post', 'ContentActivity'] as const;

/** svc-content's admin endpoints (spec section 7): communities and posts moderation, and its log. */
export const adminContentApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAllCommunities: build.query<Community[], LangArg>({
      extraOptions: ADMIN_REQUEST,
      query: ({ lang }) => contentRequest('/communities/all', lang),
      providesTags: ['AdminCommunity'],
    }),
    approveCommunity: build.mutation<Community, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/communities/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...communityWrite],
    }),
    updateCommunity: build.mutation<Community, { id: string; changes: CommunityUpdate }>({
      extraOptions: ADMIN_REQUEST,
      query: ({ id, changes }) => ({ url: `/communities/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [...communityWrite],
    }),
    deleteCommunity: build.mutation<void, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/communities/${id}`, method: 'DELETE' }),
      invalidatesTags: [...communityWrite],
    }),
    getAllPosts: build.query<Post[], LangArg>({
      extraOptions: ADMIN_REQUEST,
      query: ({ lang }) => contentRequest('/posts/all', lang),
      providesTags: ['AdminPost'],
    }),
    approvePost: build.mutation<Post, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/posts/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...postWrite],
    }),
    updatePost: build.mutation<Post, { id: string; changes: PostUpdate }>({
      extraOptions: ADMIN_REQUEST,
      query: ({ id, changes }) => ({ url: `/posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [...postWrite],
    }),
    deletePost: build.mutation<void, string>({
      extraOptions: ADMIN_REQUEST,
      query: (id) => ({ url: `/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: [...postWrite],
    }),
    getContentActivity: build.query<ModerationLogEntry[], number>({
      extraOptions: ADMIN_REQUEST,
      query: (limit) => ({ url: '/communities/activity', params: { limit } }),
      providesTags: ['ContentActivity'],
    }),
  }),
});

/** The admin lists in the UI language (`lang=`; a language switch reads again). */
export const useGetAllCommunitiesQuery = withContentLanguage(adminContentApi.useGetAllCommunitiesQuery);
export const useGetAllPostsQuery = withContentLanguage(adminContentApi.useGetAllPostsQuery);

export const {
  useApproveCommunityMutation,
  useUpdateCommunityMutation,
  useDeleteCommunityMutation,
  useApprovePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useGetContentActivityQuery,
} = adminContentApi;
