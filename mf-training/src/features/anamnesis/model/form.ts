import {
  ANAMNESIS_DEFAULTS,
  ANAMNESIS_EQUIPMENT,
  BODY_REGIONS,
  FOCUS_AREAS,
  GOALS,
  ILLNESS_GROUPS,
  INJURY_EPISODES,
  SPORTS,
  type AnamnesisEquipment,
  type BodyRegion,
  type InjuryEpisode,
} from '@officefit/domain';
import { decimalInputText, parseDecimal } from '@officefit/i18n';
import type {
  AnamnesisData,
  AnamnesisForm,
  AnamnesisPayload,
  InjuryJson,
  InjuryPayload,
  PainPointDraft,
} from './types';

let nextKey = 0;
/** A local key for a pain point (lists and focus handling only). */
export function newPainPointKey(): string {
  nextKey += 1;
  return `pain-${nextKey}`;
}

const only = <T extends string>(list: readonly T[], values: unknown): T[] =>
  Array.isArray(values) ? list.filter((v) => values.includes(v)) : [];

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A number as an input's text with the decimal mark of `lang` ("62,5" / "62.5"). */
const text = decimalInputText;

/** A blank pain point (the open one while the user answers it). */
export function blankPainPoint(): PainPointDraft {
  return {
    key: newPainPointKey(),
    region: null,
    duration: null,
    examined: null,
    painful: null,
    episode: null,
    severity: null,
    worsening: null,
    accident: null,
    numbness: null,
    problems: '',
    more: '',
  };
}

/** A stored pain point as a draft (answers the server does not know yet stay empty). */
export function toPainPoint(injury: InjuryJson): PainPointDraft {
  return {
    key: newPainPointKey(),
    region: oneOf<BodyRegion>(BODY_REGIONS, injury.region),
    duration: num(injury.duration),
    examined: bool(injury.examined),
    painful: bool(injury.painful),
    episode: oneOf<InjuryEpisode>(INJURY_EPISODES, injury.episode),
    severity: num(injury.severity),
    worsening: bool(injury.worsening),
    accident: bool(injury.accident),
    numbness: bool(injury.numbness),
    problems: injury.problems ?? '',
    more: injury.more ?? '',
  };
}

/** The blank form of a new profile: the contract's defaults (spec §9), numbers typed as text. */
export function blankForm(lang: string): AnamnesisForm {
  const d = ANAMNESIS_DEFAULTS;
  return {
    height: text(d.height, lang),
    weight: text(d.weight, lang),
    fitness: d.fitness,
    sports: [...d.sports],
    sports_frequency: d.sports_frequency,
    stress: d.stress,
    bodyfeeling: d.bodyfeeling,
    wellness: d.wellness,
    sleep: d.sleep,
    diet: d.diet,
    workhours_sitting: d.workhours_sitting,
    physical_health: [...d.physical_health],
    hasInjuries: null,
    injuries: [],
    goals: [...d.goals],
    focus: [...d.focus],
    time: d.time,
    equipment: d.equipment,
    workoutdays: d.workoutdays,
    suitability: d.suitability,
    adjustable_table: d.adjustable_table,
    workoutminutes: text(d.workoutminutes, lang),
    accept: d.accept,
    painConsent: false,
  };
}

/**
 * The form for what GET anamnesis returned. A `new` profile loads as the blank defaults (spec §4), and so does a
 * skipped one (its standard answers were not given by the user).
 */
export function toForm(data: AnamnesisData, lang: string): AnamnesisForm {
  const a = data.anamnesis;
  if (a.new || a.skipped === true) return blankForm(lang);
  const injuries = data.injuries.map(toPainPoint);
  return {
    height: text(a.height, lang),
    weight: text(a.weight, lang),
    fitness: num(a.fitness) ?? ANAMNESIS_DEFAULTS.fitness,
    sports: only(SPORTS, a.sports),
    sports_frequency: num(a.sports_frequency) ?? ANAMNESIS_DEFAULTS.sports_frequency,
    stress: num(a.stress),
    bodyfeeling: num(a.bodyfeeling),
    wellness: num(a.wellness),
    sleep: num(a.sleep),
    diet: num(a.diet),
    workhours_sitting: num(a.workhours_sitting),
    physical_health: only(ILLNESS_GROUPS, a.physical_health),
    hasInjuries: injuries.length > 0,
    injuries,
    goals: only(GOALS, a.goals),
    focus: only(FOCUS_AREAS, a.focus),
    // Older rows stored "more than 30" as 60.
    time: a.time === 60 ? 31 : num(a.time),
    equipment: oneOf<AnamnesisEquipment>(ANAMNESIS_EQUIPMENT, a.equipment),
    workoutdays: num(a.workoutdays) ?? ANAMNESIS_DEFAULTS.workoutdays,
    suitability: num(a.suitability),
    adjustable_table: bool(a.adjustable_table),
    workoutminutes: text(a.workoutminutes, lang),
    accept: a.accept === true,
    // an older server without `consents`: stored pain points exist only with the consent
    painConsent: data.consents?.pain_tracking ?? injuries.length > 0,
  };
}

/** A number typed by the user ("62,5" or "62.5"); null when empty or not a number. */
export const parseNumber = parseDecimal;

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A complete pain point as sent; callers validate first. */
export function toInjuryPayload(p: PainPointDraft): InjuryPayload {
  return {
    region: p.region as BodyRegion,
    duration: p.duration ?? 0,
    examined: p.examined ?? false,
    problems: textOrNull(p.problems),
    more: textOrNull(p.more),
    painful: p.painful ?? false,
    episode: p.episode ?? 'first',
    severity: p.severity ?? 0,
    worsening: p.worsening ?? false,
    accident: p.accident ?? false,
    numbness: p.numbness ?? false,
  };
}

/** The body of PUT anamnesis. */
export function toPayload(form: AnamnesisForm): AnamnesisPayload {
  const height = parseNumber(form.height);
  const minutes = parseNumber(form.workoutminutes);
  return {
    anamnesis: {
      height: height === null ? null : Math.round(height),
      weight: parseNumber(form.weight),
      sports: form.sports,
      fitness: form.fitness ?? ANAMNESIS_DEFAULTS.fitness,
      stress: form.stress,
      physical_health: form.physical_health,
      diet: form.diet,
      workhours_sitting: form.workhours_sitting,
      bodyfeeling: form.bodyfeeling,
      wellness: form.wellness,
      sleep: form.sleep,
      goals: form.goals,
      focus: form.focus,
      time: form.time,
      equipment: form.equipment,
      suitability: form.suitability,
      accept: form.accept,
      adjustable_table: form.adjustable_table,
      workoutdays: form.workoutdays ?? ANAMNESIS_DEFAULTS.workoutdays,
      workoutminutes: minutes === null ? null : Math.round(minutes),
      sports_frequency: form.sports_frequency ?? ANAMNESIS_DEFAULTS.sports_frequency,
    },
    // without the pain-tracking consent the pain points are not sent at all: the server would refuse them
    injuries: form.hasInjuries && form.painConsent ? form.injuries.map(toInjuryPayload) : [],
    consents: { health_plan: form.accept, pain_tracking: form.painConsent },
  };
}

/** What makes the form "changed": its answers, without local keys. */
export function snapshot(form: AnamnesisForm, draft: PainPointDraft | null): string {
  const strip = ({ key: _key, ...rest }: PainPointDraft) => rest;
  return JSON.stringify({ ...form, injuries: form.injuries.map(strip), draft: draft && strip(draft) });
}
