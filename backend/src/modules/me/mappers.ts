// Row → the Me JSON of spec §3 (field names as the original WordPress API sent them; the shape is the wire type
// of @officefit/domain).
import type { AuthUser } from '../../shared/auth';
import type { Me } from '../../shared/domain';
import { permissionsOf } from '../../shared/permissions';
import { hhmmOrNull, isoOrNull } from '../../shared/format';
import { computeStrike, effectiveTarget } from '../kernel';
import type { MeRow } from './repository';

export type { Me, MeMeta, MeStats } from '../../shared/domain';

/**
 * Adds what the request's token says (issue 14): whether a staff member switched to this user (`switched_user`:
 * the session id, `orig_user`: the staff member) and the permissions of this user's roles for the screens.
 */
export function withSession(me: Me, user: AuthUser): Me {
  return {
    ...me,
    switched_user: user.impersonation?.id ?? false,
    orig_user: user.impersonation?.actor ?? null,
    permissions: permissionsOf(user),
  };
}

/** Maps the me query row to the Me JSON. */
export function toMe(row: MeRow): Me {
  return {
    id: row.id,
    // set per request by withSession(): they describe the token, not the user
    switched_user: false,
    orig_user: null,
    first_name: row.first_name,
    last_name: row.last_name,
    nickname: row.nickname,
    avatar: row.avatar,
    roles: row.roles,
    email: row.email,
    admin: row.roles.includes('administrator'),
    lang: row.lang,
    meta: {
      strike: computeStrike(row.point_days ?? [], row.today, {
        from: row.absence_from,
        until: row.absence_until,
      }).flames,
      fitness_points: Number(row.fitness_points ?? 0),
      birthdate: row.birthdate,
      stream_reminder: row.stream_reminder,
      phone_number: row.phone_number,
      newsletter: row.newsletter,
      participating: row.participating,
      per_push: row.per_push,
      per_mail: row.per_mail,
      sms: row.sms,
      subcategory: row.subcategory_id,
      has_anamnesis: row.has_anamnesis,
      // the target in days (0 stored = the number of weekdays)
      weekly_goal: effectiveTarget(row.weekly_goal, row.weekdays),
      notifications: (row.recent_notifications ?? []).map((n) => ({
        id: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        url: n.url,
        created_at: new Date(n.created_at).toISOString(),
        read: n.read_at !== null,
      })),
      // steps entered for today, and on how many days the steps goal was reached
      steps: Number(row.steps_today ?? 0),
      stepcount: Number(row.steps_goal_days ?? 0),
      email_verified: row.email_verified === true,
      // the apps' "today" is the date in this zone, never the device's (one notion of today, issue 18)
      time_zone: row.time_zone,
    },
    time: hhmmOrNull(row.time),
    time2: hhmmOrNull(row.time2),
    time3: hhmmOrNull(row.time3),
    time4: hhmmOrNull(row.time4),
    termination: row.termination_date,
    weekdays: row.weekdays,
    absence_from: row.absence_from,
    absence_until: row.absence_until,
    absence_reason: row.absence_reason,
    sub:
      row.sub_kind && row.sub_status
        ? {
            kind: row.sub_kind,
            status: row.sub_status,
            state: row.sub_state ?? 'expired',
            ends_at: isoOrNull(row.sub_ends_at),
            active: row.sub_active === true,
          }
        : null,
    birthdate: row.birthdate,
    company:
      row.company_id !== null && row.company_name !== null
        ? {
            id: row.company_id,
            name: row.company_name,
            enable_subranking: row.company_enable_subranking === true,
          }
        : null,
    // "…Full" counts all time, the others the user's local today (active habits: running ones)
    stats: {
      activeHabits: Number(row.habits_active ?? 0),
      exercises: Number(row.exercises_today ?? 0),
      exercisesFull: Number(row.exercises_total ?? 0),
      articles: Number(row.articles_today ?? 0),
      articlesFull: Number(row.articles_total ?? 0),
      minutes: Math.round(Number(row.exercise_seconds ?? 0) / 60),
      steps: Number(row.steps_total ?? 0),
    },
  };
}
