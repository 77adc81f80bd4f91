import { useState } from 'react';
import { isoDate } from '../../../lib/format';
import { useNotify } from '../../../lib/use-notify';
import { useCheckHabitMutation, useGetHabitActionsQuery, useUncheckHabitMutation } from '../api/habit-actions';
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
    setPending(habit.id);
    try {
      if (done) {
        await check({ habit: habit.id, day: today }).unwrap();
        notify.success('habits.checked', { name: habit.name });
      } else {
        const action = actions.data?.find((a) => a.habit === habit.id && a.day === today);
        if (action) await uncheck({ id: action.id }).unwrap();
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
