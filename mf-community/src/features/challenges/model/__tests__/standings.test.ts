import { duel, teamChallenge } from '../../../../testing/support';
import { opponentRanksFirst, standings } from '../standings';

describe('duel ordering (spec §4)', () => {
  it('ranks the opponent first when their percent is at least the owner’s', () => {
    expect(opponentRanksFirst(40, 40)).toBe(true);
    expect(opponentRanksFirst(40, 41)).toBe(true);
    expect(opponentRanksFirst(41, 40)).toBe(false);
  });

  it('lists the leader first with pos 1', () => {
    const even = standings(duel({}, [40, 40]));
    expect(even.map((s) => [s.name, s.pos])).toEqual([
      ['Colin Kollege', 1],
      ['Dana', 2],
    ]);
    const ownerAhead = standings(duel({}, [60, 40]));
    expect(ownerAhead.map((s) => [s.name, s.pos])).toEqual([
      ['Dana', 1],
      ['Colin Kollege', 2],
    ]);
  });

  it('applies the rule itself when the answer carries no distinct positions', () => {
    const challenge = duel({}, [20, 20]);
    challenge.owner!.pos = 1;
    challenge.opponent!.pos = 1;
    expect(standings(challenge)[0]?.name).toBe('Colin Kollege');
  });

  it('orders teams the same way: the invited team first on equal percent', () => {
    const sides = standings(teamChallenge());
    expect(sides.map((s) => [s.name, s.pos])).toEqual([
      ['Die Starken', 1],
      ['Die Flinken', 2],
    ]);
    const ahead = teamChallenge();
    ahead.teams[0]!.percent = 50;
    ahead.teams[0]!.pos = 1;
    ahead.teams[1]!.pos = 2;
    expect(standings(ahead)[0]?.name).toBe('Die Flinken');
  });
});
