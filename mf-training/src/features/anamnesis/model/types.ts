import type { Anamnesis, Injury } from '@officefit/api';
import type {
  AnamnesisEquipment,
  BodyRegion,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  RedFlagReason,
  Sport,
} from '@officefit/domain';

/** One pain point as the server sends it (docs/api-training.md); older rows lack the newer answers. */
export interface InjuryJson extends Omit<
  Injury,
  'painful' | 'episode' | 'severity' | 'worsening' | 'accident' | 'numbness'
> {
  painful?: boolean | null;
  episode?: InjuryEpisode | null;
  severity?: number | null;
  worsening?: boolean | null;
  accident?: boolean | null;
  numbness?: boolean | null;
}

/** GET anamnesis; `skipped` is set when the user chose the standard plan. */
export interface AnamnesisJson extends Omit<Anamnesis, 'skipped'> {
  skipped?: boolean;
}

export interface AnamnesisData {
  anamnesis: AnamnesisJson;
  injuries: InjuryJson[];
}

/** Body of PUT anamnesis: every field of spec §3 except `id` and `new`. */
export interface AnamnesisPayload {
  anamnesis: {
    height: number | null;
    weight: number | null;
    gender: number;
    sports: Sport[];
    fitness: number;
    stress: number | null;
    physical_health: IllnessGroup[];
    diet: number | null;
    workhours_sitting: number | null;
    bodyfeeling: number | null;
    wellness: number | null;
    sleep: number | null;
    goals: Goal[];
    focus: FocusArea[];
    time: number | null;
    equipment: AnamnesisEquipment | null;
    suitability: number | null;
    accept: boolean;
    adjustable_table: boolean | null;
    workoutdays: number;
    workoutminutes: number | null;
    sports_frequency: number;
  };
  injuries: InjuryPayload[];
}

export interface InjuryPayload {
  region: BodyRegion;
  duration: number;
  examined: boolean;
  problems: string | null;
  more: string | null;
  painful: boolean;
  episode: InjuryEpisode;
  severity: number;
  worsening: boolean;
  accident: boolean;
  numbness: boolean;
}

/** A reason to see a doctor before exercising a region. */
export interface RedFlag {
  region: string;
  reasons: RedFlagReason[];
}

/** PUT anamnesis answer. */
export interface SaveAnamnesisResult extends AnamnesisData {
  redFlags?: RedFlag[];
}

/** A pain point while it is edited: every answer may still be missing. */
export interface PainPointDraft {
  /** Local key for lists (not sent). */
  key: string;
  region: BodyRegion | null;
  duration: number | null;
  examined: boolean | null;
  painful: boolean | null;
  episode: InjuryEpisode | null;
  severity: number | null;
  worsening: boolean | null;
  accident: boolean | null;
  numbness: boolean | null;
  problems: string;
  more: string;
}

/** The questionnaire's state: numbers typed by the user stay strings until they are sent. */
export interface AnamnesisForm {
  height: string;
  weight: string;
  gender: number;
  fitness: number | null;
  sports: Sport[];
  sports_frequency: number | null;
  stress: number | null;
  bodyfeeling: number | null;
  wellness: number | null;
  sleep: number | null;
  diet: number | null;
  workhours_sitting: number | null;
  physical_health: IllnessGroup[];
  /** "Do you have complaints?" — null until answered. */
  hasInjuries: boolean | null;
  /** The confirmed pain points. */
  injuries: PainPointDraft[];
  goals: Goal[];
  focus: FocusArea[];
  time: number | null;
  equipment: AnamnesisEquipment | null;
  workoutdays: number | null;
  suitability: number | null;
  adjustable_table: boolean | null;
  workoutminutes: string;
  accept: boolean;
}

/** A validation message: a key below `training:anamnesis.errors.` and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<string, FieldError>>;
