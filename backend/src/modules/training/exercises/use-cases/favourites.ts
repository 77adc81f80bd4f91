// GET, PUT and DELETE favourites: the user's favourite exercises, newest first, and adding or removing one.
import type { ContentLang, ExerciseSummary } from '../../../../shared/domain';
import { findFavouriteIds } from '../../plan/repository';
import type { TrainingContext } from '../../shared/context';
import { addFavourite as insertFavourite, removeFavourite as deleteFavourite } from '../repository';
import { requireExercise, summariesInOrder } from './summaries';

export async function favourites(
  ctx: TrainingContext,
  userId: number,
  lang: ContentLang,
): Promise<ExerciseSummary[]> {
  const ids = (await findFavouriteIds(ctx.db, userId)).reverse();
  return summariesInOrder(ctx, userId, lang, ids);
}

export async function addFavourite(
  { db }: TrainingContext,
  userId: number,
  id: number,
): Promise<{ favourites: number[] }> {
  await requireExercise(db, id);
  await insertFavourite(db, userId, id);
  return { favourites: await findFavouriteIds(db, userId) };
}

export async function removeFavourite(
  { db }: TrainingContext,
  userId: number,
  id: number,
): Promise<{ favourites: number[] }> {
  await deleteFavourite(db, userId, id);
  return { favourites: await findFavouriteIds(db, userId) };
}
