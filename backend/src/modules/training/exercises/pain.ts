// The pain search as a pure function: red flags first (see a doctor, no exercise), then the best fitting
// exercise for the region (DECISIONS.md "Pain exercise").
import type {
  AnamnesisEquipment,
  BodyRegion,
  ExerciseEquipment,
  RedFlag,
  RedFlagReason,
} from '../../../shared/domain';
import type { PlanDislike, PlanExercise, PlanInjury } from '../plan/generator';
import { hashUnit } from '../shared/random';
import { redFlagReasons } from '../shared/red-flags';
import { touches, withRelatedRegions } from '../shared/regions';

export interface PainSearch {
  region: BodyRegion;
  painType: 'acute' | 'chronic';
  /** 0 = at the desk (discreet exercises first), 1 = anywhere. */
  suitability: number;
  /** Only discreet (undercover) exercises. */
  onthego: boolean;
  /** Levels 2–3 allowed; otherwise level 1 only. */
  sportmode: boolean;
  /** Not one the user finished in the last 14 days. */
  onlynew: boolean;
  /** Severe or worsening pain. */
  painCheck0: boolean;
  /** Numbness, weakness or after an accident. */
  painCheck1: boolean;
}

export interface PainContext {
  seed: number;
  today: string;
  exercises: readonly PlanExercise[];
  /** Equipment of the user's profile (none without a profile). */
  equipment: AnamnesisEquipment | null;
  injuries: readonly PlanInjury[];
  favourites: readonly number[];
  dislikes: readonly PlanDislike[];
  doneRecently: ReadonlySet<number>;
}

/** Days `onlynew` looks back. */
export const ONLY_NEW_DAYS = 14;

const EQUIPMENT: Record<AnamnesisEquipment, ExerciseEquipment[]> = {
  none: ['none'],
  band: ['none', 'band'],
  ball: ['none', 'ball'],
  all: ['none', 'band', 'ball'],
};

/**
 * The red flag of a search: painCheck0 reads as "severe", painCheck1 as "numbness"; a stored pain point of the
 * same region adds its own reasons. Null when there is none.
 */
export function painRedFlag(search: PainSearch, injuries: readonly PlanInjury[]): RedFlag | null {
  const reasons = new Set<RedFlagReason>();
  if (search.painCheck0) reasons.add('severe');
  if (search.painCheck1) reasons.add('numbness');
  for (const injury of injuries) {
    if (injury.region === search.region) for (const reason of redFlagReasons(injury)) reasons.add(reason);
  }
  if (!reasons.size) return null;
  const order: RedFlagReason[] = ['severe', 'worsening', 'accident', 'numbness', 'long_unexamined'];
  return { region: search.region, reasons: order.filter((reason) => reasons.has(reason)) };
}

/**
 * The best exercise for the search, or null when none fits: a physical one when any fits; otherwise a mental one
 * (the only kind for `brain`, where a user with a stressed, tired head expects a breathing or focus exercise).
 */
export function pickPainExercise(search: PainSearch, ctx: PainContext): number | null {
  return pickOfKind(search, ctx, false) ?? pickOfKind(search, ctx, true);
}

function pickOfKind(search: PainSearch, ctx: PainContext, mental: boolean): number | null {
  const target = withRelatedRegions([search.region]);
  const open = ctx.injuries.filter((injury) => injury.painful || redFlagReasons(injury).length > 0);
  const blocked = withRelatedRegions([search.region, ...open.map((injury) => injury.region)]);
  const redFlagged = withRelatedRegions(
    ctx.injuries.filter((injury) => redFlagReasons(injury).length > 0).map((injury) => injury.region),
  );
  const equipment = new Set(EQUIPMENT[ctx.equipment ?? 'none']);
  const favourites = new Set(ctx.favourites);
  const disliked = new Set(
    ctx.dislikes.filter((d) => !d.onlyToday || d.date === ctx.today).map((d) => d.exerciseId),
  );

  let best: { id: number; score: number } | null = null;
  for (const exercise of ctx.exercises) {
    if ((exercise.kind === 'mental') !== mental || !touches(exercise.regions, target)) continue;
    if (touches(exercise.contraindicatedRegions, blocked) || touches(exercise.regions, redFlagged)) continue;
    if (!equipment.has(exercise.equipment) || exercise.level > (search.sportmode ? 3 : 1)) continue;
    if (search.painType === 'acute' && !exercise.gentle) continue;
    if (search.onthego && !exercise.undercover) continue;
    if (search.onlynew && ctx.doneRecently.has(exercise.id)) continue;
    if (disliked.has(exercise.id)) continue;

    let score = hashUnit(ctx.seed, ctx.today, search.region, exercise.id);
    if (exercise.regions.includes(search.region)) score += 3;
    if (exercise.gentle) score += 3;
    if (search.suitability === 0 && exercise.undercover) score += 2;
    if (favourites.has(exercise.id)) score += 2;
    if (!best || score > best.score || (score === best.score && exercise.id < best.id)) {
      best = { id: exercise.id, score };
    }
  }
  return best?.id ?? null;
}
