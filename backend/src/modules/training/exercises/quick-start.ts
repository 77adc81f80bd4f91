// Quick start ("Schnellstart") as a pure function: today's exercise of one kind under the same rules the plan
// builder applies (DECISIONS "Plan generation"), so a user who owns only a band never gets a massage-ball exercise
// and one who asked for discreet desk exercises never gets a floor plank.
import { z } from 'zod';
import { QUICK_START_KINDS, type QuickStartKind } from '../../../shared/domain';
import { contentLangParam } from '../../../shared/params';
import {
  isAllowed,
  type PlanDislike,
  type PlanExercise,
  type PlanInjury,
  type PlanProfile,
  rulesFor,
} from '../plan/generator';
import { hashUnit } from '../shared/random';

/** GET quick_start: the kind and the content language. */
export const quickStartQuery = z.strictObject({
  kind: z.enum(QUICK_START_KINDS, { error: 'kind is not one of relaxation, strengthening.' }),
  lang: contentLangParam,
});
export type QuickStartQuery = z.output<typeof quickStartQuery>;

/** Who has no health profile yet gets the rules of a skipped one: no equipment, easy levels, anywhere. */
const NO_PROFILE: PlanProfile = {
  skipped: true,
  fitness: 1,
  equipment: null,
  time: null,
  suitability: null,
  adjustableTable: null,
  goals: [],
  focus: [],
  physicalHealth: [],
};

export interface QuickStartInput {
  seed: number;
  today: string;
  profile: PlanProfile | null;
  injuries: readonly PlanInjury[];
  exercises: readonly PlanExercise[];
  favourites: readonly number[];
  dislikes: readonly PlanDislike[];
}

/**
 * Today's exercise of the kind, or null when none fits. Hard rules as in the plan (equipment owned, level,
 * contraindications, red flags, painful regions only gently, no disliked one); "at the desk" without an adjustable
 * table admits only discreet exercises (the plan may relax that to fill 28 days, a single pick need not), with one
 * the discreet ones come first. The same exercise all day, another one tomorrow.
 */
export function pickQuickStart(kind: QuickStartKind, input: QuickStartInput): number | null {
  const rules = rulesFor({
    profile: input.profile ?? NO_PROFILE,
    injuries: input.injuries,
    favourites: input.favourites,
  });
  const disliked = new Set(
    input.dislikes.filter((d) => !d.onlyToday || d.date === input.today).map((d) => d.exerciseId),
  );
  let best: { id: number; score: number } | null = null;
  for (const exercise of input.exercises) {
    if (exercise.kind !== kind || !isAllowed(exercise, rules) || disliked.has(exercise.id)) continue;
    if (rules.undercover === 'required' && !exercise.undercover) continue;
    let score = hashUnit(input.seed, input.today, kind, exercise.id);
    if (rules.undercover === 'preferred' && exercise.undercover) score += 2;
    if (rules.favourites.has(exercise.id)) score += 2;
    score -= Math.abs(exercise.level - rules.preferredLevel);
    if (!best || score > best.score || (score === best.score && exercise.id < best.id)) {
      best = { id: exercise.id, score };
    }
  }
  return best?.id ?? null;
}
