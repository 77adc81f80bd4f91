import { api, call } from '@officefit/api';
import type { HabitsResponse } from '../model/types';

export const getHabitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET habits: the active habits (runtime not over) and the finished ones. */
    getHabits: build.query<HabitsResponse, void>({
      query: () => call('GET', 'officefit/v1/habits'),
      providesTags: ['Habits'],
    }),
  }),
});

export const { useGetHabitsQuery } = getHabitsApi;
