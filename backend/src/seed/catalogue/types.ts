// The exercise catalogue is versioned seed data: one record per exercise, in both languages, in data/*.json (checked
// by the zod twin in load.ts). The seed command upserts it by slug, so editing a text in a data file and re-running
// the seed updates the database.
import type { BodyRegion, ExerciseEquipment, ExerciseKind, FocusArea, Goal } from '../../shared/domain';

/** The six tabs of an exercise (spec §3) plus its name, in one language. Plain text; line breaks allowed. */
export interface ExerciseTexts {
  name: string;
  /** Tab "Starting position". */
  startingPosition: string;
  /** Tab "Sequence of movement": numbered steps separated by "\n". */
  sequence: string;
  /** Tab "Duration / repetitions", e.g. "3 × 10 repetitions, about 2 minutes". */
  duration: string;
  /** Tab "Effect": what it does, without diagnosis or treatment claims. */
  effect: string;
  /** Tab "Common mistakes". */
  commonMistakes: string;
  /** Tab "Tip". */
  tip: string;
}

export interface CatalogueExercise {
  /** Unique, stable, kebab-case English id, e.g. "seated-chin-tuck". Never change it once shipped. */
  slug: string;
  kind: ExerciseKind;
  /** 1 easy, 2 middle, 3 hard. */
  level: 1 | 2 | 3;
  equipment: ExerciseEquipment;
  /** Doable discreetly at a desk in office clothes. */
  undercover: boolean;
  /** Total time of the exercise, at most 300 seconds. */
  durationSeconds: number;
  /** Repetitions per set when the exercise is counted, null when it is timed. */
  repetitions: number | null;
  /** Target body regions (at least one). */
  regions: BodyRegion[];
  /** Regions that must not be loaded by this exercise when the user has an open injury there. */
  contraindicatedRegions: BodyRegion[];
  /** Suitable (low load, slow, pain-free range) when the user has pain in one of the target regions. */
  gentle: boolean;
  /** Focus areas of the health profile this exercise serves (at least one). */
  focus: FocusArea[];
  /** Goals of the health profile this exercise serves (at least one). */
  goals: Goal[];
  de: ExerciseTexts;
  en: ExerciseTexts;
}
