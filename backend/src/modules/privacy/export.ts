// GDPR Art. 15/20: everything stored about one user, as JSON (machine-readable) and as a readable HTML summary.
// The tables are listed here once; a table added later that holds user data belongs in USER_TABLES.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../posts';
import { BUSINESS_TIME_ZONE, contentLangOf } from '../../shared/domain';

/** Tables with a user_id column whose rows belong to the user, by export section. */
const USER_TABLES = {
  health_profile: ['anamnesis', 'health_profile_history', 'health_consents'],
  activity: ['exercise_activity', 'steps_entries', 'plan_units', 'plans', 'favourites', 'dislikes'],
  points: ['point_events', 'point_totals_monthly'],
  habits: ['habits', 'habit_actions'],
  challenges: ['challenge_participants'],
  orders: ['shop_orders', 'cart_items', 'coupon_waitlist'],
  memberships: ['subscriptions', 'membership_history', 'sepa_mandates', 'membership_refunds'],
  blog: ['bookmarks', 'read_articles', 'article_ratings', 'blog_visits'],
  notifications: ['notifications', 'push_subscriptions', 'stream_reminders', 'stream_visits'],
  team_feed: ['feed_posts', 'feed_cheers'],
} as const satisfies Record<string, readonly (keyof Database)[]>;

/** Columns never exported: secrets and internal keys. */
const HIDDEN_USER_COLUMNS = new Set(['password_hash', 'token_version', 'avatar_key']);

type Row = Record<string, unknown>;

