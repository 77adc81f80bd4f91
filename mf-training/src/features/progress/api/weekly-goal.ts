import { call } from '@officefit/api';
import type { WeeklyGoal } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

// No tag of its own for the weekly goal: it moves with points events, so it is a `Points` entry.
const WEEKLY_GOAL_TAG = { type: 'Points' as const, id: 'weekly_goal' };

export const weeklyGoalApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET weekly_goal. */
    getWeeklyGoal: build.query<WeeklyGoal, void>({
      query: () => call('GET', 'officefit/v1/weekly_goal'),
      providesTags: [WEEKLY_GOAL_TAG],
    }),
    /** PUT weekly_goal: the weekdays (ISO 1-7) and the number of days to train per week. */
    updateWeeklyGoal: build.mutation<WeeklyGoal, { weekdays: number[]; target: number }>({
      query: (body) => call('PUT', 'officefit/v1/weekly_goal', body),
      invalidatesTags: [WEEKLY_GOAL_TAG, 'Me', 'Units'],
    }),
  }),
});

export const { useGetWeeklyGoalQuery, useUpdateWeeklyGoalMutation } = weeklyGoalApi;
