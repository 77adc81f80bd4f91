import type { Habit } from './types';

/** The habits running on `today` (the user's date, useUserToday): today lies within from…to. */
export function runningOn(habits: readonly Habit[] | undefined, today: string): Habit[] {
  return habits?.filter((h) => h.from <= today && today <= h.to) ?? [];
}
