import type { Challenge } from './types';

/** The groups of the challenge list, in the order they are shown. */
export const CHALLENGE_GROUPS = ['invitations', 'waiting', 'running', 'completed'] as const;
export type ChallengeGroup = (typeof CHALLENGE_GROUPS)[number];

/** Which group a challenge belongs to for the caller. */
export function groupOf(challenge: Challenge): ChallengeGroup {
  if (challenge.state === 'completed') return 'completed';
  if (challenge.state === 'running') return 'running';
  if (challenge.my_status === 'invited' && challenge.can_accept) return 'invitations';
  return 'waiting';
}

/** Splits the list into the groups, keeping the server's order inside each group. */
export function groupChallenges(challenges: Challenge[]): Record<ChallengeGroup, Challenge[]> {
  const groups: Record<ChallengeGroup, Challenge[]> = {
    invitations: [],
    waiting: [],
    running: [],
    completed: [],
  };
  for (const challenge of challenges) groups[groupOf(challenge)].push(challenge);
  return groups;
}
