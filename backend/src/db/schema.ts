// Kysely table types: one interface per table, matching migrations/. Column names stay snake_case, like the
// WordPress-style JSON we answer with. date columns are read as 'YYYY-MM-DD' strings and time columns as
// 'HH:MM:SS' strings (see type-parsers.ts); timestamptz columns as Date.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AbsenceReason,
  AnamnesisEquipment,
  BillingInterval,
  BodyRegion,
  ContentLang,
  ExerciseEquipment,
  ExerciseKind,
  FocusArea,
  Goal,
  IllnessGroup,
  Lang,
  PostStatus,
  Role,
  Sport,
  SubcategoryKind,
  SubscriptionKind,
  SubscriptionStatus,
} from '../shared/domain';

/** timestamptz with a database default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert, always present when read. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  enable_subranking: WithDefault<boolean>;
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
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  kind: SubscriptionKind;
  status: WithDefault<SubscriptionStatus>;
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
  gender: WithDefault<number>;
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
  created_at: CreatedAt;
}

export interface PointEventsTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  ref: string | null;
  created_at: CreatedAt;
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
  created_at: CreatedAt;
  updated_at: CreatedAt;
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

export interface LoginAttemptsTable {
  key: string;
  count: number;
  window_start: CreatedAt;
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
  points: number;
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
  body: string;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  exercises: ExercisesTable;
  exercise_translations: ExerciseTranslationsTable;
  tags: TagsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  login_attempts: LoginAttemptsTable;
  app_secrets: AppSecretsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  password_reset_keys: PasswordResetKeysTable;
  mail_outbox: MailOutboxTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AnamnesisRow = Selectable<AnamnesisTable>;
export type AnamnesisInjuryRow = Selectable<AnamnesisInjuriesTable>;
