// Writes of the health profile: the anamnesis row (one per user) and its pain points.
import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  AnamnesisInjuriesTable,
  AnamnesisInjuryRow,
  AnamnesisRow,
  AnamnesisTable,
  Database,
} from '../../../db/schema';
import type { RegistrationGender } from '../../../shared/domain';

export type ProfileValues = Omit<Insertable<AnamnesisTable>, 'user_id' | 'id' | 'created_at' | 'updated_at'>;
export type InjuryValues = Omit<Insertable<AnamnesisInjuriesTable>, 'anamnesis_id' | 'id' | 'created_at'>;

/** Inserts or replaces the user's profile; returns the stored row. */
export function upsertProfile(
  db: Kysely<Database>,
  userId: number,
  values: ProfileValues,
): Promise<AnamnesisRow> {
  return db
    .insertInto('anamnesis')
    .values({ ...values, user_id: userId })
    .onConflict((oc) =>
      oc.constraint('anamnesis_user_id_key').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces every pain point of the profile. */
export async function replaceInjuries(
  db: Kysely<Database>,
  anamnesisId: number,
  injuries: readonly InjuryValues[],
): Promise<AnamnesisInjuryRow[]> {
  await db.deleteFrom('anamnesis_injuries').where('anamnesis_id', '=', anamnesisId).execute();
  if (!injuries.length) return [];
  return db
    .insertInto('anamnesis_injuries')
    .values(injuries.map((injury) => ({ ...injury, anamnesis_id: anamnesisId })))
    .returningAll()
    .execute();
}

/**
 * The "training days per week" answer of the user's saved questionnaire; null without one (none yet, still new, or
 * skipped: the standard profile's days were never the user's answer).
 */
export async function previousDaysPerWeek(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('anamnesis')
    .select(['workoutdays', 'is_new', 'skipped'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && !row.is_new && !row.skipped ? row.workoutdays : null;
}

/** Sets the user's gender (the one place it is stored, issue 39). */
export async function setUserGender(
  db: Kysely<Database>,
  userId: number,
  gender: RegistrationGender | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ gender, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Sets the weekly goal's target (days per week, 1–7); the goal's weekdays stay as they are. */
export async function setWeeklyGoalTarget(db: Kysely<Database>, userId: number, days: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ weekly_goal: Math.min(7, Math.max(1, days)), updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Deletes the pain points of the user's profile; returns the profile row (undefined without one). */
export async function deleteInjuriesOf(
  db: Kysely<Database>,
  userId: number,
): Promise<AnamnesisRow | undefined> {
  const profile = await db
    .selectFrom('anamnesis')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile) await db.deleteFrom('anamnesis_injuries').where('anamnesis_id', '=', profile.id).execute();
  return profile;
}

/**
 * Keeps the saved profile's pain points as a dated snapshot (the progress screen's pain history, issue 38). Only
 * with the pain-tracking consent (`keep`): without it (skipped, withdrawn) the whole history is deleted.
 */
export async function recordHealthHistory(
  db: Kysely<Database>,
  profile: Pick<AnamnesisRow, 'user_id'> & Partial<Pick<AnamnesisRow, 'id'>>,
  injuries: readonly AnamnesisInjuryRow[],
  at: Date,
  keep: boolean,
): Promise<void> {
  if (!keep || profile.id === undefined) {
    await db.deleteFrom('health_profile_history').where('user_id', '=', profile.user_id).execute();
    return;
  }
  const pain = injuries.map(({ region, severity, painful }) => ({ region, severity, painful }));
  await db
    .insertInto('health_profile_history')
    .values({
      user_id: profile.user_id,
      anamnesis_id: profile.id,
      recorded_at: at,
      pain: JSON.stringify(pain),
    })
    .execute();
}
