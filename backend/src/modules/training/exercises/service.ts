// exercises, exercise/{id}, favourites, dislikes and pain_exercise, one file per use case group under use-cases/;
// this factory only hands them the training context.
import type {
  ContentLang,
  DislikeJson,
  Exercise,
  ExerciseSummary,
  PainExerciseResponse,
  UnitJson,
} from '../../../shared/domain';
import { bindUseCases } from '../../../shared/use-cases';
import type { TrainingContext } from '../shared/context';
import type { QuickStartQuery } from './quick-start';
import type { DislikeBody, PainQuery } from './schemas';
import { detail, list } from './use-cases/browse';
import { dislike, dislikes, restore } from './use-cases/dislikes';
import { addFavourite, favourites, removeFavourite } from './use-cases/favourites';
import { pain, quickStart } from './use-cases/suggestions';

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

export function createExercisesService(ctx: TrainingContext): ExercisesService {
  return bindUseCases(ctx, {
    list,
    detail,
    favourites,
    addFavourite,
    removeFavourite,
    dislikes,
    dislike,
    restore,
    pain,
    quickStart,
  });
}
