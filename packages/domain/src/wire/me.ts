// Wire type of the current user (spec §3 "Me"; field names as the original WordPress API sent them) as the backend
// sends it. Types only.
import type { AbsenceReason, Lang, Role, SubscriptionKind, SubscriptionStatus } from '../index';

export interface MeMeta {
  strike: number;
  fitness_points: number;
  birthdate: string | null;
  stream_reminder: number;
  phone_number: string | null;
  newsletter: number;
  participating: number;
  per_push: number;
  per_mail: number;
  sms: number;
  subcategory: number | null;
  has_anamnesis: boolean;
  weekly_goal: number;
  notifications: number;
  steps: number;
  stepcount: number;
}

export interface MeStats {
  activeHabits: number;
  exercises: number;
  exercisesFull: number;
  articles: number;
  articlesFull: number;
  minutes: number;
  steps: number;
}

/** The user's subscription in the Me JSON. */
export interface MeSubscription {
  kind: SubscriptionKind;
  status: SubscriptionStatus;
  ends_at: string | null;
  active: boolean;
}

/** GET me. */
export interface Me {
  id: number;
  switched_user: false | number;
  orig_user: null | { id: number; email: string; first_name: string; last_name: string };
  first_name: string;
  last_name: string;
  nickname: string | null;
  avatar: string | null;
  roles: Role[];
  email: string;
  admin: boolean;
  lang: Lang;
  meta: MeMeta;
  time: string | null;
  time2: string | null;
  time3: string | null;
  time4: string | null;
  termination: string | null;
  weekdays: number[];
  absence_from: string | null;
  absence_until: string | null;
  absence_reason: AbsenceReason | null;
  sub: MeSubscription | null;
  birthdate: string | null;
  company: { id: number; name: string; enable_subranking: boolean } | null;
  stats: MeStats;
}
