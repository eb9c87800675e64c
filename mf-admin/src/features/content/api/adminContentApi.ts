import { baseApi } from '@byp/platform';
import type { Community, CommunityUpdate, ModerationLogEntry, Post } from '@byp/contracts';

export type PostUpdate = Partial<Omit<Post, 'id' | 'createdAt' | 'updatedAt'>>;

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
    getAllCommunities: build.query<Community[], void>({
      query: () => '/communities/all',
      providesTags: ['AdminCommunity'],
    }),
    approveCommunity: build.mutation<Community, string>({
      query: (id) => ({ url: `/communities/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...communityWrite],
    }),
    updateCommunity: build.mutation<Community, { id: string; changes: CommunityUpdate }>({
      query: ({ id, changes }) => ({ url: `/communities/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [...communityWrite],
    }),
    deleteCommunity: build.mutation<void, string>({
      query: (id) => ({ url: `/communities/${id}`, method: 'DELETE' }),
      invalidatesTags: [...communityWrite],
    }),
    getAllPosts: build.query<Post[], void>({
      query: () => '/posts/all',
      providesTags: ['AdminPost'],
    }),
    approvePost: build.mutation<Post, string>({
      query: (id) => ({ url: `/posts/${id}/approve`, method: 'POST' }),
      invalidatesTags: [...postWrite],
    }),
    updatePost: build.mutation<Post, { id: string; changes: PostUpdate }>({
      query: ({ id, changes }) => ({ url: `/posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: [...postWrite],
    }),
    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: [...postWrite],
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
