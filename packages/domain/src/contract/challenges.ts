// Challenges (docs/api-community.md "Challenges"): POST challenge, PUT challenge/{id}, the list query, cheering,
// the photo's team and the participation switch.
import { z } from 'zod';
import { CHALLENGE_KINDS, type ChallengeKind } from '../values';
import { dateField, idField, intField } from './fields';

export const CHALLENGE_DURATION_MIN = 1;
export const CHALLENGE_DURATION_MAX = 90;
/** Durations the form offers, in days. */
export const CHALLENGE_DURATIONS = [7, 14, 21, 28] as const;
export const CHALLENGE_GOAL_MIN = 1;
export const CHALLENGE_GOAL_MAX = 500;
export const CHALLENGE_GOAL_DEFAULT = 10;
export const CHALLENGE_WAGER_MAX = 10_000;
export const TEAM_NAME_MAX = 60;

/** Members per team, the owner included: [min, max] (a company challenge has one team; a duel's opponent may follow later). */
export const CHALLENGE_TEAM_SIZES: Record<ChallengeKind, readonly [number, number]> = {
  duel: [1, 1],
  couple: [2, 2],
  team: [2, 10],
  company: [2, 50],
};
/** Most ids in `partners` or `opponents` (the largest team without its owner). */
export const CHALLENGE_MEMBERS_MAX = CHALLENGE_TEAM_SIZES.company[1] - 1;

/** How many people a kind lets the owner choose as partners (own team) and as opponents. */
export function challengePickRanges(kind: ChallengeKind): {
  partners: readonly [number, number];
  opponents: readonly [number, number];
} {
  const [min, max] = CHALLENGE_TEAM_SIZES[kind];
  const partners = kind === 'duel' ? ([0, 0] as const) : ([min - 1, max - 1] as const);
  if (kind === 'company') return { partners, opponents: [0, 0] };
  // a duel may be sent without an opponent (an open invitation)
  return { partners, opponents: kind === 'duel' ? [0, 1] : [min, max] };
}

/**
 * The team rule of spec §5 for chosen partners and opponents, as a custom code on its field, or null: sizes of
 * the kind, both teams of a team challenge equally large (the owner counts for the own team), nobody twice.
 */
export function challengeTeamProblem(
  kind: ChallengeKind,
  partners: readonly number[],
  opponents: readonly number[],
): { path: 'partners' | 'opponents'; code: string; min?: number; max?: number } | null {
  const ranges = challengePickRanges(kind);
  const [pMin, pMax] = ranges.partners;
  if (partners.length < pMin || partners.length > pMax)
    return { path: 'partners', code: 'challenge_partners_range', min: pMin, max: pMax };
  if (kind === 'team' && opponents.length > 0 && opponents.length !== partners.length + 1)
    return { path: 'opponents', code: 'challenge_teams_unequal' };
  const [oMin, oMax] = ranges.opponents;
  if (opponents.length < oMin || opponents.length > oMax)
    return { path: 'opponents', code: 'challenge_opponents_range', min: oMin, max: oMax };
  if (partners.some((id) => opponents.includes(id))) return { path: 'opponents', code: 'person_twice' };
  return null;
}

const idList = () => z.array(idField()).max(CHALLENGE_MEMBERS_MAX);
const teamName = () => z.string().trim().max(TEAM_NAME_MAX);

/** The fields of a challenge as sent, each with its own rule. */
export const challengeFieldSchemas = {
  /** 0 = duel, 1 = every other kind. */
  type: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((v) => Number(v) as 0 | 1),
  duration: intField(CHALLENGE_DURATION_MIN, CHALLENGE_DURATION_MAX),
  goal: intField(CHALLENGE_GOAL_MIN, CHALLENGE_GOAL_MAX),
  wager: intField(0, CHALLENGE_WAGER_MAX),
  start: dateField(),
  team_name: teamName(),
  opponent_team_name: teamName(),
  partners: idList(),
  opponents: idList(),
  exercise: idField().nullable(),
};
const f = challengeFieldSchemas;

/** POST challenge: the kind, the type and the duration must be chosen (spec §5). */
export const createChallengeBodySchema = z.strictObject({
  kind: z.enum(CHALLENGE_KINDS),
  type: f.type,
  duration: f.duration,
  goal: f.goal.default(CHALLENGE_GOAL_DEFAULT),
  wager: f.wager.default(0),
  start: f.start.optional(),
  team_name: f.team_name.default(''),
  opponent_team_name: f.opponent_team_name.default(''),
  partners: f.partners.default([]),
  opponents: f.opponents.default([]),
  exercise: f.exercise.optional(),
});
export type CreateChallengeBodyInput = z.input<typeof createChallengeBodySchema>;
export type CreateChallengeBody = z.output<typeof createChallengeBodySchema>;

/** PUT challenge/{id}: every field optional, the kind stays. */
export const editChallengeBodySchema = z.strictObject({
  type: f.type.optional(),
  duration: f.duration.optional(),
  goal: f.goal.optional(),
  wager: f.wager.optional(),
  start: f.start.optional(),
  team_name: f.team_name.optional(),
  opponent_team_name: f.opponent_team_name.optional(),
  partners: f.partners.optional(),
  opponents: f.opponents.optional(),
  exercise: f.exercise.optional(),
});
export type EditChallengeBodyInput = z.input<typeof editChallengeBodySchema>;
export type EditChallengeBody = z.output<typeof editChallengeBodySchema>;

/** GET challenge. */
export const listChallengesQuerySchema = z.strictObject({
  scope: z.enum(['mine', 'company']).default('mine'),
});

/** PUT challenge/{id}/cheer. */
export const cheerBodySchema = z.strictObject({ user: idField() });

/** POST/DELETE challenge/{id}/photo. */
export const challengePhotoQuerySchema = z.strictObject({
  team: z
    .enum(['1', '2'])
    .default('1')
    .transform((v) => Number(v) as 1 | 2),
});

/** PUT participating. */
export const participatingBodySchema = z.strictObject({
  participating: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0)),
});
export type ParticipatingBodyInput = z.input<typeof participatingBodySchema>;
