/**
 * Wire types of challenges and coworkers (docs/api-community.md "Challenges", "Coworkers"). The shapes the backend
 * sends live in @officefit/domain; the screens read them more tolerantly (a member's subcat may be missing, team
 * names may be null), with compile-time checks that the backend's types read as these.
 */
import type {
  Challenge as WireChallenge,
  ChallengeTeam as WireChallengeTeam,
  DuelSide as WireDuelSide,
  Member as WireMember,
  Participant as WireParticipant,
} from '@officefit/domain';

export { CHALLENGE_KINDS } from '@officefit/domain';
export type {
  ChallengeKind,
  ChallengeState,
  Coworker,
  MemberSubcat as Subcat,
  ParticipantStatus,
} from '@officefit/domain';

/** A colleague as others see them: nickname or first name (last name empty when a nickname is set). */
export interface Member extends Omit<WireMember, 'subcat'> {
  subcat?: WireMember['subcat'];
}

export interface DuelSide extends Member, Pick<WireDuelSide, 'percent' | 'pos' | 'done'> {}

export interface Participant
  extends Member, Pick<WireParticipant, 'team' | 'status' | 'owner' | 'done' | 'percent'> {}

export interface ChallengeTeam extends Omit<WireChallengeTeam, 'name' | 'members'> {
  name: string | null;
  members: Participant[];
}

export interface Challenge extends Omit<
  WireChallenge,
  'team_name' | 'opponent_team_name' | 'owner' | 'opponent' | 'teams' | 'participants'
> {
  team_name: string | null;
  opponent_team_name: string | null;
  owner: DuelSide | null;
  opponent: DuelSide | null;
  teams: ChallengeTeam[];
  participants: Participant[];
}

// Compile-time checks: what the server sends (the wire types of @officefit/domain) reads as these types.
type _ReadsMember<T extends Member = WireMember> = T;
type _ReadsChallenge<T extends Challenge = WireChallenge> = T;

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

/** Body of `POST challenge` / `PUT challenge/{id}`: the request contract's (@officefit/domain). */
export type {
  CreateChallengeBodyInput as ChallengeInput,
  EditChallengeBodyInput as ChallengeEditInput,
} from '@officefit/domain';
