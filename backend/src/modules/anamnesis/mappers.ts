// Rows → the anamnesis JSON of spec §3; a user without a profile gets the blank defaults with `new: true`.
import type { AnamnesisInjuryRow, AnamnesisRow } from '../../db/schema';
// The JSON shapes are wire types of @officefit/domain, read by the training app as well.
import {
  ANAMNESIS_DEFAULTS,
  type AnamnesisJson,
  genderCodeOf,
  type InjuryJson,
  type RegistrationGender,
} from '../../shared/domain';

/**
 * The profile a user starts with: the contract's defaults (spec §9), not stored yet; its gender is the user's
 * (asked once, at registration and in the profile: issue 39).
 */
export function blankAnamnesis(gender: RegistrationGender | null = null): AnamnesisJson {
  return {
    id: null,
    new: true,
    ...structuredClone(ANAMNESIS_DEFAULTS),
    gender: genderCodeOf(gender),
    skipped: false,
  };
}

/** Maps a stored profile row; `gender` is the user's, the one place it is stored (issue 39). */
export function toAnamnesisJson(row: AnamnesisRow, gender: RegistrationGender | null): AnamnesisJson {
  return {
    id: row.id,
    new: row.is_new,
    height: row.height,
    weight: row.weight === null ? null : Number(row.weight),
    gender: genderCodeOf(gender),
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
