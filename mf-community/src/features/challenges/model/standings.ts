import type { Challenge, Participant } from './types';

/** One side of a challenge as the list shows it: a person (duel) or a team. */
export interface Side {
  key: string;
  team: 1 | 2;
  name: string;
  photo: string | null;
  percent: number;
  pos: 1 | 2;
  members: Participant[];
}

/** Spec §4: in a duel the opponent ranks first when their percent is at least the owner's. */
export function opponentRanksFirst(ownerPercent: number, opponentPercent: number): boolean {
  return opponentPercent >= ownerPercent;
}

function displayName(member: { name: string; last_name: string }): string {
  return member.last_name ? `${member.name} ${member.last_name}` : member.name;
}

/**
 * The sides of a challenge, leader first. The server sends `pos`; the same rule decides when it does not
 * (so a stale or partial answer still shows the spec's order). A company challenge has one side.
 */
export function standings(challenge: Challenge): Side[] {
  if (challenge.type === 0 && challenge.owner && challenge.opponent) {
    const { owner, opponent } = challenge;
    const member = (id: number) => challenge.participants.filter((p) => p.id === id);
    const opponentFirst =
      owner.pos === opponent.pos || !owner.pos || !opponent.pos
        ? opponentRanksFirst(owner.percent, opponent.percent)
        : opponent.pos === 1;
    const sides: Side[] = [
      {
        key: `user-${owner.id}`,
        team: 1,
        name: displayName(owner),
        photo: owner.avatar,
        percent: owner.percent,
        pos: opponentFirst ? 2 : 1,
        members: member(owner.id),
      },
      {
        key: `user-${opponent.id}`,
        team: 2,
        name: displayName(opponent),
        photo: opponent.avatar,
        percent: opponent.percent,
        pos: opponentFirst ? 1 : 2,
        members: member(opponent.id),
      },
    ];
    return sides.sort((a, b) => a.pos - b.pos);
  }
  const teams = challenge.teams.map<Side>((team) => ({
    key: `team-${team.team}`,
    team: team.team,
    name: team.name ?? '',
    photo: team.photo,
    percent: team.percent,
    pos: team.pos,
    members: team.members,
  }));
  if (teams.length === 2) {
    const [first, second] = teams as [Side, Side];
    const ownTeam = first.team === 1 ? first : second;
    const invited = first.team === 1 ? second : first;
    const invitedFirst =
      ownTeam.pos === invited.pos ? opponentRanksFirst(ownTeam.percent, invited.percent) : invited.pos === 1;
    ownTeam.pos = invitedFirst ? 2 : 1;
    invited.pos = invitedFirst ? 1 : 2;
    return invitedFirst ? [invited, ownTeam] : [ownTeam, invited];
  }
  return teams;
}
