// PUT anamnesis and POST anamnesis/skip: the questionnaire's rules (spec §5) and the consent per purpose (issue
// 36), then consent decisions + profile + pain points + a new plan in one transaction; the withdrawal per purpose.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  type AnamnesisResponse,
  type ConsentPurpose,
  genderFromCode,
  type SaveAnamnesisResponse,
} from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import {
  blankAnamnesis,
  type ConsentState,
  recordConsents,
  toAnamnesisJson,
  toInjuryJson,
  userGender,
} from '../../anamnesis';
import { buildNewPhase } from '../plan/builder';
import { findPlanUser } from '../plan/repository';
import type { Clock } from '../shared/context';
import { todayIn } from '../shared/dates';
import { redFlagsOf } from '../shared/red-flags';
import {
  deleteInjuriesOf,
  type InjuryValues,
  previousDaysPerWeek,
  type ProfileValues,
  recordHealthHistory,
  replaceInjuries,
  setUserGender,
  setWeeklyGoalTarget,
  upsertProfile,
} from './repository';
import type { InjuryInput, SaveAnamnesisBody } from './schemas';

export interface ProfileService {
  save(userId: number, body: SaveAnamnesisBody): Promise<SaveAnamnesisResponse>;
  skip(userId: number): Promise<AnamnesisResponse>;
  /** Withdraws one purpose, or all without one (GDPR Art. 7(3)): what it covered is deleted at once. */
  withdraw(userId: number, purpose?: ConsentPurpose): Promise<AnamnesisResponse>;
}

/** The standard profile of a skipped questionnaire (DECISIONS.md "Plan generation"). */
export const STANDARD_PROFILE: ProfileValues = {
  is_new: false,
  skipped: true,
  fitness: 1,
  equipment: 'none',
  focus: ['mobility', 'strength'],
  goals: ['agility', 'muscle'],
  time: 10,
  workoutdays: 5,
  accept: false,
};

/** The decision per purpose; an older client without `consents` shows one declaration (`accept`) for all. */
function decisionsOf(body: SaveAnamnesisBody): ConsentState {
  const accept = body.anamnesis.accept === true;
  return body.consents ?? { health_plan: accept, pain_tracking: accept };
}

/** Refuses data whose purpose is not confirmed; nothing is stored then. */
function checkConsents(body: SaveAnamnesisBody, consents: ConsentState): void {
  if (!consents.health_plan) {
    throw new AppError('invalid_data', 'consent_required', 'Please confirm the consent.', {
      params: { 'anamnesis.accept': 'The consent is required.' },
    });
  }
  if (!consents.pain_tracking && body.injuries.length) {
    const message = 'Pain points are stored only with the consent to pain tracking.';
    throw new AppError('invalid_data', 'pain_consent_required', message, {
      params: { 'consents.pain_tracking': message },
    });
  }
}

function checkRules(body: SaveAnamnesisBody): void {
  if ((body.anamnesis.focus ?? []).length !== 2) {
    throw new AppError('invalid_data', 'focus_two_required', 'Please choose two body parts!', {
      params: { 'anamnesis.focus': 'Exactly two focus areas are required.' },
    });
  }
  const incomplete: Record<string, string> = {};
  body.injuries.forEach((injury, index) => {
    const missing = (['region', 'duration', 'examined'] as const).filter((field) => injury[field] == null);
    if (missing.length) incomplete[`injuries.${index}`] = `Missing: ${missing.join(', ')}.`;
  });
  if (Object.keys(incomplete).length) {
    throw new AppError('invalid_data', 'pain_point_incomplete', 'All pain-zone fields must be filled.', {
      params: incomplete,
    });
  }
}

function profileValues(input: SaveAnamnesisBody['anamnesis']): ProfileValues {
  const blank = blankAnamnesis();
  return {
    is_new: false,
    skipped: false,
    height: input.height ?? blank.height,
    weight: input.weight == null ? null : Math.round(input.weight * 10) / 10,
    sports: input.sports ?? blank.sports,
    fitness: input.fitness ?? blank.fitness,
    stress: input.stress ?? null,
    physical_health: input.physical_health ?? blank.physical_health,
    diet: input.diet ?? null,
    workhours_sitting: input.workhours_sitting ?? null,
    bodyfeeling: input.bodyfeeling ?? null,
    wellness: input.wellness ?? null,
    sleep: input.sleep ?? null,
    goals: input.goals ?? blank.goals,
    focus: input.focus ?? blank.focus,
    time: input.time ?? null,
    equipment: input.equipment ?? null,
    suitability: input.suitability ?? null,
    accept: true,
    adjustable_table: input.adjustable_table ?? null,
    workoutdays: input.workoutdays ?? blank.workoutdays,
    workoutminutes: input.workoutminutes ?? null,
    sports_frequency: input.sports_frequency ?? blank.sports_frequency,
  };
}

