// Staff's view of the exercise catalogue (GET/POST/PUT admin/exercises…, issue 14).
import type { BodyRegion, ExerciseEquipment, ExerciseKind, FocusArea, Goal } from '../values';
import type { ExerciseTabs } from './exercises';

/** Name and the six tab texts in one language (the data files' `de` / `en`). */
export interface AdminExerciseTexts extends ExerciseTabs {
  name: string;
}

/** One row of the staff's exercise list. */
export interface AdminExerciseSummary {
  id: number;
  slug: string;
  kind: ExerciseKind;
  level: number;
  equipment: ExerciseEquipment;
  regions: BodyRegion[];
  names: { de: string; en: string };
  illustration: string;
  /** Changed or created by staff (the seed leaves such an exercise alone until it is exported as data). */
  edited: boolean;
}

export interface AdminExerciseList {
  items: AdminExerciseSummary[];
  total: number;
}

/** One exercise with everything the editor edits, in both languages. */
export interface AdminExercise {
  id: number;
  slug: string;
  kind: ExerciseKind;
  level: number;
  equipment: ExerciseEquipment;
  undercover: boolean;
  durationSeconds: number;
  repetitions: number | null;
  regions: BodyRegion[];
  contraindicatedRegions: BodyRegion[];
  gentle: boolean;
  focus: FocusArea[];
  goals: Goal[];
  de: AdminExerciseTexts;
  en: AdminExerciseTexts;
  /** The address the app shows: an uploaded picture, or the generated figure. */
  illustration: string;
  /** True when a picture was uploaded (it replaces the generated figure). */
  customIllustration: boolean;
  edited: boolean;
  updatedAt: string;
}
