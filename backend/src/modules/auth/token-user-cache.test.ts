import { createTokenUserCache } from './token-user-cache';
import type { TimedTokenUser } from './repository';

const checked = (id: number, validForMs: number | null = null): TimedTokenUser => ({
  id,
  email: `u${id}@example.com`,
  roles: ['subscriber'],
  subscribed: true,
  emailVerified: true,
  token_version: 0,
  revoked: false,
  validForMs,
});

function liveCache(options: Parameters<typeof createTokenUserCache>[0] = {}) {
  const clock = { now: 1_000 };
  const cache = createTokenUserCache({ now: () => clock.now, ...options });
  cache.live(true);
  return { cache, clock };
}

test('a check is kept per user and token, without its timing', () => {
  const { cache } = liveCache();
  cache.set(1, 'a', checked(1), cache.generation());
  expect(cache.get(1, 'a')).toEqual({ ...checked(1), validForMs: undefined });
  expect(cache.get(1, 'a')).not.toHaveProperty('validForMs');
  expect(cache.get(1, 'b')).toBeUndefined();
  expect(cache.get(2, 'a')).toBeUndefined();
  // tokens from before token ids
  cache.set(1, undefined, checked(1), cache.generation());
  expect(cache.get(1, undefined)?.id).toBe(1);
});

test('a change of the user forgets their checks, and only theirs; "*" forgets everyone', () => {
  const { cache } = liveCache();
  cache.set(1, 'a', checked(1), cache.generation());
  cache.set(2, 'b', checked(2), cache.generation());
  cache.changed('1');
  expect(cache.get(1, 'a')).toBeUndefined();
  expect(cache.get(2, 'b')?.id).toBe(2);
  cache.changed('*');
  expect(cache.get(2, 'b')).toBeUndefined();
  cache.set(3, 'c', checked(3), cache.generation());
  cache.changed('not a user id');
  expect(cache.get(3, 'c')).toBeUndefined();
});

test('a check read while a change arrived is not kept', () => {
  const { cache } = liveCache();
  const readAt = cache.generation();
  // the notification of some write arrives between sending the read and its answer
  cache.changed('7');
  cache.set(1, 'a', checked(1), readAt);
  expect(cache.get(1, 'a')).toBeUndefined();
});

test('nothing is kept while notifications may be missed, and everything goes when they stop', () => {
  const clock = { now: 1_000 };
  const cache = createTokenUserCache({ now: () => clock.now });
  cache.set(1, 'a', checked(1), cache.generation());
  expect(cache.get(1, 'a')).toBeUndefined();
  cache.live(true);
  cache.set(1, 'a', checked(1), cache.generation());
  expect(cache.get(1, 'a')?.id).toBe(1);
  const readAt = cache.generation();
  cache.live(false);
  expect(cache.get(1, 'a')).toBeUndefined();
  // a read from before the connection was lost does not come back once it is live again
  cache.live(true);
  cache.set(1, 'a', checked(1), readAt);
  expect(cache.get(1, 'a')).toBeUndefined();
});

test('a check lasts until the next subscription start or end, and never beyond the maximum age', () => {
  const { cache, clock } = liveCache({ maxAgeMs: 60_000 });
  cache.set(1, 'a', checked(1, 1_500), cache.generation());
  cache.set(2, 'b', checked(2), cache.generation());
  clock.now += 1_499;
  expect(cache.get(1, 'a')?.id).toBe(1);
  clock.now += 1;
  expect(cache.get(1, 'a')).toBeUndefined();
  clock.now += 60_000;
  expect(cache.get(2, 'b')).toBeUndefined();
  // a boundary already passed: not kept at all
  cache.set(3, 'c', checked(3, 0), cache.generation());
  expect(cache.get(3, 'c')).toBeUndefined();
});

test("the oldest user and a user's oldest token make room", () => {
  const { cache } = liveCache({ maxUsers: 2, maxTokensPerUser: 2 });
  for (const token of ['a', 'b', 'c']) cache.set(1, token, checked(1), cache.generation());
  expect(cache.get(1, 'a')).toBeUndefined();
  expect(cache.get(1, 'c')?.id).toBe(1);
  cache.set(2, 'x', checked(2), cache.generation());
  cache.set(3, 'y', checked(3), cache.generation());
  expect(cache.size()).toBe(2);
  expect(cache.get(1, 'c')).toBeUndefined();
  expect(cache.get(3, 'y')?.id).toBe(3);
});
