import { baseApi } from '@byp/platform';
import {
  CONTENT_LANGUAGE_PARAM,
  type Community,
  type ContentLanguage,
  type CommunityUpdate,
  type ModerationLogEntry,
  type Post,
} from '@byp/contracts';

/** Content reads name the UI language (`lang=`): each language has its own cache entry. */
type LangArg = { lang: ContentLanguage };

/** PATCH /api/posts/:id: the English title and body under the spec's names, the Ukrainian beside. */
export type PostUpdate = Partial<
  Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'title' | 'body' | 'titleI18n' | 'bodyI18n'> & {
    title: string | null;
    titleUk: string | null;
    body: string | null;
    bodyUk: string | null;
  }
>;

const withTags = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminCommunity', 'AdminPost', 'ContentActivity'],
});

/** svc-content's admin endpoints (spec section 7): communities and posts moderation, and its log. */
export const adminContentApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getAllCommunities: build.query<Community[], LangArg>({
      query: ({ lang }) => ({ url: '/communities/all', params: { [CONTENT_LANGUAGE_PARAM]: lang } }),
      providesTags: ['AdminCommunity'],
    }),
    approveCommunity: build.mutation<Community, string>({
      query: (id) => ({ url: `/communities/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['AdminCommunity', 'ContentActivity'],
    }),
    updateCommunity: build.mutation<Community, { id: string; changes: CommunityUpdate }>({
      query: ({ id, changes }) => ({ url: `/communities/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['AdminCommunity', 'ContentActivity'],
    }),
    deleteCommunity: build.mutation<void, string>({
      query: (id) => ({ url: `/communities/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminCommunity', 'ContentActivity'],
    }),
    getAllPosts: build.query<Post[], LangArg>({
      query: ({ lang }) => ({ url: '/posts/all', params: { [CONTENT_LANGUAGE_PARAM]: lang } }),
      providesTags: ['AdminPost'],
    }),
    approvePost: build.mutation<Post, string>({
      query: (id) => ({ url: `/posts/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['AdminPost', 'ContentActivity'],
    }),
    updatePost: build.mutation<Post, { id: string; changes: PostUpdate }>({
      query: ({ id, changes }) => ({ url: `/posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['AdminPost', 'ContentActivity'],
    }),
    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminPost', 'ContentActivity'],
    }),
    getContentActivity: build.query<ModerationLogEntry[], number>({
      query: (limit) => ({ url: '/communities/activity', params: { limit } }),
      providesTags: ['ContentActivity'],
    }),
  }),
});

export const {
  useGetAllCommunitiesQuery,
  useApproveCommunityMutation,
  useUpdateCommunityMutation,
  useDeleteCommunityMutation,
  useGetAllPostsQuery,
  useApprovePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useGetContentActivityQuery,
} = adminContentApi;
