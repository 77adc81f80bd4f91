// The product's value lists (spec §3) and their types. Pure constants; re-exported by ./index.

export const ROLES = [
  'subscriber',
  'guest',
  'administrator',
  'customer_service',
  'company_owner',
  'marketing',
] as const;
export type Role = (typeof ROLES)[number];

export const SUBCATEGORY_KINDS = ['location', 'department'] as const;
export type SubcategoryKind = (typeof SUBCATEGORY_KINDS)[number];

export const SUBSCRIPTION_KINDS = ['company', 'private', 'trial'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_INTERVALS = ['monthly', 'quarterly', 'halfyearly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const ABSENCE_REASONS = ['vacation', 'illness', 'business_trip', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

export const BODY_REGIONS = [
  'ankle_joint',
  'back',
  'brain',
  'buttocks',
  'calf',
  'cervical_spine',
  'eyes',
  'forearm_back',
  'forearm_front',
  'forearm_wrist',
  'head',
  'hip',
  'jaw',
  'knee',
  'lumbar_spine',
  'neck',
  'rhomboids',
  'rotator_cuff',
  'shoulder',
  'side_belly',
  'side_neck',
  'straight_belly',
  'thigh_back',
  'thigh_front',
  'torso',
  'wrist',
] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

export const SPORTS = ['ballsport', 'biking', 'fitness', 'hiking', 'other', 'running', 'swimming'] as const;
export type Sport = (typeof SPORTS)[number];

export const GOALS = ['agility', 'muscle', 'painremoval', 'wellbeing'] as const;
export type Goal = (typeof GOALS)[number];

export const FOCUS_AREAS = [
  'attention',
  'biking',
  'diet',
  'management',
  'mental',
  'mobility',
  'running',
  'sleep',
  'sport',
  'strength',
  'yoga',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const ILLNESS_GROUPS = ['cardiovascular', 'chronic', 'respiratory'] as const;
export type IllnessGroup = (typeof ILLNESS_GROUPS)[number];

/** Anamnesis equipment answer: none, resistance band only, massage ball only, or both ("yes"). */
export const ANAMNESIS_EQUIPMENT = ['none', 'band', 'ball', 'all'] as const;
export type AnamnesisEquipment = (typeof ANAMNESIS_EQUIPMENT)[number];

export const EXERCISE_EQUIPMENT = ['none', 'band', 'ball'] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

export const EXERCISE_KINDS = ['strengthening', 'mobility', 'relaxation', 'mental'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** The exercise kinds of quick start ("Schnellstart", GET quick_start?kind=). */
export const QUICK_START_KINDS = ['relaxation', 'strengthening'] as const satisfies readonly ExerciseKind[];
export type QuickStartKind = (typeof QUICK_START_KINDS)[number];

/** How an exercise was opened: from the plan, the pain search, the mental exercises or freely. */
export const EXERCISE_MODES = ['plan', 'pain', 'mental', 'free'] as const;
export type ExerciseMode = (typeof EXERCISE_MODES)[number];

export const POST_STATUSES = ['draft', 'publish', 'private'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Longest allowed exercise (spec §1: "at most about 5 minutes"). */
export const MAX_EXERCISE_SECONDS = 300;

/** Pain point: first or repeated episode. */
export const INJURY_EPISODES = ['first', 'repeated'] as const;
export type InjuryEpisode = (typeof INJURY_EPISODES)[number];

/** Status of a plan unit. */
export const UNIT_STATUSES = ['open', 'started', 'done'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** Minutes per day of the health profile; 31 = "more than 30". */
export const TRAINING_TIMES = [5, 10, 15, 30, 31] as const;

/** Reasons a pain point needs a doctor first. */
export const RED_FLAG_REASONS = ['severe', 'worsening', 'accident', 'numbness', 'long_unexamined'] as const;
export type RedFlagReason = (typeof RED_FLAG_REASONS)[number];

export const CHALLENGE_KINDS = ['duel', 'couple', 'team', 'company'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** A participant's answer to a challenge invitation. */
export const PARTICIPANT_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** The awards of GET awards, in the order they are sent. */
export const AWARD_KEYS = [
  'strike',
  'duel_wins',
  'team_wins',
  'weekly_goals',
  'steps_goals',
  'ranking_places',
  'completed_habits',
] as const;
export type AwardKey = (typeof AWARD_KEYS)[number];

/** The CMS page block types, in the order the editor offers them. */
export const BLOCK_TYPES = [
  'hero',
  'text',
  'features',
  'testimonials',
  'experts',
  'team',
  'faq',
  'cta',
  'contact_form',
  'prices',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Habit types of spec §3: nutrition, mental strength, movement, other. */
export const HABIT_TYPES = ['nutrition', 'mental', 'movement', 'other'] as const;
export type HabitType = (typeof HABIT_TYPES)[number];

export const HABIT_STATUSES = ['active', 'finished', 'deleted'] as const;
export type HabitStatus = (typeof HABIT_STATUSES)[number];

/**
 * What the backend's mail outbox sends (one kind per mail it writes); the admin outbox names each in the
 * interface language, never the raw kind (#39).
 */
export const MAIL_KINDS = [
  'password_reset',
  'contact_request',
  'trial_request',
  'exercise_share',
  'account_created',
  'email_verification',
  'email_change',
  'email_change_notice',
  'membership_cancelled',
  'membership_cancellation_requested',
  'reminder',
  'stream_reminder',
  'shop_order',
  'shop_coupon_available',
  'invoice_reminder',
  'membership_paused',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Ranges of the progress screen (issue 38): 4 weeks, 3 months, 12 months. */
export const PROGRESS_RANGES = ['4w', '3m', '12m'] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];
/** ISO weeks each range shows, the current week included (3 months ≈ 13 weeks, 12 months ≈ 52 weeks). */
export const PROGRESS_RANGE_WEEKS: Record<ProgressRange, number> = { '4w': 4, '3m': 13, '12m': 52 };

/**
 * Every `point_events.reason` the ledger holds: the awards of training and community, the shop's redemption and
 * refund, reading an article, and the two kinds older rows and the seed carry ('registration', 'exercise'). The
 * backend types its reasons against this list and the points history has a label for each (de + en, tested).
 */
export const POINT_KINDS = [
  'registration',
  'exercise',
  'exercise_start',
  'exercise_finish',
  'plan_day_complete',
  'weekly_goal',
  'steps_goal',
  'strike',
  'exercise_share',
  'challenge_team_win',
  'challenge_cheer',
  'challenge_shared_exercise',
  'challenge_wager_won',
  'challenge_wager_lost',
  'article_read',
  'shop_order',
  'shop_refund',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** The milestones a team-feed post tells of (issue #38): never anything health-related. */
export const FEED_POST_KINDS = [
  'strike_milestone',
  'weekly_goal',
  'challenge_won',
  'reward_redeemed',
] as const;
export type FeedPostKind = (typeof FEED_POST_KINDS)[number];
