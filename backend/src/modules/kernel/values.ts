// Every fitness-point value and activity constant in one place (docs/api-training.md, DECISIONS.md
// "Points, weekly goal, steps and strike"). Change a value here and nowhere else.
import type { PointKind } from '../../shared/domain';

/** Points per action. */
export const POINTS = {
  /** PUT action_start_exercise: once per exercise and day. */
  startExercise: 5,
  /** PUT action_exercise: once per exercise and day. */
  finishExercise: 20,
  /** All 4 units of today's plan day done (once per day). */
  planDayComplete: 30,
  /** The weekly goal reached (once per ISO week). */
  weeklyGoal: 100,
  /** The daily steps goal reached (once per day). */
  stepsGoal: 50,
  /** A new strike flame: a working day with points (once per day). */
  strikeFlame: 50,
  /** Sharing an exercise with a colleague: each of the two, once per exercise and pair. */
  share: 50,
} as const;

/** `point_events.reason` of each award. */
export const POINT_REASONS = {
  startExercise: 'exercise_start',
  finishExercise: 'exercise_finish',
  planDayComplete: 'plan_day_complete',
  weeklyGoal: 'weekly_goal',
  stepsGoal: 'steps_goal',
  strikeFlame: 'strike',
  share: 'exercise_share',
} as const satisfies Record<keyof typeof POINTS, PointKind>;

export type PointAward = keyof typeof POINTS;

/**
 * Exercise points (start + finish) one user can earn per local day: 8 exercises × (5 + 20) = 200, i.e. the 4
 * units of the plan day plus up to 4 extra exercises (/pain, /mental, the catalogue). Bonuses (full plan day,
 * weekly goal, strike flame) are once per day or week and do not count. An award that would go beyond the cap is
 * not given (never partly), so the ledger keeps its fixed values.
 */
export const DAILY_EXERCISE_POINTS_CAP = 8 * (POINTS.startExercise + POINTS.finishExercise);
/**
 * A finish counts only this share of the exercise's duration after its start (rounded up): half the time allows
 * "finish exercise" early and a little clock skew, but not start-and-finish in one go. Configurable per server
 * (EXERCISE_MIN_ELAPSED_FRACTION, 0–1) so the e2e run need not wait minutes.
 */
export const MIN_EXERCISE_ELAPSED_FRACTION = 0.5;
/** …and never less than this many seconds, whatever the duration or the configured share. */
export const MIN_EXERCISE_ELAPSED_SECONDS = 5;

/**
 * Share points one user can earn per local day, as sender or recipient: 2 shares. Sharing pays both colleagues,
 * so without a cap two colleagues could share the whole catalogue with each other for 8,000 points each.
 */
export const DAILY_SHARE_POINTS_CAP = 2 * POINTS.share;

/** Daily steps goal (spec §9). */
export const STEPS_GOAL = 10_000;
/** Highest step count accepted for one day (the request contract's limit, shared with the apps). */
export { STEPS_PER_DAY_MAX as MAX_STEPS_PER_DAY } from '../../shared/domain';
/** Days back steps may be entered when the company sets nothing else. */
export const DEFAULT_STEPS_WINDOW_DAYS = 3;
/** Units of a full plan day. */
export const UNITS_PER_PLAN_DAY = 4;
/** Days of GET steps `days`. */
export const STEPS_HISTORY_DAYS = 7;
/** Time zone of users who have none stored: the one of @officefit/domain, shared with the apps. */
export { DEFAULT_TIME_ZONE } from '@officefit/domain';

// ---- Community (docs/api-community.md, DECISIONS.md "Community backend") ------------------------------------

/** Points of the community rules. */
export const COMMUNITY_POINTS = {
  /** Each member of the winning team of a team challenge (couple, team, company). */
  challengeTeamWin: 1000,
  /** Cheering a colleague in a running challenge: each of the two, once per challenge and pair. */
  cheer: 50,
  /** A duel's shared exercise finished by both: each of the two, once per challenge. */
  challengeSharedExercise: 50,
} as const;

/** `point_events.reason` of the community awards and of the wager transfer. */
export const COMMUNITY_POINT_REASONS = {
  challengeTeamWin: 'challenge_team_win',
  cheer: 'challenge_cheer',
  challengeSharedExercise: 'challenge_shared_exercise',
  /** The winner's side of the wager transfer (+wager). */
  wagerWon: 'challenge_wager_won',
  /** The loser's side of the wager transfer (−wager). */
  wagerLost: 'challenge_wager_lost',
} as const satisfies Record<string, PointKind>;

/** At most this many active challenges per user (spec §8 "3"; the 5-reading is noted in DECISIONS.md). */
export const MAX_ACTIVE_CHALLENGES = 3;
/** Team photo or logo upload limit in bytes (spec §5: 512 kb). */
export const TEAM_PHOTO_MAX_BYTES = 512 * 1024;
/** PUT action_article (marketing/blog): reading an article, once per article (reason 'article_read', ref 'article:<post id>'). */
export const ARTICLE_READ_POINTS = 10;
