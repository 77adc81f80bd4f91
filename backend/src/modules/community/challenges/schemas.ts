import { z } from 'zod';
import { dateField, idField, intField } from '../shared/schemas';
import { CHALLENGE_KINDS } from './rules';

const MAX_MEMBERS = 49;

const idList = (name: string) =>
  z
    .array(idField(name), { error: `${name} must be a list of user ids.` })
    .max(MAX_MEMBERS, `${name} has too many members.`);

const teamName = (name: string) =>
  z
    .string({ error: `${name} must be a text of at most 60 characters.` })
    .trim()
    .max(60, `${name} must be a text of at most 60 characters.`);

const challengeFields = {
  type: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'Please choose the type.' })
    .transform((v) => Number(v) as 0 | 1),
  duration: intField('duration', 1, 90),
  goal: intField('goal', 1, 500),
  wager: intField('wager', 0, 10_000),
  start: dateField('start'),
  team_name: teamName('team_name'),
  opponent_team_name: teamName('opponent_team_name'),
  partners: idList('partners'),
  opponents: idList('opponents'),
  exercise: idField('exercise').nullable(),
};

/** POST challenge: the kind, the type and the duration must be chosen (spec §5). */
export const createChallengeBody = z.strictObject({
  kind: z.enum(CHALLENGE_KINDS, { error: 'kind must be duel, couple, team or company.' }),
  ...challengeFields,
  goal: challengeFields.goal.default(10),
  wager: challengeFields.wager.default(0),
  start: challengeFields.start.optional(),
  team_name: challengeFields.team_name.default(''),
  opponent_team_name: challengeFields.opponent_team_name.default(''),
  partners: challengeFields.partners.default([]),
  opponents: challengeFields.opponents.default([]),
  exercise: challengeFields.exercise.optional(),
});
export type CreateChallengeBody = z.output<typeof createChallengeBody>;

/** PUT challenge/{id}: every field optional, the kind stays. */
export const editChallengeBody = z.strictObject({
  type: challengeFields.type.optional(),
  duration: challengeFields.duration.optional(),
  goal: challengeFields.goal.optional(),
  wager: challengeFields.wager.optional(),
  start: challengeFields.start.optional(),
  team_name: challengeFields.team_name.optional(),
  opponent_team_name: challengeFields.opponent_team_name.optional(),
  partners: challengeFields.partners.optional(),
  opponents: challengeFields.opponents.optional(),
  exercise: challengeFields.exercise.optional(),
});
export type EditChallengeBody = z.output<typeof editChallengeBody>;

/** GET challenge. */
export const listChallengesQuery = z.strictObject({
  scope: z.enum(['mine', 'company'], { error: 'scope must be mine or company.' }).default('mine'),
});

/** PUT challenge/{id}/cheer. */
export const cheerBody = z.strictObject({ user: idField('user') });

/** POST/DELETE challenge/{id}/photo. */
export const photoQuery = z.strictObject({
  team: z
    .enum(['1', '2'], { error: 'team must be 1 or 2.' })
    .default('1')
    .transform((v) => Number(v) as 1 | 2),
});

/** GET challenge_photo/{token}. */
export const photoTokenParams = z.strictObject({
  token: z.string().regex(/^[0-9a-f]{32}$/, 'token is not valid.'),
});

/** PUT participating. */
export const participatingBody = z.strictObject({
  participating: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: 'participating must be 0 or 1.',
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0)),
});
