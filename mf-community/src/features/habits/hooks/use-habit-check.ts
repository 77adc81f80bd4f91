import { useState } from 'react';
import { isQueued, useUserToday } from '@officefit/api';
import { useNotify } from '../../../lib/use-notify';
import {
  useCheckHabitMutation,
  useGetHabitActionsQuery,
  useUncheckHabitMutation,
} from '../api/habit-actions';
import type { Habit } from '../model/types';

/** Habit id → the "done today" a check-off (or taking it back) on its way is going to set. */
type OnItsWay = Readonly<Record<number, boolean>>;

function without(onItsWay: OnItsWay, habitId: number): OnItsWay {
  const rest = { ...onItsWay };
  delete rest[habitId];
  return rest;
}

/**
 * Checking a habit off for today and taking it back. Taking it back needs the id of today's action, so today's
 * actions are loaded alongside.
 *
 * `isDone` is what a habit's box shows. While a change is on its way it is the state the click asked for, kept
 * in this component's state: the optimistic patch of the cached list reaches the screens only with the store's
 * next notification (RTK batches the notification for its own actions until the next animation frame), and the
 * click's re-render of the row (`aria-busy`) would otherwise put the old `checked` back on the controlled box
 * for that long. Taking a check-off back may even wait for today's actions to load before its patch is sent.
 */
export function useHabitCheck() {
  const notify = useNotify();
  const today = useUserToday();
  const actions = useGetHabitActionsQuery({ from: today, to: today });
  const [check] = useCheckHabitMutation();
  const [uncheck] = useUncheckHabitMutation();
  const [onItsWay, setOnItsWay] = useState<OnItsWay>({});

  const toggle = async (habit: Habit, done: boolean) => {
    // A second click while the first is on its way is ignored (the box stays focusable for keyboard users).
    if (habit.id in onItsWay) return;
    setOnItsWay((current) => ({ ...current, [habit.id]: done }));
    try {
      if (done) {
        const answer = await check({ habit: habit.id, day: today }).unwrap();
        // queued offline: the shell says "saved, will sync"
        if (!isQueued(answer)) notify.success('habits.checked', { name: habit.name });
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
      // The snackbar above is a plain action, so the store has told the screens of the patch (or its undo) by now.
      setOnItsWay((current) => without(current, habit.id));
    }
  };

  const isDone = (habit: Habit): boolean => onItsWay[habit.id] ?? habit.done_today;
  const isBusy = (habit: Habit): boolean => habit.id in onItsWay;

  return { toggle, isDone, isBusy };
}
