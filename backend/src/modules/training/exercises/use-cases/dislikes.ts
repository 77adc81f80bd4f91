// GET, PUT and DELETE dislikes: a disliked exercise leaves the plan (today only or for good) and is replaced; restoring it refills.
import type { ContentLang, DislikeJson, UnitJson } from '../../../../shared/domain';
import { ensureCurrentPlan, refillAfter, replaceExercise } from '../../plan/builder';
import { toUnits } from '../../plan/mappers';
import { findPlanUser, findUnitsByIds } from '../../plan/repository';
import { type TrainingContext, userToday } from '../../shared/context';
import { deleteDislike, findActiveDislikes, upsertDislike } from '../repository';
import type { DislikeBody } from '../schemas';
import { exerciseInvalid, summariesInOrder } from './summaries';

export async function dislikes(
  ctx: TrainingContext,
  userId: number,
  lang: ContentLang,
): Promise<DislikeJson[]> {
  const rows = await findActiveDislikes(ctx.db, userId, await userToday(ctx, userId));
  const exercises = await summariesInOrder(
    ctx,
    userId,
    lang,
    rows.map((row) => row.exercise_id),
  );
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  return rows.flatMap((row) => {
    const exercise = byId.get(row.exercise_id);
    return exercise
      ? [{ exercise, reason: row.reason, onlyToday: row.only_today, date: row.dislike_date }]
      : [];
  });
}

export async function dislike(
  ctx: TrainingContext,
  userId: number,
  body: DislikeBody,
  lang: ContentLang,
): Promise<{ dislike: DislikeJson; units: UnitJson[] }> {
  const { db } = ctx;
  const [exercise] = await summariesInOrder(ctx, userId, lang, [body.id]);
  if (!exercise) throw exerciseInvalid();
  const today = await userToday(ctx, userId);
  await ensureCurrentPlan(db, userId, today);
  const changed = await db.transaction().execute(async (trx) => {
    await findPlanUser(trx, userId, true);
    await upsertDislike(trx, userId, {
      exerciseId: body.id,
      reason: body.reason,
      onlyToday: body.onlyToday,
      date: today,
    });
    return replaceExercise(trx, userId, body.id, today, body.onlyToday);
  });
  const units = await findUnitsByIds(db, userId, changed);
  const summaries = await summariesInOrder(ctx, userId, lang, [...new Set(units.map((u) => u.exercise_id))]);
  return {
    dislike: { exercise, reason: body.reason, onlyToday: body.onlyToday, date: today },
    units: toUnits(units, new Map(summaries.map((s) => [s.id, s]))),
  };
}

export async function restore(
  ctx: TrainingContext,
  userId: number,
  id: number,
): Promise<{ dislikes: number[] }> {
  const { db } = ctx;
  const today = await userToday(ctx, userId);
  await db.transaction().execute(async (trx) => {
    if (await deleteDislike(trx, userId, id)) await refillAfter(trx, userId, today);
  });
  const active = await findActiveDislikes(db, userId, today);
  return { dislikes: active.map((row) => row.exercise_id) };
}
