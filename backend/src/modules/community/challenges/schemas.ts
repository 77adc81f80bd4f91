// The request schemas are the contract shared with the community app (@officefit/domain); this file adds the
// server-only parts (path token) and the English wire messages.
import { z } from 'zod';
import {
  CHALLENGE_DURATION_MAX,
  CHALLENGE_DURATION_MIN,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_GOAL_MIN,
  CHALLENGE_WAGER_MAX,
  challengePhotoQuerySchema,
  cheerBodySchema,
  createChallengeBodySchema,
  editChallengeBodySchema,
  listChallengesQuerySchema,
  participatingBodySchema,
  TEAM_NAME_MAX,
} from '../../../shared/domain';
import { wireMessages, type WireMessages } from '../../../shared/validate';

const range = (name: string, min: number, max: number) =>
  `${name} must be a whole number between ${min} and ${max}.`;
const teamName = (name: string) => `${name} must be a text of at most ${TEAM_NAME_MAX} characters.`;
const idList = (name: string) => ({
  invalid_type: `${name} must be a list of user ids.`,
  too_big: `${name} has too many members.`,
});

const challengeMessages: WireMessages = {
  kind: 'kind must be duel, couple, team or company.',
  type: 'Please choose the type.',
  duration: range('duration', CHALLENGE_DURATION_MIN, CHALLENGE_DURATION_MAX),
  goal: range('goal', CHALLENGE_GOAL_MIN, CHALLENGE_GOAL_MAX),
  wager: range('wager', 0, CHALLENGE_WAGER_MAX),
  start: 'start must be a date (YYYY-MM-DD).',
  team_name: teamName('team_name'),
  opponent_team_name: teamName('opponent_team_name'),
  partners: idList('partners'),
  opponents: idList('opponents'),
  'partners.*': 'partners must be a positive integer.',
  'opponents.*': 'opponents must be a positive integer.',
  exercise: 'exercise must be a positive integer.',
};

/** POST challenge: the kind, the type and the duration must be chosen (spec §5). */
export const createChallengeBody = wireMessages(createChallengeBodySchema, challengeMessages);
export type { CreateChallengeBody, EditChallengeBody } from '../../../shared/domain';

/** PUT challenge/{id}: every field optional, the kind stays. */
export const editChallengeBody = wireMessages(editChallengeBodySchema, challengeMessages);

/** GET challenge. */
export const listChallengesQuery = wireMessages(listChallengesQuerySchema, {
  scope: 'scope must be mine or company.',
});

/** PUT challenge/{id}/cheer. */
export const cheerBody = wireMessages(cheerBodySchema, { user: 'user must be a positive integer.' });

/** POST/DELETE challenge/{id}/photo. */
export const photoQuery = wireMessages(challengePhotoQuerySchema, { team: 'team must be 1 or 2.' });

/** GET challenge_photo/{token}. */
export const photoTokenParams = z.strictObject({
  token: z.string().regex(/^[0-9a-f]{32}$/, 'token is not valid.'),
});

/** PUT participating. */
export const participatingBody = wireMessages(participatingBodySchema, {
  participating: 'participating must be 0 or 1.',
});
