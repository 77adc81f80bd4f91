// The challenge endpoints' errors (docs/api-community.md "Challenges").
import { AppError } from '../../../shared/errors';
import { MAX_ACTIVE_CHALLENGES } from '../../kernel';

export function invalidChallenge(): AppError {
  return new AppError('not_found', 'rest_challenge_invalid', 'Invalid challenge ID.');
}

export function limitReached(): AppError {
  return new AppError(
    'conflict',
    'challenge_limit',
    `Limit reached. You are already participating in ${MAX_ACTIVE_CHALLENGES} challenges.`,
  );
}

export function notEnoughPoints(): AppError {
  return new AppError('conflict', 'not_enough_points', 'Not enough points');
}

export function noSuitableMembers(ids: readonly number[] = []): AppError {
  const params = Object.fromEntries(ids.map((id) => [String(id), 'This member cannot take part.']));
  return new AppError('conflict', 'no_suitable_members', 'No suitable members are available', {
    ...(ids.length ? { params } : {}),
  });
}

/** A team name another current challenge of the company uses (spec §5/§8 "Name used already"). */
export function nameUsed(fields: readonly string[]): AppError {
  const params = Object.fromEntries(fields.map((field) => [field, 'Name used already']));
  return new AppError('conflict', 'challenge_name_used', 'Name used already', { params });
}

/** The same challenge (kind, goal, people on each side) is already waiting or running. */
export function duplicateChallenge(id: number): AppError {
  return new AppError(
    'conflict',
    'challenge_duplicate',
    'You already have this challenge with the same people.',
    { params: { challenge: String(id) } },
  );
}

export function teamsUnequal(): AppError {
  return new AppError(
    'invalid_data',
    'challenge_teams_unequal',
    'Both teams need the same number of members.',
  );
}

export function invalidPhoto(): AppError {
  return new AppError('not_found', 'rest_photo_invalid', 'Invalid photo.');
}

export function notOpen(): AppError {
  return new AppError('conflict', 'challenge_not_open', 'This challenge is not waiting for you.');
}

export function notEditable(): AppError {
  return new AppError('conflict', 'challenge_not_editable', 'This challenge can no longer be changed.');
}

export function notRunning(): AppError {
  return new AppError('conflict', 'challenge_not_running', 'This challenge is not running.');
}
