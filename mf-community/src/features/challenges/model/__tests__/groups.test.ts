import { duel, teamChallenge } from '../../../../testing/support';
import { groupChallenges } from '../groups';

test('the list is grouped into open invitations, waiting, running and completed', () => {
  const invitation = duel({ id: 1, state: 'waiting', my_status: 'invited', can_accept: true });
  const waiting = teamChallenge({ id: 2 });
  const declined = teamChallenge({ id: 3, state: 'declined' });
  const running = duel({ id: 4 });
  const completed = duel({ id: 5, state: 'completed', result: 'won' });
  const groups = groupChallenges([invitation, waiting, declined, running, completed]);
  expect(groups.invitations.map((c) => c.id)).toEqual([1]);
  expect(groups.waiting.map((c) => c.id)).toEqual([2, 3]);
  expect(groups.running.map((c) => c.id)).toEqual([4]);
  expect(groups.completed.map((c) => c.id)).toEqual([5]);
});
