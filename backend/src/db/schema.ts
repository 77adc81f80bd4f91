// Kysely table types: one interface per table, matching migrations/. Column names stay snake_case, like the
// WordPress-style JSON we answer with. date columns are read as 'YYYY-MM-DD' strings and time columns as
// 'HH:MM:SS' strings (see type-parsers.ts); timestamptz columns as Date.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AbsenceReason,
  JobState,
  AnamnesisEquipment,
  BillingInterval,
  BodyRegion,
  CancelReason,
  ChallengeKind,
  CmsRevisionAction,
  ContentLang,
  DunningStep,
  ExerciseEquipment,
  ExerciseKind,
  ExerciseMode,
  FeedPostKind,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  Lang,
  MembershipDuration,
  MembershipKind,
  MembershipState,
  OrderState,
  ParticipantStatus,
  PaymentType,
  PostStatus,
  RegistrationGender,
  Role,
  ServiceFormat,
  ServiceKind,
  ServiceRequestState,
  Sport,
  SubcategoryKind,
  UnitStatus,
} from '../shared/domain';

/** timestamptz with a database default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert, always present when read. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  enable_subranking: WithDefault<boolean>;
  /** How many days back employees may still enter steps (default 3). */
  steps_window_days: WithDefault<number>;
  created_at: CreatedAt;
}

export interface CompanySubcategoriesTable {
  id: Generated<number>;
  company_id: number;
  kind: SubcategoryKind;
  name: string;
  pic: string | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  /** Always lower case (CHECK). */
  email: string;
  password_hash: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  nickname: string | null;
  avatar: string | null;
  lang: WithDefault<Lang>;
  roles: WithDefault<Role[]>;
  birthdate: string | null;
  phone_number: string | null;
  time: string | null;
  time2: string | null;
  time3: string | null;
  time4: string | null;
  /** ISO weekdays for reminders and the weekly goal: 1 = Monday … 7 = Sunday. */
  weekdays: WithDefault<number[]>;
  absence_from: string | null;
  absence_until: string | null;
  absence_reason: AbsenceReason | null;
  termination_date: string | null;
  company_id: number | null;
  subcategory_id: number | null;
  per_push: WithDefault<number>;
  per_mail: WithDefault<number>;
  sms: WithDefault<number>;
  newsletter: WithDefault<number>;
  participating: WithDefault<number>;
  stream_reminder: WithDefault<number>;
  notifications: WithDefault<number>;
  weekly_goal: WithDefault<number>;
  steps: WithDefault<number>;
  stepcount: WithDefault<number>;
  /** IANA time zone of the user's local dates (default Europe/Berlin). */
  time_zone: WithDefault<string>;
  /** Last completed step (0–3) of the steps activation; `steps` becomes 1 at step 3. */
  steps_activation_step: WithDefault<number>;
  /** Part of every access token; raising it ends the user's earlier tokens (password reset). */
  token_version: WithDefault<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  kind: MembershipKind;
  status: WithDefault<MembershipState>;
  starts_at: CreatedAt;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  billing_interval: BillingInterval | null;
  created_at: CreatedAt;
}

