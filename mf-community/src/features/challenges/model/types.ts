/** Wire types of challenges and coworkers (docs/api-community.md "Challenges", "Coworkers"). */

/** Location or department of a member. */
export interface Subcat {
  id: number;
  kind: 'location' | 'department';
  name: string;
  pic: string | null;
}

/** A colleague as others see them: nickname or first name (last name empty when a nickname is set). */
export interface Member {
  id: number;
  name: string;
  last_name: string;
  avatar: string | null;
  subcat?: Subcat | null;
}

export interface Coworker extends Member {
  active_challenges: number;
  /** Below the active-challenge limit. */
  available: boolean;
}

export const CHALLENGE_KINDS = ['duel', 'couple', 'team', 'company'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

export type ChallengeState = 'waiting' | 'not_started' | 'running' | 'declined' | 'completed';
export type ParticipantStatus = 'accepted' | 'invited' | 'declined';

export interface DuelSide extends Member {
  percent: number;
  pos: 1 | 2;
  done: number;
}

export interface Participant extends Member {
  team: 1 | 2;
  status: ParticipantStatus;
  owner: boolean;
  done: number;
  percent: number;
}

export interface ChallengeTeam {
  team: 1 | 2;
  name: string | null;
  photo: string | null;
  percent: number;
  pos: 1 | 2;
  members: Participant[];
}

export interface Challenge {
  id: number;
  type: 0 | 1;
  kind: ChallengeKind;
  state: ChallengeState;
  goal: number;
  wager: number;
  duration: number;
  start: string;
  running_since: string | null;
  ends_on: string | null;
  team_name: string | null;
  opponent_team_name: string | null;
  team_photo: string | null;
  opponent_team_photo: string | null;
  exercise: { id: number; name: string } | null;
  owner: DuelSide | null;
  opponent: DuelSide | null;
  teams: ChallengeTeam[];
  participants: Participant[];
  my_status: 'owner' | ParticipantStatus | null;
  winner_team: 1 | 2 | null;
  result: 'won' | 'lost' | 'none' | null;
  can_edit: boolean;
  can_delete: boolean;
  can_accept: boolean;
  can_decline: boolean;
  can_cheer: boolean;
  completed_at: string | null;
  created_at: string;
}

export interface ChallengesMeta {
  participating: 0 | 1;
  active: number;
  limit: number;
  points: number;
  available_points: number;
}

export interface ChallengesResponse {
  res: true;
  data: Challenge[];
  meta: ChallengesMeta;
}

export interface ChallengeResponse {
  res: true;
  data: Challenge;
}

/** Body of `POST challenge` / `PUT challenge/{id}` (PUT without kind and type). */
export interface ChallengeInput {
  kind?: ChallengeKind;
  type?: 0 | 1;
  duration: number;
  goal: number;
  wager: number;
  /** Left out on edit when unchanged (a stored start may lie in the past by now). */
  start?: string;
  team_name?: string;
  opponent_team_name?: string;
  partners: number[];
  opponents: number[];
  exercise?: number | null;
}
