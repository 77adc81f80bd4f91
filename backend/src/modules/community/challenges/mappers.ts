// The Challenge JSON (docs/api-community.md "Challenges"; the shapes are the wire types of @officefit/domain).
import type { Challenge, ChallengeTeam, DuelSide, Participant } from '../../../shared/domain';
import { toMember } from '../shared/members';
import type { ChallengeRow, ParticipantRow } from './repository';
import { type ChallengeState, challengeState, computeStanding } from './rules';

export type { Challenge, ChallengeTeam, DuelSide, Participant } from '../../../shared/domain';

export const PHOTO_PATH = '/wp-json/officefit/v1/challenge_photo/';

export interface ChallengeView {
  row: ChallengeRow;
  participants: ParticipantRow[];
  photos: Map<number, string>;
  exerciseName: string | null;
}

/** States the owner may still edit in. */
export const EDITABLE_STATES: readonly ChallengeState[] = ['waiting', 'declined', 'not_started'];

function team(value: number): 1 | 2 {
  return value === 2 ? 2 : 1;
}

/** One side of a duel: its member with the team's position. */
function duelSide(participants: Participant[], teams: ChallengeTeam[], teamNo: 1 | 2): DuelSide | null {
  const p = participants.find((x) => x.team === teamNo);
  const t = teams.find((x) => x.team === teamNo);
  if (!p || !t) return null;
  const { id, name, last_name, avatar, subcat, percent, done } = p;
  return { id, name, last_name, avatar, subcat, percent, pos: t.pos, done };
}

export function toChallenge(
  view: ChallengeView,
  caller: { id: number; participating: boolean },
  today: string,
): Challenge {
  const { row } = view;
  const state = challengeState(row, today);
  const standing = computeStanding(
    row.kind,
    row.goal,
    view.participants
      .filter((p) => p.status === 'accepted')
      .map((p) => ({ userId: p.id, team: p.team, done: p.done })),
  );
  const participants: Participant[] = view.participants.map((p) => ({
    ...toMember(p),
    team: team(p.team),
    status: p.status,
    owner: p.is_owner,
    done: p.done,
    percent: standing.percent.get(p.id) ?? 0,
  }));
  const teams: ChallengeTeam[] = standing.teams.map((t) => ({
    team: t.team,
    name: t.team === 1 ? row.team_name : row.opponent_team_name,
    photo: view.photos.has(t.team) ? `${PHOTO_PATH}${view.photos.get(t.team)}` : null,
    percent: t.percent,
    pos: t.pos,
    members: participants.filter((p) => p.team === t.team),
  }));
  const mine = view.participants.find((p) => p.id === caller.id);
  const myStatus = mine ? (mine.is_owner ? 'owner' : mine.status) : null;
  const isOwner = myStatus === 'owner';
  const winner = row.winner_team === null ? null : team(row.winner_team);
  let result: Challenge['result'] = null;
  if (state === 'completed' && mine && mine.status === 'accepted') {
    result = winner === null ? 'none' : winner === mine.team ? 'won' : 'lost';
  }
  return {
    id: row.id,
    type: row.type === 0 ? 0 : 1,
    kind: row.kind,
    state,
    goal: row.goal,
    wager: row.wager,
    duration: row.duration,
    start: row.start_on,
    running_since: row.started_on,
    ends_on: row.ends_on,
    team_name: row.team_name,
    opponent_team_name: row.opponent_team_name,
    team_photo: teams.find((t) => t.team === 1)?.photo ?? null,
    opponent_team_photo: view.photos.has(2) ? `${PHOTO_PATH}${view.photos.get(2)}` : null,
    exercise: row.exercise_id !== null ? { id: row.exercise_id, name: view.exerciseName ?? '' } : null,
    owner: row.kind === 'duel' ? duelSide(participants, teams, 1) : null,
    opponent: row.kind === 'duel' ? duelSide(participants, teams, 2) : null,
    teams,
    participants,
    my_status: myStatus,
    winner_team: winner,
    result,
    can_edit: isOwner && EDITABLE_STATES.includes(state),
    can_delete: isOwner && state !== 'running' && state !== 'completed',
    can_accept: myStatus === 'invited' && state === 'waiting',
    can_decline:
      (myStatus === 'invited' || myStatus === 'accepted') && (state === 'waiting' || state === 'not_started'),
    can_cheer: state === 'running' && caller.participating,
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
