// The exercise editor's form values and their mapping to the staff API (numbers are typed as text in inputs).
import type {
  AdminExercise,
  AdminExerciseTexts,
  BodyRegion,
  ExerciseCreateBodyInput,
  ExerciseEquipment,
  ExerciseKind,
  FocusArea,
  Goal,
} from '@officefit/domain';

export const TEXT_FIELDS = [
  'name',
  'startingPosition',
  'sequence',
  'duration',
  'effect',
  'commonMistakes',
  'tip',
] as const satisfies readonly (keyof AdminExerciseTexts)[];
export type TextField = (typeof TEXT_FIELDS)[number];

export interface ExerciseFormValues {
  slug: string;
  kind: ExerciseKind;
  level: string;
  equipment: ExerciseEquipment;
  undercover: boolean;
  durationSeconds: string;
  /** Empty: a timed exercise (null). */
  repetitions: string;
  regions: BodyRegion[];
  contraindicatedRegions: BodyRegion[];
  gentle: boolean;
  focus: FocusArea[];
  goals: Goal[];
  de: AdminExerciseTexts;
  en: AdminExerciseTexts;
}

const EMPTY_TEXTS: AdminExerciseTexts = {
  name: '',
  startingPosition: '',
  sequence: '',
  duration: '',
  effect: '',
  commonMistakes: '',
  tip: '',
};

export const NEW_EXERCISE: ExerciseFormValues = {
  slug: '',
  kind: 'mobility',
  level: '1',
  equipment: 'none',
  undercover: false,
  durationSeconds: '120',
  repetitions: '',
  regions: [],
  contraindicatedRegions: [],
  gentle: false,
  focus: [],
  goals: [],
  de: EMPTY_TEXTS,
  en: EMPTY_TEXTS,
};

export function toFormValues(exercise: AdminExercise): ExerciseFormValues {
  return {
    slug: exercise.slug,
    kind: exercise.kind,
    level: String(exercise.level),
    equipment: exercise.equipment,
    undercover: exercise.undercover,
    durationSeconds: String(exercise.durationSeconds),
    repetitions: exercise.repetitions === null ? '' : String(exercise.repetitions),
    regions: exercise.regions,
    contraindicatedRegions: exercise.contraindicatedRegions,
    gentle: exercise.gentle,
    focus: exercise.focus,
    goals: exercise.goals,
    de: { ...exercise.de },
    en: { ...exercise.en },
  };
}

/** The request body of the form (the schema parses the numbers; an empty repetitions field is null). */
export function toBody(values: ExerciseFormValues): ExerciseCreateBodyInput {
  return {
    ...values,
    level: values.level.trim(),
    durationSeconds: values.durationSeconds.trim(),
    repetitions: values.repetitions.trim() === '' ? null : values.repetitions.trim(),
  };
}
