import { useState } from 'react';
import { isoDate } from '../../../lib/format';
import { useNotify } from '../../../lib/use-notify';
import {
  useCheckHabitMutation,
  useGetHabitActionsQuery,
  useUncheckHabitMutation,
} from '../api/habit-actions';
import type { Habit } from '../model/types';

/**
 * Checking a habit off for today and taking it back. Taking it back needs the id of today's action, so today's
 * actions are loaded alongside.
 */
export function useHabitCheck() {
  const notify = useNotify();
  const today = isoDate();
  const actions = useGetHabitActionsQuery({ from: today, to: today });
  const [check] = useCheckHabitMutation();
  const [uncheck] = useUncheckHabitMutation();
  const [pending, setPending] = useState<number | null>(null);

  const toggle = async (habit: Habit, done: boolean) => {
    // A second click while the first is on its way is ignored (the box stays focusable for keyboard users).
    if (pending === habit.id) return;
    setPending(habit.id);
    try {
      if (done) {
        await check({ habit: habit.id, day: today }).unwrap();
        notify.success('habits.checked', { name: habit.name });
      } else {
        const isToday = (a: { habit: number; day: string }) => a.habit === habit.id && a.day === today;
        let list = actions.data;
        if (!list?.some(isToday)) list = await actions.refetch().unwrap();
        const action = list.find(isToday);
        if (action) await uncheck({ id: action.id, habit: habit.id }).unwrap();
        notify.success('habits.unchecked', { name: habit.name });
      }
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setPending(null);
    }
  };

  return { toggle, pending };
}
