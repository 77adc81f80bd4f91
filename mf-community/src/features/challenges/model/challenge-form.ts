// The challenge form's values and rules: the request contract's field schemas (@officefit/domain) plus the rules
// only the form can check before sending (start not in the past, wager within the free points, team sizes).
import { z } from 'zod';
import {
  CHALLENGE_GOAL_DEFAULT,
  CHALLENGE_KINDS,
  challengeFieldSchemas,
  challengeTeamProblem,
  type ChallengeKind,
  type CreateChallengeBodyInput,
} from '@officefit/domain';
import type { Challenge } from './types';

/** What the form holds: texts as typed, people as ids. Field names are the request's. */
export interface ChallengeFormValues {
  kind: ChallengeKind | '';
  duration: string;
  goal: string;
  wager: string;
  start: string;
  team_name: string;
  opponent_team_name: string;
  partners: number[];
  opponents: number[];
  exercise: string;
}

export interface ChallengeFormContext {
  today: string;
  /** Points the caller can still stake (points minus the wagers of their other active challenges). */
  availablePoints: number | null;
  /** The start date stored before editing; an unchanged start may lie in the past. */
  originalStart?: string;
}

export function hasTeams(kind: ChallengeKind | ''): boolean {
  return kind === 'couple' || kind === 'team' || kind === 'company';
}

export function hasOpponentTeam(kind: ChallengeKind | ''): boolean {
  return kind === 'couple' || kind === 'team';
}

const f = challengeFieldSchemas;
const custom = (ctx: z.RefinementCtx, path: string, code: string, params: Record<string, unknown> = {}) =>
  ctx.addIssue({ code: 'custom', path: [path], params: { code, ...params } });

/** The form's schema for the given context; the output is the form with numbers parsed. */
export function challengeFormSchema(context: ChallengeFormContext) {
  return z
    .object({
      kind: z.enum(CHALLENGE_KINDS),
      duration: f.duration,
      goal: f.goal,
      // a company challenge has no wager
      wager: z.preprocess((value) => (value === '' ? '0' : value), f.wager),
      start: f.start,
      team_name: f.team_name,
      opponent_team_name: f.opponent_team_name,
      partners: f.partners,
      opponents: f.opponents,
      exercise: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.start < context.today && form.start !== context.originalStart)
        custom(ctx, 'start', 'start_in_past');
      if (form.kind !== 'company' && context.availablePoints !== null && form.wager > context.availablePoints)
        custom(ctx, 'wager', 'not_enough_points');
      const problem = challengeTeamProblem(form.kind, form.partners, form.opponents);
      if (problem) custom(ctx, problem.path, problem.code, { min: problem.min, max: problem.max });
    });
}
export type ChallengeFormOutput = z.output<ReturnType<typeof challengeFormSchema>>;

/** A blank form: nothing chosen, goal 10, no wager, starting today (optionally a duel against `opponent`). */
export function emptyChallengeForm(today: string, opponent?: number): ChallengeFormValues {
  return {
    kind: opponent !== undefined ? 'duel' : '',
    duration: '',
    goal: String(CHALLENGE_GOAL_DEFAULT),
    wager: '0',
    start: today,
    team_name: '',
    opponent_team_name: '',
    partners: [],
    opponents: opponent !== undefined ? [opponent] : [],
    exercise: '',
  };
}

/** The form filled from a stored challenge, for editing. */
export function challengeFormFrom(challenge: Challenge): ChallengeFormValues {
  const ownerId = challenge.participants.find((p) => p.owner)?.id ?? challenge.owner?.id;
  const team = (n: 1 | 2) =>
    challenge.participants
      .filter((p) => p.team === n && p.id !== ownerId && p.status !== 'declined')
      .map((p) => p.id);
  return {
    kind: challenge.kind,
    duration: String(challenge.duration),
    goal: String(challenge.goal),
    wager: String(challenge.wager),
    start: challenge.start,
    team_name: challenge.team_name ?? '',
    opponent_team_name: challenge.opponent_team_name ?? '',
    partners: challenge.kind === 'duel' ? [] : team(1),
    opponents: challenge.kind === 'company' ? [] : team(2),
    exercise: challenge.exercise ? String(challenge.exercise.id) : '',
  };
}

/** The request body for a valid form; on edit (`create` false) kind and type are left out. */
export function toChallengeBody(form: ChallengeFormOutput, create: boolean): CreateChallengeBodyInput {
  const { kind } = form;
  const body: Omit<CreateChallengeBodyInput, 'kind' | 'type'> & Partial<CreateChallengeBodyInput> = {
    duration: form.duration,
    goal: form.goal,
    wager: kind === 'company' ? 0 : form.wager,
    start: form.start,
    partners: kind === 'duel' ? [] : form.partners,
    opponents: kind === 'company' ? [] : form.opponents,
  };
  if (create) {
    body.kind = kind;
    body.type = kind === 'duel' ? 0 : 1;
  }
  if (hasTeams(kind)) body.team_name = form.team_name;
  if (hasOpponentTeam(kind)) body.opponent_team_name = form.opponent_team_name;
  if (kind === 'duel') body.exercise = form.exercise ? Number(form.exercise) : null;
  return body as CreateChallengeBodyInput;
}
