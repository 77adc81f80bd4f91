import { call } from '@officefit/api';
import type { AdminFeedPage, AdminFeedState, FeedModerationResult } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export interface TeamFeedFilter {
  company?: number;
  state: AdminFeedState;
  page: number;
}

/** Posts per page of the moderation list. */
export const TEAM_FEED_PAGE_SIZE = 50;

const LIST = { type: 'FeedPosts', id: 'LIST' } as const;

const teamFeedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every company's team-feed posts, newest first (issue 38; permission challenges.manage). */
    getTeamFeedPosts: build.query<AdminFeedPage, TeamFeedFilter>({
      query: ({ company, state, page }) =>
        call('GET', 'officefit/v1/admin/feed', {
          ...(company === undefined ? {} : { company: String(company) }),
          state,
          page: String(page),
          per_page: String(TEAM_FEED_PAGE_SIZE),
        }),
      providesTags: [LIST],
    }),
    hideTeamFeedPost: build.mutation<FeedModerationResult, number>({
      query: (id) => call('POST', `officefit/v1/feed/${id}/hide`),
      invalidatesTags: [LIST],
    }),
    showTeamFeedPost: build.mutation<FeedModerationResult, number>({
      query: (id) => call('POST', `officefit/v1/admin/feed/${id}/unhide`),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetTeamFeedPostsQuery, useHideTeamFeedPostMutation, useShowTeamFeedPostMutation } =
  teamFeedApi;
