import type { ChallengeInput, ChallengeKind } from './types';

/** Durations the form offers, in days (the server accepts 1–90). */
export const DURATIONS = [7, 14, 21, 28] as const;
export const MAX_GOAL = 500;
export const DEFAULT_GOAL = 10;
export const MAX_WAGER = 10_000;
export const MAX_TEAM_NAME = 60;

/** How many people each side may have besides the owner (partners) and on the other side (opponents). */
export const TEAM_SIZES: Record<ChallengeKind, { partners: [number, number]; opponents: [number, number] }> =
  {
    duel: { partners: [0, 0], opponents: [0, 1] },
    couple: { partners: [1, 1], opponents: [2, 2] },
    team: { partners: [1, 9], opponents: [2, 10] },
    company: { partners: [1, 49], opponents: [0, 0] },
  };

/** What the challenge form holds (text fields as typed). */
export interface ChallengeDraft {
  kind: ChallengeKind | '';
  duration: string;
  goal: string;
  wager: string;
  start: string;
  teamName: string;
  opponentTeamName: string;
  partners: number[];
  opponents: number[];
  exercise: string;
}

export type ChallengeField =
  | 'kind'
  | 'duration'
  | 'goal'
  | 'wager'
  | 'start'
  | 'teamName'
  | 'opponentTeamName'
  | 'partners'
  | 'opponents';

/** A field error: a key of the `community` namespace and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type ChallengeErrors = Partial<Record<ChallengeField, FieldMessage>>;

export interface ValidationContext {
  today: string;
  /** Points the caller can still stake (points minus the wagers of their other active challenges). */
  availablePoints: number | null;
  /** The start date stored before editing; an unchanged start may lie in the past. */
  originalStart?: string;
}

function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function hasTeams(kind: ChallengeKind | ''): boolean {
  return kind === 'couple' || kind === 'team' || kind === 'company';
}

export function hasOpponentTeam(kind: ChallengeKind | ''): boolean {
  return kind === 'couple' || kind === 'team';
}

/** Checks the form before it is sent (spec §5; the server checks the same rules again). */
export function validateChallenge(draft: ChallengeDraft, context: ValidationContext): ChallengeErrors {
  const errors: ChallengeErrors = {};
  const { kind } = draft;
  if (!kind) errors.kind = { key: 'validation.chooseKind' };
  if (!draft.duration) errors.duration = { key: 'validation.chooseDuration' };

  const goal = wholeNumber(draft.goal);
  if (goal === null || goal < 1 || goal > MAX_GOAL)
    errors.goal = { key: 'validation.goalRange', values: { max: MAX_GOAL } };

  if (kind !== 'company') {
    const wager = wholeNumber(draft.wager || '0');
    if (wager === null || wager > MAX_WAGER)
      errors.wager = { key: 'validation.wagerRange', values: { max: MAX_WAGER } };
    else if (context.availablePoints !== null && wager > context.availablePoints)
      errors.wager = { key: 'errors.not_enough_points' };
  }

  if (!draft.start) errors.start = { key: 'validation.required' };
  else if (draft.start < context.today && draft.start !== context.originalStart)
    errors.start = { key: 'validation.startInPast' };

  if (draft.teamName.trim().length > MAX_TEAM_NAME)
    errors.teamName = { key: 'validation.teamNameTooLong', values: { max: MAX_TEAM_NAME } };
  if (draft.opponentTeamName.trim().length > MAX_TEAM_NAME)
    errors.opponentTeamName = { key: 'validation.teamNameTooLong', values: { max: MAX_TEAM_NAME } };

  if (kind) {
    const sizes = TEAM_SIZES[kind];
    const partners = draft.partners.length;
    const opponents = draft.opponents.length;
    if (partners < sizes.partners[0] || partners > sizes.partners[1])
      errors.partners = {
        key: kind === 'couple' ? 'validation.choosePartner' : 'validation.partnersRange',
        values: { min: sizes.partners[0], max: sizes.partners[1] },
      };
    if (kind === 'couple') {
      if (opponents !== 2) errors.opponents = { key: 'validation.chooseTwoOpponents' };
    } else if (kind === 'team') {
      // Spec §5: both teams need the same number of members (the owner counts for the own team).
      if (opponents === 0) errors.opponents = { key: 'validation.chooseOpponents' };
      else if (opponents !== partners + 1) errors.opponents = { key: 'errors.challenge_teams_unequal' };
    } else if (opponents > sizes.opponents[1]) errors.opponents = { key: 'validation.oneOpponent' };
    if (draft.partners.some((id) => draft.opponents.includes(id)))
      errors.opponents = { key: 'validation.personTwice' };
  }
  return errors;
}

/** The request body for a valid draft; on edit (`create` false) kind and type are left out. */
export function toChallengeInput(draft: ChallengeDraft, create: boolean): ChallengeInput {
  const kind = draft.kind as ChallengeKind;
  const input: ChallengeInput = {
    duration: Number(draft.duration),
    goal: Number(draft.goal),
    wager: kind === 'company' ? 0 : Number(draft.wager || '0'),
    start: draft.start,
    partners: kind === 'duel' ? [] : draft.partners,
    opponents: kind === 'company' ? [] : draft.opponents,
  };
  if (create) {
    input.kind = kind;
    input.type = kind === 'duel' ? 0 : 1;
  }
  if (hasTeams(kind)) input.team_name = draft.teamName.trim();
  if (hasOpponentTeam(kind)) input.opponent_team_name = draft.opponentTeamName.trim();
  if (kind === 'duel') input.exercise = draft.exercise ? Number(draft.exercise) : null;
  return input;
}
