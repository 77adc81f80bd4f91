// Wire types of GET me/progress (issue 38 "Progress you can see"). Types only.
import type { BodyRegion, ProgressRange } from '../index';

/** A pain point of the health profile as it stood at the end of a week. */
export interface ProgressPainPoint {
  region: BodyRegion;
  /** 0–10. */
  severity: number;
}

/** One ISO week (Monday to Sunday, Europe/Berlin). */
export interface ProgressWeek {
  /** ISO week, 'YYYY-Www'. */
  week: string;
  /** Monday of the week, 'YYYY-MM-DD'. */
  start: string;
  active_minutes: number;
  finished_exercises: number;
  points_earned: number;
  /** Points spent in the shop (refunds subtracted). */
  points_redeemed: number;
  /** Strike flames at the end of the week (or today, for the running week). */
  strike: number;
  weekly_goal_reached: boolean;
  /** Highest pain level of the open pain points at the end of the week; null: no health profile saved by then. */
  pain_max: number | null;
  /** The open pain points at the end of the week; empty without a saved profile. */
  pain: ProgressPainPoint[];
}

/** GET me/progress: oldest week first, the running week last. */
export interface ProgressResponse {
  range: ProgressRange;
  /** The user's local date the series ends on. */
  today: string;
  weeks: ProgressWeek[];
}