function injuryValues(injury: InjuryInput): InjuryValues {
  // checkRules() made sure these three are present
  return {
    region: injury.region!,
    duration: injury.duration!,
    examined: injury.examined!,
    problems: injury.problems?.trim() || null,
    more: injury.more?.trim() || null,
    painful: injury.painful,
    episode: injury.episode,
    severity: injury.severity,
    worsening: injury.worsening,
    accident: injury.accident,
    numbness: injury.numbness,
  };
}

interface StoreOptions {
  /** The questionnaire's "training days per week" (a saved questionnaire only). */
  daysPerWeek?: number;
  /** The health profile's gender code a client sent (spec §3); written to the one stored gender (issue 39). */
  genderCode?: number;
  consents: ConsentState;
}

/** The user's gender after a save that sent `code` (none: unchanged), written in the save's transaction. */
async function keepGender(db: Kysely<Database>, userId: number, code: number | undefined) {
  const current = await userGender(db, userId);
  if (code === undefined) return current;
  const next = genderFromCode(code, current);
  if (next !== current) await setUserGender(db, userId, next);
  return next;
}

export function createProfileService(db: Kysely<Database>, clock: Clock): ProfileService {
  /**
   * Stores profile, pain points and the consent decisions and starts a new plan phase today, all in one
   * transaction. With `daysPerWeek` the answer "training days per week" becomes the weekly goal's target whenever it
   * is given for the first time or changed (issue 31 §3); re-saving the same answer keeps a target set on /goals.
   * The pain history follows the pain-tracking consent in the same transaction (recordHealthHistory).
   */
  function store(
    userId: number,
    values: ProfileValues,
    injuries: InjuryValues[],
    { daysPerWeek, genderCode, consents }: StoreOptions,
  ): Promise<AnamnesisResponse> {
    return db.transaction().execute(async (trx) => {
      const user = await findPlanUser(trx, userId, true);
      if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
      if (daysPerWeek !== undefined) {
        const before = await previousDaysPerWeek(trx, userId);
        if (before !== daysPerWeek) await setWeeklyGoalTarget(trx, userId, daysPerWeek);
      }
      const gender = await keepGender(trx, userId, genderCode);
      const now = clock();
      await recordConsents(trx, userId, consents, now);
      const anamnesis = await upsertProfile(trx, userId, values);
      const stored = await replaceInjuries(trx, anamnesis.id, injuries);
      await recordHealthHistory(trx, anamnesis, stored, now, consents.pain_tracking && consents.health_plan);
      await buildNewPhase(trx, userId, todayIn(user.timeZone, now));
      return { anamnesis: toAnamnesisJson(anamnesis, gender), injuries: stored.map(toInjuryJson) };
    });
  }

  const standardProfile = (): ProfileValues => ({ ...profileValues({}), ...STANDARD_PROFILE });
  const none: ConsentState = { health_plan: false, pain_tracking: false };

  /** Pain tracking withdrawn: the pain points and their history go, the answers stay, the plan is rebuilt. */
  function withdrawPain(userId: number): Promise<AnamnesisResponse> {
    return db.transaction().execute(async (trx) => {
      const user = await findPlanUser(trx, userId, true);
      if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
      const now = clock();
      await recordConsents(trx, userId, { pain_tracking: false }, now);
      const anamnesis = await deleteInjuriesOf(trx, userId);
      await recordHealthHistory(trx, { user_id: userId }, [], now, false);
      await buildNewPhase(trx, userId, todayIn(user.timeZone, now));
      const gender = await userGender(trx, userId);
      return {
        anamnesis: anamnesis ? toAnamnesisJson(anamnesis, gender) : blankAnamnesis(gender),
        injuries: [],
      };
    });
  }

  return {
    async save(userId, body) {
      const consents = decisionsOf(body);
      checkRules(body);
      checkConsents(body, consents);
      const injuries = body.injuries.map(injuryValues);
      const values = profileValues(body.anamnesis);
      const saved = await store(userId, values, injuries, {
        daysPerWeek: values.workoutdays,
        genderCode: body.anamnesis.gender,
        consents,
      });
      return { ...saved, redFlags: redFlagsOf(saved.injuries) };
    },

    skip(userId) {
      return store(userId, standardProfile(), [], { consents: none });
    },

    withdraw(userId, purpose) {
      if (purpose === 'pain_tracking') return withdrawPain(userId);
      // the answers include the pain points: withdrawing the plan's consent takes both purposes
      return store(userId, standardProfile(), [], { consents: none });
    },
  };
}
