import { call } from '@officefit/api';
import type { FeedCheerResult, FeedPage, FeedPost } from '@officefit/domain';
import { communityApi } from '../../../area-api';

export type { FeedPage, FeedPost };

/** Posts per page of the team feed ("load older posts" fetches the next). */
export const FEED_PAGE_SIZE = 20;

const feedApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET feed page by page, newest first (403 rest_not_participating outside the ranking). */
    getFeed: build.infiniteQuery<FeedPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
      },
      query: ({ pageParam }) =>
        call('GET', 'officefit/v1/feed', { page: pageParam, per_page: FEED_PAGE_SIZE }),
      providesTags: ['Feed'],
    }),
    /** PUT (cheer) or DELETE (take back) feed/{id}/cheer; both are idempotent. */
    cheerPost: build.mutation<FeedCheerResult, { id: number; cheer: boolean }>({
      query: ({ id, cheer }) => call(cheer ? 'PUT' : 'DELETE', `officefit/v1/feed/${id}/cheer`),
      invalidatesTags: ['Feed'],
    }),
    /** DELETE feed/{id}: the author's own post. */
    deletePost: build.mutation<{ deleted: true; id: number }, number>({
      query: (id) => call('DELETE', `officefit/v1/feed/${id}`),
      invalidatesTags: ['Feed'],
    }),
  }),
});

export const { useGetFeedInfiniteQuery, useCheerPostMutation, useDeletePostMutation } = feedApi;
