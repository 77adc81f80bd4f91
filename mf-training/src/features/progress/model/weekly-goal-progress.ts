/** Which text shows a week's training days against the weekly goal, and with which numbers (a type, not an
 * interface: it is passed to i18next as interpolation values, which need an index signature). */
export type WeeklyGoalProgress = {
  exceeded: boolean;
  /** Done days as shown: never more than the goal, so a card never reads "4 von 3 Trainingstagen". */
  shown: number;
  done: number;
  target: number;
};

/**
 * The weekly goal's progress for display. More training days than the goal (the goal was lowered mid-week, or
 * the user trained on an extra day) show as the full goal with the real count after it: "3 von 3 – Ziel
 * übertroffen (4)"; the progress bar gets `shown` as its value, which its maximum allows.
 */
export function weeklyGoalProgress(done: number, target: number): WeeklyGoalProgress {
  const exceeded = target > 0 && done > target;
  return { exceeded, shown: exceeded ? target : done, done, target };
}
