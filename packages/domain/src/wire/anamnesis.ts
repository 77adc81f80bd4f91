// Wire types of the health profile (docs/api-training.md "Health profile"): the JSON of GET/PUT anamnesis as the
// backend sends it and the training app's PUT body. Types only.
import type {
  AnamnesisEquipment,
  BodyRegion,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  RedFlagReason,
  Sport,
} from '../index';

/** The questionnaire's answers (spec §3): every field of the profile except `id`, `new` and `skipped`. */
export interface AnamnesisAnswers {
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
}

/** The stored profile (GET anamnesis); a user without one gets the blank defaults with `new: true`. */
export interface AnamnesisJson extends AnamnesisAnswers {
  id: number | null;
  new: boolean;
  /** The questionnaire was skipped: a standard profile with a standardized plan. */
  skipped: boolean;
}

/** One pain point, as stored and as sent in PUT anamnesis. */
export interface InjuryJson {
  region: BodyRegion;
  /** 0 = 0–7 days … 3 = longer than 3 months. */
  duration: number;
  examined: boolean;
  problems: string | null;
  more: string | null;
  painful: boolean;
  episode: InjuryEpisode;
  /** 0–10. */
  severity: number;
  worsening: boolean;
  accident: boolean;
  numbness: boolean;
}

/** GET anamnesis and POST anamnesis/skip. */
export interface AnamnesisResponse {
  anamnesis: AnamnesisJson;
  injuries: InjuryJson[];
  /** GET anamnesis: whether each consent purpose is confirmed now (issue 36). */
  consents?: { health_plan: boolean; pain_tracking: boolean };
}

/** Body of PUT anamnesis as the training app sends it (the answers and complete pain points). */
export interface AnamnesisPayload {
  /** Without `gender`: the questionnaire no longer asks it (issue 39; the account's gender is the one place). */
  anamnesis: Omit<AnamnesisAnswers, 'gender'> & { gender?: number };
  injuries: InjuryJson[];
  /** The decision per consent purpose (contract/anamnesis.ts CONSENT_PURPOSES). */
  consents?: { health_plan: boolean; pain_tracking: boolean };
}

/** Reasons to see a doctor before training a region (contract "RedFlag"). */
export interface RedFlag {
  region: BodyRegion;
  reasons: RedFlagReason[];
}

/** PUT anamnesis. */
export interface SaveAnamnesisResponse extends AnamnesisResponse {
  redFlags: RedFlag[];
}
