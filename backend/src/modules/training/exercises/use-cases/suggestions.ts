// pain_exercise and quick_start: one exercise picked for the user by the plan's rules and their health profile.
import type { Exercise, PainExerciseResponse } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import { toPlanProfile } from '../../plan/builder';
import { findDislikes, findFavouriteIds, findPlanUser, findProfile } from '../../plan/repository';
import { type TrainingContext, userToday } from '../../shared/context';
import { addDays } from '../../shared/dates';
import { toExercise } from '../../shared/exercise-json';
import { findDetail, findPlanExercises } from '../../shared/exercise-repository';
import { ONLY_NEW_DAYS, painRedFlag, pickPainExercise } from '../pain';
import { pickQuickStart, type QuickStartQuery } from '../quick-start';
import { findDoneSince } from '../repository';
import type { PainQuery } from '../schemas';

export async function pain(
  ctx: TrainingContext,
  userId: number,
  query: PainQuery,
): Promise<PainExerciseResponse> {
  const { db } = ctx;
  const [stored, user] = await Promise.all([findProfile(db, userId), findPlanUser(db, userId)]);
  const injuries = stored?.injuries ?? [];
  const search = {
    region: query.pain,
    painType: query.painType,
    suitability: query.suitability,
    onthego: query.onthego,
    sportmode: query.sportmode,
    onlynew: query.onlynew,
    painCheck0: query.painCheck0,
    painCheck1: query.painCheck1,
  };
  const redFlag = painRedFlag(search, injuries);
  if (redFlag) return { redFlag };

  const today = await userToday(ctx, userId);
  const [exercises, favourites, dislikes, doneRecently] = await Promise.all([
    findPlanExercises(db),
    findFavouriteIds(db, userId),
    findDislikes(db, userId),
    query.onlynew
      ? findDoneSince(db, userId, addDays(today, -ONLY_NEW_DAYS))
      : Promise.resolve(new Set<number>()),
  ]);
  const id = pickPainExercise(search, {
    seed: user?.id ?? userId,
    today,
    exercises,
    equipment: stored?.anamnesis.equipment ?? null,
    injuries,
    favourites,
    dislikes,
    doneRecently,
  });
  const row = id === null ? undefined : await findDetail(db, query.lang, userId, id);
  if (!row) throw new AppError('not_found', 'no_fitting_exercise', 'No fitting exercise available');
  return { exercise: toExercise(row) };
}

/** Today's quick-start exercise of the kind, chosen by the plan's rules for the user's health profile. */
export async function quickStart(
  ctx: TrainingContext,
  userId: number,
  query: QuickStartQuery,
): Promise<{ exercise: Exercise }> {
  const { db } = ctx;
  const [stored, today, exercises, favourites, dislikes] = await Promise.all([
    findProfile(db, userId),
    userToday(ctx, userId),
    findPlanExercises(db),
    findFavouriteIds(db, userId),
    findDislikes(db, userId),
  ]);
  const id = pickQuickStart(query.kind, {
    seed: userId,
    today,
    profile: stored ? toPlanProfile(stored) : null,
    injuries: stored?.injuries ?? [],
    exercises,
    favourites,
    dislikes,
  });
  const row = id === null ? undefined : await findDetail(db, query.lang, userId, id);
  if (!row) throw new AppError('not_found', 'no_fitting_exercise', 'No fitting exercise available');
  return { exercise: toExercise(row) };
}
