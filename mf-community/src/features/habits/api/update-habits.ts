import { call } from '@officefit/api';
import type { HabitInput, HabitsResponse } from '../model/types';
import { habitWriteQuery } from './habit-writes';
import { communityApi } from '../../../area-api';

const updateHabitsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT habits: creates, changes, closes or deletes habits (all items valid, or nothing is written). */
    updateHabits: build.mutation<HabitsResponse, HabitInput[]>({
      queryFn: habitWriteQuery((habits) => call('PUT', 'officefit/v1/habits', { habits })),
      invalidatesTags: ['Habits', 'HabitActions', 'Me', 'Awards'],
    }),
  }),
});

export const { useUpdateHabitsMutation } = updateHabitsApi;
