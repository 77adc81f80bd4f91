// Wire types of challenges and the members lists show (docs/api-community.md "Challenges") as the backend sends
// them. Types only.
import type { ChallengeKind, ParticipantStatus, SubcategoryKind } from '../index';

/** Location or department of a member. */
export interface MemberSubcat {
  id: number;
  kind: SubcategoryKind;
  name: string;
  pic: string | null;
}

/** A colleague as lists show them. */
export interface Member {
  id: number;
  /** The nickname when set, otherwise the first name. */
  name: string;
  /** Empty when a nickname is set (the nickname replaces the real name). */
  last_name: string;
  avatar: string | null;
  subcat: MemberSubcat | null;
}

/** GET coworkers: an opted-in colleague of the caller's company with their count of active challenges. */
export interface Coworker extends Member {
  active_challenges: number;
  /** Below the active-challenge limit. */
  available: boolean;
}

/** The displayed state: a stored `running` challenge whose start is still ahead is `not_started`. */
export type ChallengeState = 'waiting' | 'not_started' | 'running' | 'declined' | 'completed';

export interface Participant extends Member {
  team: 1 | 2;
  status: ParticipantStatus;
  owner: boolean;
  done: number;
  percent: number;
}

export interface DuelSide extends Member {
  percent: number;
  pos: 1 | 2;
  done: number;
}

export interface ChallengeTeam {
  team: 1 | 2;
  name: string;
  photo: string | null;
  percent: number;
  pos: 1 | 2;
  members: Participant[];
}

/** One challenge (contract "Challenge"). */
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
  team_name: string;
  opponent_team_name: string;
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