export interface AnamnesisTable {
  id: Generated<number>;
  user_id: number;
  is_new: WithDefault<boolean>;
  height: number | null;
  weight: number | null;
  sports: WithDefault<Sport[]>;
  fitness: WithDefault<number>;
  stress: number | null;
  physical_health: WithDefault<IllnessGroup[]>;
  diet: number | null;
  workhours_sitting: number | null;
  bodyfeeling: number | null;
  wellness: number | null;
  sleep: number | null;
  goals: WithDefault<Goal[]>;
  focus: WithDefault<FocusArea[]>;
  time: number | null;
  equipment: AnamnesisEquipment | null;
  suitability: number | null;
  accept: WithDefault<boolean>;
  adjustable_table: boolean | null;
  workoutdays: WithDefault<number>;
  workoutminutes: number | null;
  sports_frequency: WithDefault<number>;
  /** The user skipped the questionnaire and got the standard profile. */
  skipped: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AnamnesisInjuriesTable {
  id: Generated<number>;
  anamnesis_id: number;
  region: BodyRegion;
  /** 0 = 0–7 days, 1 = 1–4 weeks, 2 = 1–3 months, 3 = longer. */
  duration: number;
  examined: WithDefault<boolean>;
  problems: string | null;
  more: string | null;
  /** Currently painful (an "open" pain point). */
  painful: WithDefault<boolean>;
  episode: WithDefault<InjuryEpisode>;
  /** Pain intensity 0–10. */
  severity: WithDefault<number>;
  worsening: WithDefault<boolean>;
  accident: WithDefault<boolean>;
  numbness: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface PointEventsTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  ref: string | null;
  /** The user's local day the points count for ('YYYY-MM-DD'); null = the local day of created_at. */
  activity_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Read model: a user's points per calendar month (Europe/Berlin), kept by triggers on point_events (0012). */
export interface PointTotalsMonthlyTable {
  user_id: number;
  /** First day of the month, 'YYYY-MM-01'. */
  month: ColumnType<string, string, string>;
  points: number;
}

/** Which company's ranking changed in which transaction, written by triggers (0022, community/ranking/cache.ts). */
/** Tokens ended by a logout (0023), kept until they would have expired. */
export interface RevokedTokensTable {
  token_id: string;
  user_id: number;
  expires_at: ColumnType<Date, Date, Date>;
}

/** Refresh tokens (migration 0055, auth/refresh.ts): only the SHA-256 of each token is kept. */
export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one login shares it: reuse of a used token revokes the family. */
  family_id: string;
  hash: string;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
}

/** Transactions that changed what a blog list answers (migration 0025, posts/list-cache.ts). */
export interface PostListChangesTable {
  /** The writing transaction (xid8, as text). */
  xid: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
}

export interface RankingChangesTable {
  company_id: number;
  /** The writing transaction (xid8, as text). */
  xid: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
}

export interface ExercisesTable {
  id: Generated<number>;
  slug: string;
  level: number;
  undercover: WithDefault<boolean>;
  equipment: WithDefault<ExerciseEquipment>;
  duration_seconds: number;
  kind: ExerciseKind;
  regions: WithDefault<BodyRegion[]>;
  contraindicated_regions: WithDefault<BodyRegion[]>;
  illustration: string | null;
  /** Repetitions per set, null for timed exercises. */
  repetitions: ColumnType<number | null, number | null | undefined, number | null>;
  /** Suitable when the user has pain in a target region. */
  gentle: WithDefault<boolean>;
  focus: WithDefault<FocusArea[]>;
  goals: WithDefault<Goal[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Set when staff created or changed the exercise (0020): the seed leaves it alone then. */
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The demonstration's key poses (0021), `ExercisePoses` of @officefit/pose-figure; insert a JSON string. */
  poses: ColumnType<unknown, string | null | undefined, string | null>;
}

/** An uploaded exercise picture (0020): one per exercise, the file in the storage under `storage_key`. */
export interface ExerciseIllustrationsTable {
  token: string;
  exercise_id: number;
  storage_key: string;
  mime: 'image/webp';
  created_at: CreatedAt;
}

export interface ExerciseTranslationsTable {
  exercise_id: number;
  lang: ContentLang;
  name: string;
  common_mistakes: WithDefault<string>;
  sequence: WithDefault<string>;
  duration_text: WithDefault<string>;
  effect: WithDefault<string>;
  starting_position: WithDefault<string>;
  tip: WithDefault<string>;
}

export interface TagsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  lang: ContentLang;
  description: WithDefault<string>;
}

export interface PostsTable {
  id: Generated<number>;
  lang: ContentLang;
  slug: string;
  title: string;
  content: WithDefault<string>;
  excerpt: WithDefault<string>;
  status: WithDefault<PostStatus>;
  members_only: WithDefault<boolean>;
  author_id: number | null;
  featured_url: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PostTagsTable {
  post_id: number;
  tag_id: number;
}

/** Failed-login counters (auth module): forgotten after a quiet window, blocking until `blocked_until`. */
export interface LoginAttemptsTable {
  key: string;
  count: number;
  last_failure_at: CreatedAt;
  blocked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Fingerprint of the last complete demo seed (migration 0024). */
export interface SeedRunsTable {
  fingerprint: string;
  seeded_at: CreatedAt;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A reward of the shop, bought with fitness points. */
export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  /** Price in fitness points; null when the reward costs euros only (0011). */
  points: number | null;
  out_of_stock: WithDefault<boolean>;
  /** Path of the product picture, relative to the site (no external URLs). */
  image: string | null;
  /** Inactive products are kept for past orders but not offered. */
  active: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProductTranslationsTable {
  product_id: number;
  lang: ContentLang;
  name: string;
  description: WithDefault<string>;
}

export interface PasswordResetKeysTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the key that was mailed; the key itself is never stored. */
  key_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** Set when the key was used, or when another key of the user was used (every open key ends then). */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** Mails to send, written in the transaction of the change they announce. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** What the mail is about, e.g. 'password_reset'. */
  kind: string;
  recipient: string;
  lang: Lang;
  subject: string;
  /** Sealed with the outbox key (AES-256-GCM) while queued; null once sent or failed. */
  body: string | null;
  state: WithDefault<MailState>;
  /** Failed delivery attempts so far. */
  attempts: WithDefault<number>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type MailState = 'queued' | 'sent' | 'failed';

export type ExerciseActivityKind = 'start' | 'finish';

/** A started or finished exercise, at most once per user, exercise, kind and local day. */
export interface ExerciseActivityTable {
  id: Generated<number>;
  user_id: number;
  exercise_id: number;
  kind: ExerciseActivityKind;
  mode: ExerciseMode;
  region: BodyRegion | null;
  /** The user's local date ('YYYY-MM-DD'). */
  activity_date: string;
  duration_seconds: number;
  created_at: CreatedAt;
}

/** Steps of one user on one local day. */
export interface StepsEntriesTable {
  user_id: number;
  entry_date: string;
  steps: number;
  updated_at: CreatedAt;
}

/** An exercise one colleague sent another. */
export interface ExerciseSharesTable {
  sender_id: number;
  recipient_id: number;
  exercise_id: number;
  created_at: CreatedAt;
}

/** The current focus phase of a user's plan (one row per user). */
export interface PlansTable {
  user_id: number;
  starts_on: string;
  ends_on: string;
  /** ISO weekdays the plan days fall on. */
  weekdays: number[];
  generated_at: CreatedAt;
  seed: number;
}

/** One exercise of one plan day. */
export interface PlanUnitsTable {
  id: Generated<number>;
  user_id: number;
  plan_date: string;
  /** Plan day number 1..maxDay (0 = a started/done unit left outside a newer phase). */
  day: number;
  position: number;
  exercise_id: number;
  status: WithDefault<UnitStatus>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface FavouritesTable {
  user_id: number;
  exercise_id: number;
  created_at: CreatedAt;
}

export interface DislikesTable {
  user_id: number;
  exercise_id: number;
  /** 1 pain, 2 too hard, 3 too easy, 4 unpleasant, 5 target muscle not felt, 6 other. */
  reason: number;
  /** Excluded on dislike_date only. */
  only_today: WithDefault<boolean>;
  dislike_date: string;
  created_at: CreatedAt;
}

/** Every table of the database, for `Kysely<Database>`. */
export interface Database {
  companies: CompaniesTable;
  company_subcategories: CompanySubcategoriesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  anamnesis: AnamnesisTable;
  anamnesis_injuries: AnamnesisInjuriesTable;
  point_events: PointEventsTable;
  point_totals_monthly: PointTotalsMonthlyTable;
  ranking_changes: RankingChangesTable;
  post_list_changes: PostListChangesTable;
  revoked_tokens: RevokedTokensTable;
  refresh_tokens: RefreshTokensTable;
  exercises: ExercisesTable;
  exercise_illustrations: ExerciseIllustrationsTable;
  exercise_translations: ExerciseTranslationsTable;
  tags: TagsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  login_attempts: LoginAttemptsTable;
  app_secrets: AppSecretsTable;
  seed_runs: SeedRunsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  password_reset_keys: PasswordResetKeysTable;
  mail_outbox: MailOutboxTable;
  plans: PlansTable;
  plan_units: PlanUnitsTable;
  favourites: FavouritesTable;
  dislikes: DislikesTable;
  exercise_activity: ExerciseActivityTable;
  steps_entries: StepsEntriesTable;
  exercise_shares: ExerciseSharesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AnamnesisRow = Selectable<AnamnesisTable>;
export type AnamnesisInjuryRow = Selectable<AnamnesisInjuriesTable>;

// ---- Marketing and blog (migration 0005; docs/api-marketing.md) ----

/** A blog category; the id comes from configuration (BLOG_CATEGORY_IDS). */
export interface CategoriesTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  description: WithDefault<string>;
}

export interface PostCategoriesTable {
  post_id: number;
  category_id: number;
}

/** A post the user bookmarked ("My blog posts"). */
export interface BookmarksTable {
  user_id: number;
  post_id: number;
  created_at: CreatedAt;
}

export interface ReadArticlesTable {
  user_id: number;
  post_id: number;
  read_at: CreatedAt;
}

/** One rating (1–5 stars) per user and post. */
export interface ArticleRatingsTable {
  user_id: number;
  post_id: number;
  stars: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BlogVisitsTable {
  user_id: number;
  visited_at: CreatedAt;
}

export interface CmsPagesTable {
  id: Generated<number>;
  /** '' for '/', 'intro', 'for_you', 'for_your_company', 'team', 'faq' or 'special/<name>'. */
  slug: string;
  created_at: CreatedAt;
}

/** An immutable saved state of one page language; `blocks` is jsonb (insert a JSON string). */
export interface CmsPageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  lang: ContentLang;
  title: string;
  description: WithDefault<string>;
  blocks: ColumnType<unknown[], string, string>;
  action: CmsRevisionAction;
  restored_from: number | null;
  author_id: number | null;
  created_at: CreatedAt;
  first_published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Draft and published pointers of one page language. */
export interface CmsPageVersionsTable {
  page_id: number;
  lang: ContentLang;
  draft_revision_id: number;
  draft_modified_at: CreatedAt;
  published_revision_id: number | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ContactRequestKind = 'contact' | 'trial';
export type TrialState = 'requested' | 'started';

export interface ContactRequestsTable {
  id: Generated<number>;
  kind: ContactRequestKind;
  /** null for a plain contact request; a trial request goes requested → started. */
  state: TrialState | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  employees: number | null;
  lang: ContentLang;
  consent_at: ColumnType<Date, Date | string, Date | string>;
  ip_hash: string;
  created_at: CreatedAt;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  started_by: number | null;
}

/** Added by migration 0005 (declaration merging with PostsTable above). */
export interface PostsTable {
  /** Hash of the seeded content; null once the article editor changed the post (the seed leaves it alone). */
  seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

// Declaration merging: the marketing tables join the one Database interface above.
export interface Database {
  categories: CategoriesTable;
  post_categories: PostCategoriesTable;
  bookmarks: BookmarksTable;
  read_articles: ReadArticlesTable;
  article_ratings: ArticleRatingsTable;
  blog_visits: BlogVisitsTable;
  cms_pages: CmsPagesTable;
  cms_page_revisions: CmsPageRevisionsTable;
  cms_page_versions: CmsPageVersionsTable;
  contact_requests: ContactRequestsTable;
}

// ---- Community (migration 0006): habits, challenges, scheduled jobs -------------------------------------------

/** Declaration merging: the company's monthly ranking goal in points (null = 1000 per ranked member). */
export interface CompaniesTable {
  ranking_goal: ColumnType<number | null, number | null | undefined, number | null>;
}

export type HabitTyp = 'nutrition' | 'mental' | 'movement' | 'other';
export type HabitStatus = 'active' | 'finished' | 'deleted';

/** A habit of one user with its runtime date_from..date_to (inclusive). */
export interface HabitsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  typ: HabitTyp;
  /** Catalogue key when taken from the suggestions; null for an own habit. */
  suggestion: string | null;
  date_from: string;
  date_to: string;
  status: WithDefault<HabitStatus>;
  /** The day the user closed it (status finished). */
  closed_on: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A habit checked off on one day (at most once per habit and day). */
export interface HabitActionsTable {
  id: Generated<number>;
  habit_id: number;
  user_id: number;
  day: string;
  created_at: CreatedAt;
}

export type { ChallengeKind, ParticipantStatus } from '../shared/domain';
export type ChallengeStatus = 'waiting' | 'declined' | 'running' | 'completed';

export interface ChallengesTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number;
  kind: ChallengeKind;
  /** 0 = duel, 1 = the other kinds. */
  type: number;
  /** Finished exercises per participant. */
  goal: number;
  wager: WithDefault<number>;
  /** Days. */
  duration: number;
  /** Requested start date. */
  start_on: string;
  /** Time zone the challenge's dates are counted in (the owner's at creation). */
  time_zone: WithDefault<string>;
  status: WithDefault<ChallengeStatus>;
  /** Running since (set when everybody accepted). */
  started_on: string | null;
  /** Last day (inclusive). */
  ends_on: string | null;
  /** The moment the job may complete it (midnight after ends_on, or earlier when ended by an admin). */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  team_name: WithDefault<string>;
  opponent_team_name: WithDefault<string>;
  /** Duel only: the shared exercise. */
  exercise_id: number | null;
  winner_team: number | null;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ChallengeParticipantsTable {
  challenge_id: number;
  user_id: number;
  /** 1 = the owner's team, 2 = the invited team. */
  team: number;
  status: ParticipantStatus;
  is_owner: WithDefault<boolean>;
  /** Finished exercises in the window, frozen at completion. */
  done: ColumnType<number | null, number | null | undefined, number | null>;
  responded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface ChallengePhotosTable {
  challenge_id: number;
  team: number;
  /** Random capability token of the photo URL (changes with every upload). */
  token: string;
  mime: string;
  /** The bytes of a photo uploaded before 0008; null once they live in the file storage. */
  data: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  /** Key of the photo in the file storage (shared/storage); null for a photo not moved yet. */
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Background jobs (modules/jobs): recurring rows (key 'recurring') and one-off runs, claimed with a lease. */
export type { JobState };
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export interface JobsTable {
  id: Generated<number>;
  name: string;
  key: string;
  payload: ColumnType<unknown, string | undefined, string>;
  every_seconds: number | null;
  state: WithDefault<JobState>;
  run_at: CreatedAt;
  scheduled_for: CreatedAt;
  attempts: WithDefault<number>;
  runs: WithDefault<number>;
  locked_by: string | null;
  locked_until: NullableTime;
  last_error: string | null;
  last_started_at: NullableTime;
  last_finished_at: NullableTime;
  created_at: CreatedAt;
}

// Declaration merging: the community tables join the one Database interface above.
export interface Database {
  habits: HabitsTable;
  habit_actions: HabitActionsTable;
  challenges: ChallengesTable;
  challenge_participants: ChallengeParticipantsTable;
  challenge_photos: ChallengePhotosTable;
  jobs: JobsTable;
}

// ---- Accounts and membership (migration 0009; issue 11) -------------------------------------------------------

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Declaration merging: registration data and e-mail verification (null = not verified yet). */
export interface UsersTable {
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  gender: ColumnType<
    RegistrationGender | null,
    RegistrationGender | null | undefined,
    RegistrationGender | null
  >;
  job_category: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Declaration merging: a subscription row is one membership period (kind, term, price, payment, cancellation). */
export interface SubscriptionsTable {
  duration: ColumnType<
    MembershipDuration | null,
    MembershipDuration | null | undefined,
    MembershipDuration | null
  >;
  payment_type: WithDefault<PaymentType>;
  price_cents: WithDefault<number>;
  /** Percent. */
  vat_rate: WithDefault<number>;
  contract_reference: WithDefault<string>;
  access_code_id: ColumnType<number | null, number | null | undefined, number | null>;
  voucher_id: ColumnType<number | null, number | null | undefined, number | null>;
  sepa_mandate_id: ColumnType<number | null, number | null | undefined, number | null>;
  payment_confirmed_at: NullableTimestamp;
  payment_confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  cancelled_at: NullableTimestamp;
  cancel_reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
  cancel_text: ColumnType<string | null, string | null | undefined, string | null>;
  refund_cents: WithDefault<number>;
  /** SEPA collection (migration 0057): null until the payment is in a pain.008 file. */
  collection_state: ColumnType<
    CollectionState | null,
    CollectionState | null | undefined,
    CollectionState | null
  >;
  sepa_collection_id: ColumnType<number | null, number | null | undefined, number | null>;
  end_to_end_id: ColumnType<string | null, string | null | undefined, string | null>;
  return_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** A membership paid by invoice: active until then unpaid, dunned after it (migration 0060). */
  invoice_due_at: NullableTimestamp;
  invoice_paid_at: NullableTimestamp;
}

/** One dunning step of an unpaid invoice, done once (migration 0060). */
export interface InvoiceDunningTable {
  subscription_id: number;
  step: DunningStep;
  at: Timestamp;
  /** The membership's status the pause replaced (restored when the invoice is paid). */
  status_before: string | null;
}

export type CollectionState = 'submitted' | 'paid' | 'returned';

/** One pain.008 collection file handed to the bank (migration 0057). */
export interface SepaCollectionsTable {
  id: Generated<number>;
  message_id: string;
  /** 'YYYY-MM-DD'. */
  collection_date: string;
  payment_count: number;
  total_cents: number;
  xml: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** One imported camt.053 statement (migration 0057). */
export interface BankStatementsTable {
  id: Generated<number>;
  statement_id: string;
  entry_count: number;
  matched_count: number;
  unmatched: ColumnType<unknown, string | undefined, string>;
  imported_by: number | null;
  imported_at: CreatedAt;
}

export interface AccessCodesTable {
  id: Generated<number>;
  code: string;
  company_id: number;
  seats: number;
  seats_used: WithDefault<number>;
  valid_from: CreatedAt;
  valid_until: Timestamp;
  created_at: CreatedAt;
}

export interface VouchersTable {
  id: Generated<number>;
  code: string;
  duration: MembershipDuration;
  max_uses: WithDefault<number>;
  uses: WithDefault<number>;
  valid_until: NullableTimestamp;
  created_at: CreatedAt;
  /** staff switched it off (migration 0054) */
  disabled_at: NullableTimestamp;
  created_by: number | null;
}

export interface MembershipPricesTable {
  duration: MembershipDuration;
  price_cents: number;
  vat_rate: WithDefault<number>;
  updated_at: CreatedAt;
}

export interface SepaMandatesTable {
  id: Generated<number>;
  user_id: number;
  iban: string;
  account_owner: string;
  mandate_reference: string;
  /** 'YYYY-MM-DD'. */
  signed_on: string;
  created_at: CreatedAt;
  bic: ColumnType<string | null, string | null | undefined, string | null>;
  status: WithDefault<'active' | 'revoked'>;
  revoked_at: NullableTimestamp;
}

export type MembershipActor = 'self' | 'staff' | 'system';

export interface MembershipHistoryTable {
  id: Generated<string>;
  subscription_id: number;
  user_id: number;
  from_state: MembershipState | null;
  to_state: MembershipState;
  reason: string;
  detail: string | null;
  actor: MembershipActor;
  actor_id: number | null;
  created_at: CreatedAt;
}

export interface EmailVerificationKeysTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the mailed key. */
  key_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface TrialUsesTable {
  email: string;
  user_id: number | null;
  started_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  /** The signed-in user, 0 for a request without login. */
  owner_id: number;
  key: string;
  request_hash: string;
  /** The user the first request created or acted for. */
  user_id: number | null;
  status: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

// Declaration merging: the accounts tables join the one Database interface above.
export interface Database {
  access_codes: AccessCodesTable;
  vouchers: VouchersTable;
  membership_prices: MembershipPricesTable;
  sepa_mandates: SepaMandatesTable;
  sepa_collections: SepaCollectionsTable;
  bank_statements: BankStatementsTable;
  invoice_dunning: InvoiceDunningTable;
  membership_history: MembershipHistoryTable;
  email_verification_keys: EmailVerificationKeysTable;
  trial_uses: TrialUsesTable;
  idempotency_keys: IdempotencyKeysTable;
}

// ---- Rewards shop (migration 0011; docs/api-shop.md) ----

export type ProductCategory = 'voucher' | 'equipment' | 'donation' | 'service';

export interface ProductsTable {
  /** Gross euro price in cents (VAT included); null when the reward costs points only. */
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  vat_rate: WithDefault<number>;
  category: WithDefault<ProductCategory>;
  /** Shipped goods: the order adds the shipping cost once. */
  physical: WithDefault<boolean>;
  one_per_user: WithDefault<boolean>;
  /** Pieces left; null = unlimited. */
  stock: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MailOutboxTable {
  /** Attachments as sealed JSON (like body); null once sent or failed, or when the mail has none. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  amount: number;
  added_at: CreatedAt;
}

export interface CouponsTable {
  id: Generated<number>;
  /** Upper case. */
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or cents. */
  value: number;
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  used_count: WithDefault<number>;
  active: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface CouponWaitlistTable {
  coupon_id: number;
  user_id: number;
  created_at: CreatedAt;
  /** When the "a use is free again" notice was queued (0013); null while waiting. */
  notified_at: NullableTimestamp;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  user_id: number;
  state: WithDefault<OrderState>;
  points: WithDefault<number>;
  subtotal_cents: WithDefault<number>;
  discount_cents: WithDefault<number>;
  shipping_cents: WithDefault<number>;
  total_cents: WithDefault<number>;
  vat_cents: WithDefault<number>;
  coupon_id: ColumnType<number | null, number | null | undefined, number | null>;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of an Address (street, postal code, city, recipient, country). */
  delivery_address: ColumnType<unknown, string | null | undefined, string | null>;
  billing_address: ColumnType<unknown, string | null | undefined, string | null>;
  payment_type: ColumnType<
    'sepa' | 'invoice' | null,
    'sepa' | 'invoice' | null | undefined,
    'sepa' | 'invoice' | null
  >;
  sepa_mandate_id: ColumnType<number | null, number | null | undefined, number | null>;
  lang: WithDefault<ContentLang>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ShopOrderLinesTable {
  order_id: number;
  product_id: number;
  name: string;
  amount: number;
  /** Per piece. */
  points: number;
  /** Gross per piece. */
  price_cents: number;
  vat_rate: number;
}

export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  total_cents: number;
  vat_cents: number;
  issued_at: CreatedAt;
  /** The PDF as mailed (0013); null for invoices issued before. Buffer (pg) or Uint8Array (PGlite). */
  pdf: ColumnType<Uint8Array | null, Uint8Array | null | undefined, never>;
}

export interface Database {
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  coupon_waitlist: CouponWaitlistTable;
  shop_orders: ShopOrdersTable;
  shop_order_lines: ShopOrderLinesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
}

// ---- 0013: membership refunds (issue 11) ----

export type RefundState = 'pending' | 'refunded';
export type RefundReason = 'cancelled_in_first_week' | 'cancelled_before_start';

export interface MembershipRefundsTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: number;
  amount_cents: number;
  reason: RefundReason;
  payment_type: 'sepa' | 'invoice';
  sepa_mandate_id: ColumnType<number | null, number | null | undefined, number | null>;
  state: WithDefault<RefundState>;
  created_at: CreatedAt;
  refunded_at: NullableTimestamp;
  refunded_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  membership_refunds: MembershipRefundsTable;
}

// ---- 0017: staff audit log and impersonation sessions (issue 14) ----

type JsonColumn = ColumnType<unknown, string | null | undefined, string | null>;

export interface ImpersonationsTable {
  id: Generated<number>;
  actor_id: number;
  target_id: number;
  started_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string;
  target_user_id: number | null;
  impersonation_id: number | null;
  action: string;
  subject: string | null;
  before: JsonColumn;
  after: JsonColumn;
  created_at: CreatedAt;
}

export interface Database {
  impersonations: ImpersonationsTable;
  audit_log: AuditLogTable;
}

// ---- 0014: profile and GDPR self-service (issue 13) ----

/** Declaration merging: the avatar's storage key and the account deletion request. */
export interface UsersTable {
  /** Key of the avatar in the file storage (shared/storage), also its capability token; null = none. */
  avatar_key: ColumnType<string | null, string | null | undefined, string | null>;
  deletion_requested_at: NullableTimestamp;
  /** When the erase job may run (requested + grace); null = no deletion requested. */
  deletion_due_at: NullableTimestamp;
  /** Set when the account was erased; the row stays as an anonymous tombstone. */
  erased_at: NullableTimestamp;
}

/** A requested e-mail change, applied when the link mailed to the new address is opened. */
export interface EmailChangeRequestsTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  /** SHA-256 (hex) of the mailed key. */
  key_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface Database {
  email_change_requests: EmailChangeRequestsTable;
}

// ---- Reminders, notifications, Web Push, live stream (migration 0015; issue 13) ----

/** Reminder weekdays of a user (ISO 1–7); users.weekdays are the weekly goal's training days. */
export interface UsersTable {
  reminder_weekdays: WithDefault<number[]>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** 'account': notices about the account itself (a login cancelled the pending deletion); 'cheer': a colleague
   * cheered a team-feed post (0048). */
  kind: 'reminder' | 'stream' | 'account' | 'cheer';
  /** Unique per user: what makes a reminder "sent once". */
  dedupe_key: string;
  title: string;
  body: string;
  url: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A recording of a live session, stored through FileStorage (migration 0056, #36). */
export interface StreamVideosTable {
  id: Generated<number>;
  session_id: number;
  storage_key: string;
  content_type: 'video/mp4' | 'video/webm';
  size_bytes: number;
  etag: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface StreamSessionsTable {
  id: Generated<number>;
  /** German title (the default language). */
  title: string;
  /** English title (migration 0052). */
  title_en: string;
  trainer: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  duration_minutes: number;
  /** Link of an allow-listed video host; null when the session has only recordings (migration 0056). */
  embed_url: string | null;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StreamRemindersTable {
  user_id: number;
  session_id: number;
  created_at: CreatedAt;
}

export interface StreamVisitsTable {
  user_id: number;
  visited_at: CreatedAt;
}

export interface Database {
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  stream_sessions: StreamSessionsTable;
  stream_videos: StreamVideosTable;
  stream_reminders: StreamRemindersTable;
  stream_visits: StreamVisitsTable;
}

// ---- 0018: companies (issue 14) ----

export interface CompaniesTable {
  goal_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyServicesTable {
  id: Generated<number>;
  company_id: number;
  kind: ServiceKind;
  format: ServiceFormat;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  active: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface ServiceRequestsTable {
  id: Generated<number>;
  company_id: number;
  service_id: number;
  requested_by: number | null;
  /** YYYY-MM-DD */
  preferred_date: ColumnType<string, string, string>;
  participants: number;
  message: WithDefault<string>;
  status: WithDefault<ServiceRequestState>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  handled_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SubcategoryPicturesTable {
  token: string;
  subcategory_id: number;
  storage_key: string;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  created_at: CreatedAt;
}

export interface Database {
  company_services: CompanyServicesTable;
  service_requests: ServiceRequestsTable;
  subcategory_pictures: SubcategoryPicturesTable;
}

// ---- Cancellation without login, confirmed by a mailed link (migration 0041; issue 32) ----

/** A cancellation asked for on the public form; it happens when the link mailed to the account is followed. */
export interface CancellationRequestsTable {
  id: Generated<number>;
  user_id: number;
  reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
  /** SHA-256 (hex) of the mailed key. */
  key_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  /** When the request was received: the receipt the § 312k confirmation names. */
  created_at: CreatedAt;
}

export interface Database {
  cancellation_requests: CancellationRequestsTable;
}

// ---- Members a company confirmed (migration 0042; issue 32) ----

export interface CompaniesTable {
  /** Mail domains of the company: a verified address there (or on a subdomain) confirms a member. */
  email_domains: WithDefault<string[]>;
  /** Its access codes admit only addresses on those domains (migration 0061; spec §5 "the company address"). */
  company_email_only: WithDefault<boolean>;
}

export interface UsersTable {
  /** When the owner or staff confirmed the user as an employee of their company; null: not (yet). */
  company_confirmed_at: NullableTimestamp;
  company_confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

// ---- SCIM provisioning and calendar feeds (migrations 0044, 0045; issue 37) ----

/** A bearer token of a company's directory (SCIM 2.0); only its SHA-256 is stored. */
export interface CompanyScimTokensTable {
  id: Generated<number>;
  company_id: number;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  /** The token's last characters, so staff tell tokens apart. */
  hint: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The secret token of a user's iCalendar feed URL. */
export interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  /** Set while the company's directory has the user deactivated (SCIM active=false): no login, no tokens. */
  deactivated_at: NullableTimestamp;
  /** The directory's own id of the user (SCIM externalId). */
  scim_external_id: ColumnType<string | null, string | null | undefined, string | null>;
}

// ---- Health-profile history (migration 0050; issue 38 "Progress you can see") ----

/** One pain point of a health-profile snapshot. */
export interface PainSnapshotPoint {
  region: BodyRegion;
  /** Pain intensity 0–10. */
  severity: number;
  painful: boolean;
}

/** A saved health profile's pain points at the moment of saving; kept only with the health-data consent. */
export interface HealthProfileHistoryTable {
  id: Generated<number>;
  user_id: number;
  anamnesis_id: number;
  recorded_at: ColumnType<Date, Date | string, Date | string>;
  /** jsonb: insert a JSON string of PainSnapshotPoint[]. */
  pain: ColumnType<PainSnapshotPoint[], string, string>;
}

/** Migration 0053: every decision on a consent purpose, append-only (the latest per purpose counts). */
export interface HealthConsentsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'health_plan' | 'pain_tracking';
  action: 'confirmed' | 'skipped' | 'withdrawn';
  text_version: string;
  decided_at: ColumnType<Date, Date | string, never>;
}

// ---- Single sign-on with OpenID Connect (migration 0046; issue 37) ----

/** A company's identity provider; the client secret is sealed (modules/sso/secret.ts), never sent out. */
export interface CompanySsoTable {
  company_id: number;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  /** The mail domains whose users log in through this provider (lower case). */
  email_domains: string[];
  /** false: the company's users cannot log in with a password any more. */
  password_login: WithDefault<boolean>;
  updated_at: CreatedAt;
}

/** Which of our users a provider's subject is. */
export interface SsoIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  company_id: number;
  created_at: CreatedAt;
  last_login_at: CreatedAt;
}

/** A login in progress: found by the hash of its state, used once. */
export interface SsoFlowsTable {
  state_hash: string;
  company_id: number;
  code_verifier: string;
  nonce: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** A one-time ticket the app trades for its session (hash only). */
export interface SsoTicketsTable {
  ticket_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

// ---- The team feed (migration 0048; issue 38) ----

/** One milestone of one user, told to the colleagues of the company ranking. */
export interface FeedPostsTable {
  id: Generated<number>;
  user_id: number;
  kind: FeedPostKind;
  /** What makes the post once: 'week:2026-W49', 'strike:<since>:<flames>', 'challenge:<id>', 'order:<id>'. */
  ref: string;
  /** The strike's flames of a strike milestone; else null. */
  value: ColumnType<number | null, number | null | undefined, number | null>;
  /** The product names of a shared redemption; else null. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_at: NullableTimestamp;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** One cheer of one user on one post (one per user and post). */
export interface FeedCheersTable {
  post_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface Database {
  company_scim_tokens: CompanyScimTokensTable;
  calendar_feeds: CalendarFeedsTable;
  health_profile_history: HealthProfileHistoryTable;
  health_consents: HealthConsentsTable;
  company_sso: CompanySsoTable;
  sso_identities: SsoIdentitiesTable;
  sso_flows: SsoFlowsTable;
  sso_tickets: SsoTicketsTable;
  feed_posts: FeedPostsTable;
  feed_cheers: FeedCheersTable;
}

// ---- Pictures of the CMS pages (migration 0058; issue 39) ----

export interface CmsPicturesTable {
  id: Generated<number>;
  width: number;
  height: number;
  alt_de: WithDefault<string>;
  alt_en: WithDefault<string>;
  decorative: WithDefault<boolean>;
  created_by: number | null;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CmsPictureFilesTable {
  /** `<content hash>-<width>.<format>`: the public URL's last segment. */
  file_name: string;
  picture_id: number;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  storage_key: string;
  bytes: number;
}

export interface Database {
  cms_pictures: CmsPicturesTable;
  cms_picture_files: CmsPictureFilesTable;
}
