import type {
  AnamnesisEquipment,
  AnamnesisJson,
  AnamnesisResponse,
  BodyRegion,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  InjuryJson,
  RedFlag,
  SaveAnamnesisResponse,
  Sport,
} from '@officefit/domain';

// GET/PUT anamnesis as the backend sends them and the body of PUT anamnesis (every field of spec §3 except `id`,
// `new` and `skipped`): the wire types of @officefit/domain, which the backend's mappers and schema use.
export type { AnamnesisPayload, InjuryJson as InjuryPayload } from '@officefit/domain';
export type { AnamnesisJson, InjuryJson, RedFlag };
export type AnamnesisData = AnamnesisResponse;
export type SaveAnamnesisResult = SaveAnamnesisResponse;

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
  /** Consent purpose `health_plan`: the answers build the personal plan (required to save). */
  accept: boolean;
  /** Consent purpose `pain_tracking`: the pain points and their history are kept (may be skipped). */
  painConsent: boolean;
}
