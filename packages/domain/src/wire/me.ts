// Wire type of the current user (spec §3 "Me"; field names as the original WordPress API sent them) as the backend
// sends it. Types only.
import type {
  AbsenceReason,
  Lang,
  MembershipKind,
  MembershipState,
  Role,
  SubscriptionStatus,
} from '../index';
import type { AppNotification } from './notifications';

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
  /** The user's recent notifications (reminders, stream reminders), newest first; at most 10. */
  notifications: AppNotification[];
  steps: number;
  stepcount: number;
  /** False until a self-registered user opened the verification link (the "confirm your e-mail" banner). */
  email_verified: boolean;
  /** The profile's IANA time zone: the apps compute the user's today in it, never from the device's date. */
  time_zone: string;
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
  kind: MembershipKind;
  /** The guards' view: `active` while it grants access (also when cancelled, until `ends_at`). */
  status: SubscriptionStatus;
  /** The membership state (spec §4), e.g. `cancelled` for a cancelled one still running to its end date. */
  state: MembershipState;
  ends_at: string | null;
  active: boolean;
}

/** GET me. */
export interface Me {
  id: number;
  /** The impersonation session id while a staff member views the app as this user (issue 14), else false. */
  switched_user: false | number;
  /** The staff member behind a switched session. */
  orig_user: null | { id: number; email: string; first_name: string; last_name: string };
  /** What this user's roles may do in the admin area (backend permission table); absent from older servers. */
  permissions?: string[];
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
