// exercises, exercise/{id}, favourites, dislikes and pain_exercise.
import type {
  ContentLang,
  DislikeJson,
  Exercise,
  ExerciseSummary,
  PainExerciseResponse,
  UnitJson,
} from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { ensureCurrentPlan, refillAfter, replaceExercise } from '../plan/builder';
import { toUnits } from '../plan/mappers';
import {
  findDislikes,
  findFavouriteIds,
  findPlanUser,
  findProfile,
  findUnitsByIds,
} from '../plan/repository';
import { type TrainingContext, userToday } from '../shared/context';
import { addDays } from '../shared/dates';
import { byName, toExercise, toExerciseSummary } from '../shared/exercise-json';
import { exerciseExists, findDetail, findPlanExercises, findSummaries } from '../shared/exercise-repository';
import { ONLY_NEW_DAYS, painRedFlag, pickPainExercise } from './pain';
import { toPlanProfile } from '../plan/builder';
import { pickQuickStart, type QuickStartQuery } from './quick-start';
import {
  addFavourite,
  deleteDislike,
  findActiveDislikes,
  findDoneSince,
  removeFavourite,
  upsertDislike,
} from './repository';
import type { DislikeBody, PainQuery } from './schemas';

export interface ExercisesService {
  list(userId: number, lang: ContentLang, tag: 'mental' | undefined): Promise<ExerciseSummary[]>;
  detail(userId: number, id: number, lang: ContentLang): Promise<Exercise>;
  favourites(userId: number, lang: ContentLang): Promise<ExerciseSummary[]>;
  addFavourite(userId: number, id: number): Promise<{ favourites: number[] }>;
  removeFavourite(userId: number, id: number): Promise<{ favourites: number[] }>;
  dislikes(userId: number, lang: ContentLang): Promise<DislikeJson[]>;
  dislike(
    userId: number,
    body: DislikeBody,
    lang: ContentLang,
  ): Promise<{ dislike: DislikeJson; units: UnitJson[] }>;
  restore(userId: number, id: number): Promise<{ dislikes: number[] }>;
  pain(userId: number, query: PainQuery): Promise<PainExerciseResponse>;
  /** Today's quick-start exercise of the kind, chosen by the plan's rules for the user's health profile. */
  quickStart(userId: number, query: QuickStartQuery): Promise<{ exercise: Exercise }>;
}

const exerciseInvalid = () => new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');

export function createExercisesService(ctx: TrainingContext): ExercisesService {
  const { db } = ctx;

  async function summariesInOrder(
    userId: number,
    lang: ContentLang,
    ids: number[],
  ): Promise<ExerciseSummary[]> {
    const rows = await findSummaries(db, lang, userId, { ids });
    const byId = new Map(rows.map((row) => [row.id, toExerciseSummary(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function requireExercise(id: number): Promise<void> {
    if (!(await exerciseExists(db, id))) throw exerciseInvalid();
  }

  return {
    async list(userId, lang, tag) {
      const rows = await findSummaries(db, lang, userId, { kind: tag === 'mental' ? 'mental' : 'physical' });
      return rows.map(toExerciseSummary).sort(byName(lang));
    },

    async detail(userId, id, lang) {
      const row = await findDetail(db, lang, userId, id);
      if (!row) throw exerciseInvalid();
      return toExercise(row);
    },

    async favourites(userId, lang) {
      const ids = (await findFavouriteIds(db, userId)).reverse();
      return summariesInOrder(userId, lang, ids);
    },

    async addFavourite(userId, id) {
      await requireExercise(id);
      await addFavourite(db, userId, id);
      return { favourites: await findFavouriteIds(db, userId) };
    },

    async removeFavourite(userId, id) {
      await removeFavourite(db, userId, id);
      return { favourites: await findFavouriteIds(db, userId) };
    },

    async dislikes(userId, lang) {
      const rows = await findActiveDislikes(db, userId, await userToday(ctx, userId));
      const exercises = await summariesInOrder(
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
    },

    async dislike(userId, body, lang) {
      const [exercise] = await summariesInOrder(userId, lang, [body.id]);
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
      const summaries = await summariesInOrder(userId, lang, [...new Set(units.map((u) => u.exercise_id))]);
      return {
        dislike: { exercise, reason: body.reason, onlyToday: body.onlyToday, date: today },
        units: toUnits(units, new Map(summaries.map((s) => [s.id, s]))),
      };
    },

    async restore(userId, id) {
      const today = await userToday(ctx, userId);
      await db.transaction().execute(async (trx) => {
        if (await deleteDislike(trx, userId, id)) await refillAfter(trx, userId, today);
      });
      const active = await findActiveDislikes(db, userId, today);
      return { dislikes: active.map((row) => row.exercise_id) };
    },

    async pain(userId, query) {
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
    },

    async quickStart(userId, query) {
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
    },
  };
}
