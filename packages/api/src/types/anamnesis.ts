/** Wire types of the health profile (spec §3 "Anamnesis" and "Pain point"). */
export interface Injury {
  region: string;
  duration: number;
  examined: boolean;
  problems: string | null;
  more: string | null;
  painful: boolean;
  episode: 'first' | 'repeated';
  /** 0–10 */
  severity: number;
  worsening: boolean;
  accident: boolean;
  numbness: boolean;
}

export interface Anamnesis {
  id: number | null;
  new: boolean;
  /** The questionnaire was skipped: a standard profile with a standardized plan. */
  skipped: boolean;
  height: number | null;
  weight: number | null;
  gender: number;
  sports: string[];
  fitness: number;
  stress: number | null;
  physical_health: string[] | number | null;
  diet: number | null;
  workhours_sitting: number | null;
  bodyfeeling: number | null;
  wellness: number | null;
  sleep: number | null;
  goals: string[];
  focus: string[];
  time: number | null;
  equipment: number | string | null;
  suitability: number | null;
  accept: boolean;
  adjustable_table: boolean | null;
  workoutdays: number;
  workoutminutes: number | null;
  sports_frequency: number;
}

export interface AnamnesisResponse {
  anamnesis: Anamnesis;
  injuries: Injury[];
}
