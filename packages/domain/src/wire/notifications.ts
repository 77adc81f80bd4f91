// Wire types of reminders, notifications, Web Push and the live stream (issue 13). Types only.

/** GET/PUT reminders. */
export interface ReminderSettings {
  /** Up to 4 times of day 'HH:MM', in the user's time zone, sorted. */
  times: string[];
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which the reminders go out. */
  weekdays: number[];
  per_push: 0 | 1;
  per_mail: 0 | 1;
  sms: 0 | 1;
  /** Whether this site can send SMS (a provider is configured); without it `sms` is 0 and cannot be switched on. */
  sms_available: boolean;
  /** The user's IANA time zone the times are read in. */
  time_zone: string;
  /** False without an active membership: the settings are kept, but no reminder is sent (spec §6). */
  active: boolean;
  /** Push subscriptions (browsers) the user has registered. */
  push_devices: number;
}

/** `account`: a notice about the account itself, e.g. a login cancelled the pending deletion. */
/** 'cheer': a colleague cheered one of the user's team-feed posts (issue 38). */
export type NotificationKind = 'reminder' | 'stream' | 'account' | 'cheer';

/** One entry of `me.meta.notifications` and GET notifications (newest first). */
export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Site-relative path the notification opens. */
  url: string;
  created_at: string;
  read: boolean;
}

/** GET notifications. */
export interface NotificationList {
  items: AppNotification[];
  unread: number;
}

/** GET push/vapid-public-key: the application server key for `pushManager.subscribe`. */
export interface VapidPublicKey {
  public_key: string;
}

/** A live-stream session as subscribers and staff see it. */
export interface StreamSession {
  id: number;
  /** In the language the caller asked for (`lang`), German by default. */
  title: string;
  trainer: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  /** Link of an allow-listed video host (STREAM_VIDEO_HOSTS); null when the session has only recordings. */
  embed_url: string | null;
  /** Its recordings the app serves itself (#36), oldest first: the seed's demo clip, videos staff uploaded. */
  videos: StreamVideo[];
  /** The signed-in user asked to be reminded of it. */
  remind_me: boolean;
  /** Created since the user last opened /stream. */
  is_new: boolean;
}

/** A recording of a live session, served by the backend with range requests. */
export interface StreamVideo {
  id: number;
  content_type: 'video/mp4' | 'video/webm';
  size_bytes: number;
  /**
   * Path below `/wp-json/` that plays it. A <video> element sends no bearer token, so the path carries a
   * short-lived token signed for the caller and this video; the server checks the caller's access again.
   */
  src: string;
}

/** A session as staff see it (GET/POST/PUT admin/stream): the title in both languages for the editor (#39). */
export interface StaffStreamSession extends StreamSession {
  title_de: string;
  title_en: string;
}

/** GET stream: the running or the next session, and the coming week's schedule. */
export interface StreamSchedule {
  /** Server time when answered (for the countdown). */
  now: string;
  current: StreamSession | null;
  next: StreamSession | null;
  /** Sessions that end after now and start within the next 7 days, by start. */
  sessions: StreamSession[];
  /** Sessions of the last 30 days that ended and have a recording, the latest first: watch them later. */
  past: StreamSession[];
}

/** GET stream/new: the "new stream" flag of the header menu. */
export interface StreamNews {
  new_sessions: number;
}

/** POST stream/{id}/remind. */
export interface StreamReminderReceipt {
  session_id: number;
  remind_me: boolean;
  /** When the reminder goes out (10 minutes before the start); null when removed. */
  remind_at: string | null;
}
