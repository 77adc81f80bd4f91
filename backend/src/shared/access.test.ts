import type { Role } from './domain';
import { isSubscriber, passesGuard } from './access';

const user = (roles: Role[], subscribed: boolean) => ({ roles, subscribed });

test.each([
  // roles, subscribed, abo, aboorguest
  [['subscriber'], true, true, true],
  [['subscriber', 'company_owner'], true, true, true],
  [['subscriber'], false, false, false],
  [['guest'], false, false, true],
  [['guest'], true, false, true],
  [['administrator'], false, true, true],
  [['customer_service'], false, false, false],
  [['marketing'], true, false, false],
] as [Role[], boolean, boolean, boolean][])(
  '%j subscribed=%s: abo %s, aboorguest %s',
  (roles, subscribed, abo, aboorguest) => {
    expect(passesGuard(user(roles, subscribed), 'abo')).toBe(abo);
    expect(passesGuard(user(roles, subscribed), 'aboorguest')).toBe(aboorguest);
  },
);

test('a subscriber needs the role and a membership active now', () => {
  expect(isSubscriber(user(['subscriber'], true))).toBe(true);
  expect(isSubscriber(user(['subscriber'], false))).toBe(false);
  expect(isSubscriber(user(['marketing'], true))).toBe(false);
});
