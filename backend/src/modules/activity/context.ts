// The caller's settings every activity rule needs (time zone, weekdays, weekly target, absence, company's steps
// window), read in one query; inside a transaction the user row is locked so one user's actions run one by one.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type Absence, DEFAULT_STEPS_WINDOW_DAYS, localDate, safeTimeZone } from '../kernel';

export interface ActivityUser {
  id: number;
  email: string;
  firstName: string;
  nickname: string | null;
  lang: Lang;
  timeZone: string;
  weekdays: number[];
  /** users.weekly_goal: 0 = not set (the number of weekdays counts). */
  storedTarget: number;
  absence: Absence;
  companyId: number | null;
  stepsWindowDays: number;
  stepsActivated: boolean;
  stepsActivationStep: number;
}

const userQuery = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.nickname',
      'u.lang',
      'u.time_zone',
      'u.weekdays',
      'u.weekly_goal',
      'u.absence_from',
      'u.absence_until',
      'u.company_id',
      'u.steps',
      'u.steps_activation_step',
      'c.steps_window_days',
    ])
    .where('u.id', '=', userId);

// an exercise start or finish locks the user and needs the exercise's duration: one statement
const lockedUserAndExerciseQuery = (db: Kysely<Database>, userId: number, exerciseId: number) =>
  userQuery(db, userId)
    .select((eb) =>
      eb
        .selectFrom('exercises as e')
        .select('e.duration_seconds')
        .where('e.id', '=', exerciseId)
        .as('exercise_seconds'),
    )
    .forUpdate('u');

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirst']>>>;

function toActivityUser(row: UserRow | undefined): ActivityUser {
  if (!row) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    nickname: row.nickname,
    lang: row.lang,
    timeZone: safeTimeZone(row.time_zone),
    weekdays: row.weekdays,
    storedTarget: row.weekly_goal,
    absence: { from: row.absence_from, until: row.absence_until },
    companyId: row.company_id,
    stepsWindowDays: row.steps_window_days ?? DEFAULT_STEPS_WINDOW_DAYS,
    stepsActivated: row.steps === 1,
    stepsActivationStep: row.steps_activation_step,
  };
}

/** Reads the user (locked `for update` when `lock`); throws 404 rest_user_invalid_id for a deleted user. */
export async function loadActivityUser(
  db: Kysely<Database>,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<ActivityUser> {
  const query = userQuery(db, userId);
  return toActivityUser(await (options.lock === true ? query.forUpdate('u') : query).executeTakeFirst());
}

/** The locked user and the exercise's duration in seconds (undefined for an unknown exercise). */
export async function lockActivityUserAndExercise(
  db: Kysely<Database>,
  userId: number,
  exerciseId: number,
): Promise<{ user: ActivityUser; exerciseSeconds: number | undefined }> {
  const row = await lockedUserAndExerciseQuery(db, userId, exerciseId).executeTakeFirst();
  return { user: toActivityUser(row), exerciseSeconds: row?.exercise_seconds ?? undefined };
}

/** The user's local date at the clock's moment. */
export function todayOf(user: Pick<ActivityUser, 'timeZone'>, now: Date): string {
  return localDate(now, user.timeZone);
}
