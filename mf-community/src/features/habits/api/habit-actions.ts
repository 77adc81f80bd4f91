import { call, sendOrQueue, type QueuedAnswer } from '@officefit/api';
import type { Habit, HabitAction } from '../model/types';
import { getHabitsApi } from './get-habits';
import { habitWriteQuery } from './habit-writes';
import { communityApi } from '../../../area-api';

/** Sets a habit's "done today" in the cached list at once, so the check-off answers the click without waiting. */
function patchHabit(habitId: number, done: boolean) {
  return getHabitsApi.util.updateQueryData('getHabits', undefined, (draft) => {
    const habit = draft.habits.find((h) => h.id === habitId);
    if (!habit || habit.done_today === done) return;
    habit.done_today = done;
    habit.completed_days = Math.max(0, habit.completed_days + (done ? 1 : -1));
  });
}

const habitActionsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET action_habit: the check-offs of the last 35 days (or of `from`–`to`), newest day first. */
    getHabitActions: build.query<HabitAction[], { from?: string; to?: string } | void>({
      query: (range) => call('GET', 'officefit/v1/action_habit', range ?? undefined),
      providesTags: ['HabitActions'],
    }),
    /** PUT action_habit: checks a habit off for a day (today); repeating it changes nothing; queued offline. */
    checkHabit: build.mutation<
      { action: HabitAction; habit: Habit } | QueuedAnswer,
      { habit: number; day?: string }
    >({
      queryFn: (arg, queryApi, extra, send) =>
        habitWriteQuery<{ action: HabitAction; habit: Habit } | QueuedAnswer, typeof arg>((body) =>
          call('PUT', 'officefit/v1/action_habit', body),
        )(arg, queryApi, extra, (request) => sendOrQueue('habit_check', request, queryApi, send)),
      async onQueryStarted({ habit }, { dispatch, queryFulfilled }) {
        const patch = dispatch(patchHabit(habit, true));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Habits', 'HabitActions', 'Awards'],
    }),
    /** PUT delete_action_habit: takes a check-off back (`habit` only updates the cached list). */
    uncheckHabit: build.mutation<{ deleted: true; id: number; habit: Habit }, { id: number; habit: number }>({
      queryFn: habitWriteQuery(({ id }) => call('PUT', 'officefit/v1/delete_action_habit', { id })),
      async onQueryStarted({ habit }, { dispatch, queryFulfilled }) {
        const patch = dispatch(patchHabit(habit, false));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Habits', 'HabitActions', 'Awards'],
    }),
  }),
});

export const { useGetHabitActionsQuery, useCheckHabitMutation, useUncheckHabitMutation } = habitActionsApi;
