// Favourites, dislikes and recent training of one user (by user id only).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface DislikeRow {
  exercise_id: number;
  reason: number;
  only_today: boolean;
  dislike_date: string;
}

export async function addFavourite(db: Kysely<Database>, userId: number, exerciseId: number): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, exercise_id: exerciseId })
    .onConflict((oc) => oc.columns(['user_id', 'exercise_id']).doNothing())
    .execute();
}

export async function removeFavourite(
  db: Kysely<Database>,
  userId: number,
  exerciseId: number,
): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .execute();
}

/** The dislikes that apply on `today`: permanent ones and today's onlyToday ones, newest first. */
export function findActiveDislikes(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<DislikeRow[]> {
  return db
    .selectFrom('dislikes')
    .select(['exercise_id', 'reason', 'only_today', 'dislike_date'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('only_today', '=', false), eb('dislike_date', '=', today)]))
    .orderBy('created_at', 'desc')
    .orderBy('exercise_id')
    .execute();
}

export async function upsertDislike(
  db: Kysely<Database>,
  userId: number,
  dislike: { exerciseId: number; reason: number; onlyToday: boolean; date: string },
): Promise<void> {
  const values = { reason: dislike.reason, only_today: dislike.onlyToday, dislike_date: dislike.date };
  await db
    .insertInto('dislikes')
    .values({ user_id: userId, exercise_id: dislike.exerciseId, ...values })
    .onConflict((oc) =>
      oc.columns(['user_id', 'exercise_id']).doUpdateSet({ ...values, created_at: sql<Date>`now()` }),
    )
    .execute();
}

/** Deletes a dislike; true when there was one. */
export async function deleteDislike(
  db: Kysely<Database>,
  userId: number,
  exerciseId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('dislikes')
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Exercises the user finished since `since` (a date): done plan units and finished exercises of any mode. */
export async function findDoneSince(
  db: Kysely<Database>,
  userId: number,
  since: string,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('plan_units')
    .select('exercise_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .where('plan_date', '>=', since)
    .union(
      db
        .selectFrom('exercise_activity')
        .select('exercise_id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'finish')
        .where('activity_date', '>=', since),
    )
    .execute();
  return new Set(rows.map((row) => row.exercise_id));
}
