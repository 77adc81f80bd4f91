import type { Anamnesis, Injury } from '@officefit/api';
import type {
  AnamnesisEquipment,
  AnamnesisResponse,
  BodyRegion,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  SaveAnamnesisResponse,
  Sport,
} from '@officefit/domain';
import type { RedFlag } from '../../common/types';

// Body of PUT anamnesis (every field of spec §3 except `id`, `new` and `skipped`) and its pain points: the wire
// types of @officefit/domain, which the backend's schema accepts.
export type { AnamnesisPayload, InjuryJson as InjuryPayload } from '@officefit/domain';
export type { RedFlag };

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

/** PUT anamnesis answer. */
export interface SaveAnamnesisResult extends AnamnesisData {
  redFlags?: RedFlag[];
}

// Compile-time checks: what the server sends (the wire types of @officefit/domain) reads as these types.
type _ReadsAnamnesis<T extends AnamnesisData = AnamnesisResponse> = T;
type _ReadsSaved<T extends SaveAnamnesisResult = SaveAnamnesisResponse> = T;

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
