import { api, call } from '@officefit/api';
import type { Habit, HabitAction } from '../model/types';

const habitActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET action_habit: the check-offs of the last 35 days (or of `from`–`to`), newest day first. */
    getHabitActions: build.query<HabitAction[], { from?: string; to?: string } | void>({
      query: (range) => call('GET', 'officefit/v1/action_habit', range ?? undefined),
      providesTags: ['HabitActions'],
    }),
    /** PUT action_habit: checks a habit off for a day (default today); repeating it changes nothing. */
    checkHabit: build.mutation<{ action: HabitAction; habit: Habit }, { habit: number; day?: string }>({
      query: (body) => call('PUT', 'officefit/v1/action_habit', body),
      invalidatesTags: ['Habits', 'HabitActions', 'Awards'],
    }),
    /** PUT delete_action_habit: takes a check-off back. */
    uncheckHabit: build.mutation<{ deleted: true; id: number; habit: Habit }, { id: number }>({
      query: (body) => call('PUT', 'officefit/v1/delete_action_habit', body),
      invalidatesTags: ['Habits', 'HabitActions', 'Awards'],
    }),
  }),
});

export const { useGetHabitActionsQuery, useCheckHabitMutation, useUncheckHabitMutation } = habitActionsApi;
