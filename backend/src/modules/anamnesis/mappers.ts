// Rows → the anamnesis JSON of spec §3; a user without a profile gets the blank defaults with `new: true`.
import type { AnamnesisInjuryRow, AnamnesisRow } from '../../db/schema';
import type {
  AnamnesisEquipment,
  BodyRegion,
  FocusArea,
  Goal,
  IllnessGroup,
  InjuryEpisode,
  Sport,
} from '../../shared/domain';

export interface AnamnesisJson {
  id: number | null;
  new: boolean;
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
  /** The questionnaire was skipped: a standard profile with a standardized plan. */
  skipped: boolean;
}

export interface InjuryJson {
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

export interface AnamnesisResponse {
  anamnesis: AnamnesisJson;
  injuries: InjuryJson[];
}

/** The profile a user starts with (spec §9 defaults: fitness 1, gender 4, workoutdays 1, sports_frequency 1). */
export function blankAnamnesis(): AnamnesisJson {
  return {
    id: null,
    new: true,
    height: null,
    weight: null,
    gender: 4,
    sports: [],
    fitness: 1,
    stress: null,
    physical_health: [],
    diet: null,
    workhours_sitting: null,
    bodyfeeling: null,
    wellness: null,
    sleep: null,
    goals: [],
    focus: [],
    time: null,
    equipment: null,
    suitability: null,
    accept: false,
    adjustable_table: null,
    workoutdays: 1,
    workoutminutes: null,
    sports_frequency: 1,
    skipped: false,
  };
}

/** Maps a stored profile row. */
export function toAnamnesisJson(row: AnamnesisRow): AnamnesisJson {
  return {
    id: row.id,
    new: row.is_new,
    height: row.height,
    weight: row.weight === null ? null : Number(row.weight),
    gender: row.gender,
    sports: row.sports,
    fitness: row.fitness,
    stress: row.stress,
    physical_health: row.physical_health,
    diet: row.diet,
    workhours_sitting: row.workhours_sitting,
    bodyfeeling: row.bodyfeeling,
    wellness: row.wellness,
    sleep: row.sleep,
    goals: row.goals,
    focus: row.focus,
    time: row.time,
    equipment: row.equipment,
    suitability: row.suitability,
    accept: row.accept,
    adjustable_table: row.adjustable_table,
    workoutdays: row.workoutdays,
    workoutminutes: row.workoutminutes,
    sports_frequency: row.sports_frequency,
    skipped: row.skipped,
  };
}

/** Maps an injury row. */
export function toInjuryJson(row: AnamnesisInjuryRow): InjuryJson {
  return {
    region: row.region,
    duration: row.duration,
    examined: row.examined,
    problems: row.problems,
    more: row.more,
    painful: row.painful,
    episode: row.episode,
    severity: row.severity,
    worsening: row.worsening,
    accident: row.accident,
    numbness: row.numbness,
  };
}
