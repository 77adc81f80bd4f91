// Every fitness-point value and activity constant in one place (docs/api-training.md, DECISIONS.md
// "Points, weekly goal, steps and strike"). Change a value here and nowhere else.

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
} as const satisfies Record<keyof typeof POINTS, string>;

export type PointAward = keyof typeof POINTS;

/** Daily steps goal (spec §9). */
export const STEPS_GOAL = 10_000;
/** Highest step count accepted for one day. */
export const MAX_STEPS_PER_DAY = 100_000;
/** Days back steps may be entered when the company sets nothing else. */
export const DEFAULT_STEPS_WINDOW_DAYS = 3;
/** Units of a full plan day. */
export const UNITS_PER_PLAN_DAY = 4;
/** Days of GET steps `days`. */
export const STEPS_HISTORY_DAYS = 7;
/** Time zone of users who have none stored. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

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
} as const;

/** At most this many active challenges per user (spec §8 "3"; the 5-reading is noted in DECISIONS.md). */
export const MAX_ACTIVE_CHALLENGES = 3;
/** Team photo or logo upload limit in bytes (spec §5: 512 kb). */
export const TEAM_PHOTO_MAX_BYTES = 512 * 1024;
/** PUT action_article (marketing/blog): reading an article, once per article (reason 'article_read', ref 'article:<post id>'). */
export const ARTICLE_READ_POINTS = 10;