async function rowsOf(db: Kysely<Database>, table: string, userId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where user_id = ${userId}`.execute(db);
  return rows;
}

export interface DataExport {
  exported_at: string;
  profile: Row;
  /**
   * The profile, its pain points, the dated snapshots of earlier saves (the progress screen's pain history) and
   * every consent decision per purpose (issue 36).
   */
  health_profile: {
    anamnesis: Row[];
    injuries: Row[];
    health_profile_history: Row[];
    health_consents: Row[];
  };
  activity: Record<string, Row[]>;
  points: Record<string, Row[]>;
  habits: Record<string, Row[]>;
  challenges: { challenge_participants: Row[]; challenges: Row[] };
  orders: Record<string, Row[]>;
  memberships: Record<string, Row[]>;
  blog: Record<string, Row[]>;
  /** Notifications, push subscriptions and live-stream reminders. */
  notifications: Record<string, Row[]>;
  /** The user's team-feed posts and the cheers they gave (issue 38). */
  team_feed: Record<string, Row[]>;
  shares: { sent: Row[]; received: Row[] };
  /** Mails sent to the user: what and when (the bodies are not kept once sent). */
  mails: Row[];
}

/** Collects the export; null when the user does not exist. */
export async function collectExport(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<DataExport | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const profile = Object.fromEntries(Object.entries(user).filter(([key]) => !HIDDEN_USER_COLUMNS.has(key)));

  const sections: Record<string, Record<string, Row[]>> = {};
  for (const [section, tables] of Object.entries(USER_TABLES)) {
    sections[section] = {};
    for (const table of tables) sections[section][table] = await rowsOf(db, table, userId);
  }
  const anamnesisIds = (sections.health_profile!.anamnesis ?? []).map((row) => row.id as number);
  const injuries = anamnesisIds.length
    ? await db
        .selectFrom('anamnesis_injuries')
        .selectAll()
        .where('anamnesis_id', 'in', anamnesisIds)
        .execute()
    : [];
  const challengeIds = (sections.challenges!.challenge_participants ?? []).map(
    (row) => row.challenge_id as number,
  );
  const challenges = challengeIds.length
    ? await db
        .selectFrom('challenges')
        .select([
          'id',
          'kind',
          'goal',
          'duration',
          'status',
          'started_on',
          'ends_on',
          'team_name',
          'opponent_team_name',
        ])
        .where('id', 'in', challengeIds)
        .execute()
    : [];
  const orderIds = (sections.orders!.shop_orders ?? []).map((row) => row.id as number);
  const lines = orderIds.length
    ? await db.selectFrom('shop_order_lines').selectAll().where('order_id', 'in', orderIds).execute()
    : [];
  const [sent, received, mails] = await Promise.all([
    db.selectFrom('exercise_shares').selectAll().where('sender_id', '=', userId).execute(),
    db.selectFrom('exercise_shares').selectAll().where('recipient_id', '=', userId).execute(),
    db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient', 'subject', 'state', 'created_at', 'sent_at'])
      .where('recipient', '=', user.email)
      .orderBy('id')
      .execute(),
  ]);

  return {
    exported_at: now.toISOString(),
    profile,
    health_profile: {
      anamnesis: sections.health_profile!.anamnesis ?? [],
      injuries,
      health_profile_history: sections.health_profile!.health_profile_history ?? [],
      health_consents: sections.health_profile!.health_consents ?? [],
    },
    activity: sections.activity!,
    points: sections.points!,
    habits: sections.habits!,
    challenges: { challenge_participants: sections.challenges!.challenge_participants ?? [], challenges },
    orders: { ...sections.orders!, shop_order_lines: lines },
    memberships: sections.memberships!,
    blog: sections.blog!,
    notifications: sections.notifications!,
    team_feed: sections.team_feed!,
    shares: { sent, received },
    mails,
  };
}

const TEXTS = {
  'de-DE': {
    title: 'Ihre Daten bei officefit',
    intro:
      'Diese Übersicht fasst zusammen, was wir über Sie speichern. Die vollständigen Daten enthält der JSON-Export.',
    exportedAt: 'Erstellt am',
    profile: 'Profil',
    counts: 'Gespeicherte Einträge',
    fields: {
      email: 'E-Mail-Adresse',
      first_name: 'Vorname',
      last_name: 'Nachname',
      nickname: 'Spitzname',
      birthdate: 'Geburtsdatum',
      gender: 'Geschlecht',
      height: 'Größe (cm)',
      weight: 'Gewicht (kg)',
      phone_number: 'Telefonnummer',
      job_category: 'Berufsgruppe',
      lang: 'Sprache',
      created_at: 'Registriert am',
    },
    genders: {
      female: 'weiblich',
      male: 'männlich',
      nonbinary: 'nicht-binär',
      third: 'divers',
    },
    langs: { 'de-DE': 'Deutsch', 'en-US': 'Englisch' },
    section: {
      health_profile: 'Gesundheitsprofil',
      activity: 'Aktivität',
      points: 'Punkte',
      habits: 'Gewohnheiten',
      challenges: 'Challenges',
      orders: 'Bestellungen',
      memberships: 'Mitgliedschaften',
      blog: 'Blog',
      notifications: 'Benachrichtigungen',
      team_feed: 'Team-Feed',
      shares: 'Geteilte Übungen',
      mails: 'E-Mails',
    },
  },
  'en-US': {
    title: 'Your data at officefit',
    intro: 'This summary lists what we store about you. The JSON export holds the complete data.',
    exportedAt: 'Created on',
    profile: 'Profile',
    counts: 'Stored entries',
    fields: {
      email: 'E-mail address',
      first_name: 'First name',
      last_name: 'Last name',
      nickname: 'Nickname',
      birthdate: 'Date of birth',
      gender: 'Gender',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      phone_number: 'Phone number',
      job_category: 'Job group',
      lang: 'Language',
      created_at: 'Registered on',
    },
    genders: {
      female: 'female',
      male: 'male',
      nonbinary: 'non-binary',
      third: 'diverse',
    },
    langs: { 'de-DE': 'German', 'en-US': 'English' },
    section: {
      health_profile: 'Health profile',
      activity: 'Activity',
      points: 'Points',
      habits: 'Habits',
      challenges: 'Challenges',
      orders: 'Orders',
      memberships: 'Memberships',
      blog: 'Blog',
      notifications: 'Notifications',
      team_feed: 'Team feed',
      shares: 'Shared exercises',
      mails: 'E-mails',
    },
  },
} as const;

type Lang = keyof typeof TEXTS;
type Field = keyof (typeof TEXTS)[Lang]['fields'];
type GenderWord = keyof (typeof TEXTS)[Lang]['genders'];

// Dates as people read them in the user's language, in the app's zone (a wire ISO stamp is what the JSON is for).
const dateTime = (lang: Lang, value: Date) =>
  new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(value);
const day = (lang: Lang, value: Date | string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value,
  );

/** The profile's values as the summary shows them (gender is stored once, with the account: issue 39). */
function profileValues(data: DataExport, lang: Lang): Record<Field, unknown> {
  const t = TEXTS[lang];
  const p = data.profile;
  const anamnesis = data.health_profile.anamnesis.at(-1);
  const genderWord = p.gender as GenderWord | null;
  const number = (value: unknown) =>
    value === null || value === undefined ? null : new Intl.NumberFormat(lang).format(Number(value));
  return {
    email: p.email,
    first_name: p.first_name,
    last_name: p.last_name,
    nickname: p.nickname,
    birthdate: p.birthdate ? day(lang, p.birthdate as Date | string) : null,
    gender: genderWord ? t.genders[genderWord] : null,
    height: number(anamnesis?.height),
    weight: number(anamnesis?.weight),
    phone_number: p.phone_number,
    job_category: p.job_category,
    lang: t.langs[p.lang as Lang] ?? p.lang,
    created_at: p.created_at instanceof Date ? dateTime(lang, p.created_at) : p.created_at,
  };
}

const format = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : String(value);

const countOf = (value: unknown): number =>
  Array.isArray(value)
    ? value.length
    : Object.values(value as Record<string, unknown>).reduce<number>((sum, part) => sum + countOf(part), 0);

/** A self-contained HTML page (no scripts, no external resources) in the user's language. */
export function exportHtml(data: DataExport, lang: Lang): string {
  const t = TEXTS[lang];
  const values = profileValues(data, lang);
  const profileRows = (Object.keys(t.fields) as Field[])
    .map(
      (field) =>
        `<tr><th>${escapeHtml(t.fields[field])}</th><td>${escapeHtml(format(values[field]))}</td></tr>`,
    )
    .join('');
  const countRows = (Object.keys(t.section) as (keyof typeof t.section)[])
    .map(
      (key) =>
        `<tr><th>${escapeHtml(t.section[key])}</th><td>${new Intl.NumberFormat(lang).format(countOf(data[key]))}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${contentLangOf(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding-right:2rem}</style>
</head><body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.exportedAt)}: ${escapeHtml(dateTime(lang, new Date(data.exported_at)))}</p>
<h2>${escapeHtml(t.profile)}</h2><table>${profileRows}</table>
<h2>${escapeHtml(t.counts)}</h2><table>${countRows}</table>
</body></html>
`;
}
