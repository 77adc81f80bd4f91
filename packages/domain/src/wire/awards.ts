// Wire types of GET awards (docs/api-community.md "Awards") as the backend sends them. Types only.
import type { AwardKey } from '../index';

/** One award with its level. */
export interface Award {
  key: AwardKey;
  count: number;
  /** 0–3 for the thresholds of the award. */
  level: number;
  /** Count needed for the next level, null at the top. */
  next: number | null;
}

/** GET awards: the counts computed from the user's real activity and the level of each award. */
export interface Awards {
  strike: number;
  duel_wins: number;
  team_wins: number;
  weekly_goals: number;
  steps_goals: number;
  ranking_places: { first: number; second: number; third: number };
  completed_habits: number;
  awards: Award[];
}
