import type { Challenge } from './types';
import { DEFAULT_GOAL, type ChallengeDraft } from './validate-challenge';

/** A blank form: nothing chosen, goal 10, no wager, starting today (optionally a duel against `opponent`). */
export function emptyChallengeDraft(today: string, opponent?: number): ChallengeDraft {
  return {
    kind: opponent !== undefined ? 'duel' : '',
    duration: '',
    goal: String(DEFAULT_GOAL),
    wager: '0',
    start: today,
    teamName: '',
    opponentTeamName: '',
    partners: [],
    opponents: opponent !== undefined ? [opponent] : [],
    exercise: '',
  };
}

/** The form filled from a stored challenge, for editing. */
export function draftFromChallenge(challenge: Challenge): ChallengeDraft {
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
    teamName: challenge.team_name ?? '',
    opponentTeamName: challenge.opponent_team_name ?? '',
    partners: challenge.kind === 'duel' ? [] : team(1),
    opponents: challenge.kind === 'company' ? [] : team(2),
    exercise: challenge.exercise ? String(challenge.exercise.id) : '',
  };
}
