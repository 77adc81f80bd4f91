// Business rules of login against an in-memory fake repository (the real one, with its atomic counters, is
// covered by the API tests).
import { AppError } from '../../shared/errors';
import { checkAccessToken, signAccessToken } from '../../shared/jwt';
import { hashPassword } from '../../shared/password';
import type { AuthRepository, Credentials } from './repository';
import { createAuthService } from './service';
import { delayAfter, type LoginLimit } from './throttle';

const jwt = { secret: 'unit-test-secret-unit-test-secret-123456', expiresInSeconds: 60 };
const limit: LoginLimit = {
  accountClient: { freeFailures: 3, maxDelaySeconds: 8 },
  account: { freeFailures: 6, maxDelaySeconds: 4 },
  client: { freeFailures: 100, maxDelaySeconds: 60 },
  baseDelaySeconds: 1,
  windowSeconds: 900,
};

type User = Omit<Credentials, 'password_hash' | 'token_version'> & {
  password: string;
  token_version?: number;
};

async function fakeRepo(users: User[]) {
  const stored: Credentials[] = await Promise.all(
    users.map(async ({ password, ...u }) => ({
      token_version: 0,
      ...u,
      password_hash: await hashPassword(password),
    })),
  );
  const clock = { now: 1_000_000 };
  const counters = new Map<string, { count: number; blockedUntil: number }>();
  const repo: AuthRepository = {
    findByEmail: async (email) => stored.find((u) => u.email === email),
    findActiveById: async (id) => stored.find((u) => u.id === id),
    findByLocalPart: async (name) => stored.filter((u) => u.email.split('@')[0] === name),
    findAuthUser: async (id) => {
      const u = stored.find((s) => s.id === id);
      return (
        u && {
          id: u.id,
          email: u.email,
          roles: ['subscriber'],
          subscribed: true,
          emailVerified: true,
          validForMs: null,
          token_version: u.token_version,
          revoked: false,
        }
      );
    },
    revokeToken: async () => undefined,
    revokeAllTokens: async () => undefined,
    findImpersonation: async () => undefined,
    takeAttempt: async (list, { baseDelaySeconds }) => {
      const waits = list.map((c) => Math.ceil(((counters.get(c.key)?.blockedUntil ?? 0) - clock.now) / 1000));
      const wait = Math.max(0, ...waits);
      if (wait > 0) return { retryAfterSeconds: wait };
      for (const { key, rule } of list) {
        const count = (counters.get(key)?.count ?? 0) + 1;
        counters.set(key, {
          count,
          blockedUntil: clock.now + delayAfter(count, rule, baseDelaySeconds) * 1000,
        });
      }
      return null;
    },
    giveBack: async (clear, refund) => {
      counters.delete(clear);
      for (const { key, rule } of refund) {
        const c = counters.get(key);
        if (c && c.count > 0 && c.count <= rule.freeFailures)
          counters.set(key, { count: c.count - 1, blockedUntil: 0 });
      }
    },
  };
  return { repo, counters, clock, stored };
}

const base = { first_name: 'Dana', last_name: 'Demo', nickname: null };
const HOME = '203.0.113.1';
const ELSEWHERE = '198.51.100.7';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'ok';
}

test('logs in by e-mail or by the part before the @, and signs a token for the user', async () => {
  const { repo } = await fakeRepo([{ ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' }]);
  const service = createAuthService(repo, { jwt });
  const { response: byEmail } = await service.login(
    { username: 'Dana@Example.com', password: 'pw-123456' },
    HOME,
  );
  const { response: byName } = await service.login({ username: 'dana', password: 'pw-123456' }, HOME);
  expect(byEmail).toMatchObject({
    user_email: 'dana@example.com',
    user_nicename: 'dana',
    user_display_name: 'Dana Demo',
  });
  expect(checkAccessToken(byName.token, jwt.secret)).toMatchObject({ ok: true, userId: 5, version: 0 });
});

test('a user name shared by two e-mail domains is refused', async () => {
  const { repo } = await fakeRepo([
    { ...base, id: 1, email: 'sam@a.example', password: 'pw-123456' },
    { ...base, id: 2, email: 'sam@b.example', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt });
  expect(await codeOf(service.login({ username: 'sam', password: 'pw-123456' }, HOME))).toBe(
    '403 [jwt_auth] incorrect_password',
  );
});

test('failures count per account whichever name was typed; after the free ones each attempt waits longer', async () => {
  const { repo, counters, clock } = await fakeRepo([
    { ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt, loginLimit: limit });
  const wrong = (username = 'dana', client = ELSEWHERE) =>
    service.login({ username, password: 'wrong' }, client);
  expect(await codeOf(wrong('dana'))).toBe('403 [jwt_auth] incorrect_password');
  expect(await codeOf(wrong('dana@example.com'))).toBe('403 [jwt_auth] incorrect_password');
  expect(counters.get('login:dana@example.com')?.count).toBe(2);
  expect(await codeOf(wrong())).toBe('403 [jwt_auth] incorrect_password');

  // 3 free failures used up: 1 s, then 2 s, 4 s, 8 s (cap) between attempts from this client
  for (const delay of [1, 2, 4, 8, 8]) {
    const blocked = await wrong().catch((error: AppError) => error);
    expect(blocked).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect((blocked as AppError).headers).toEqual({ 'Retry-After': String(delay) });
    clock.now += delay * 1000;
    expect(await codeOf(wrong())).toBe('403 [jwt_auth] incorrect_password');
  }
});

test('the owner is not slowed down by failures from another client, and a success clears their counter', async () => {
  const { repo, counters } = await fakeRepo([
    { ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt, loginLimit: limit });
  for (let i = 0; i < 3; i++) await codeOf(service.login({ username: 'dana', password: 'wrong' }, ELSEWHERE));
  expect(await codeOf(service.login({ username: 'dana', password: 'wrong' }, ELSEWHERE))).toBe(
    '429 too_many_requests',
  );
  expect(await codeOf(service.login({ username: 'dana', password: 'typo' }, HOME))).toBe(
    '403 [jwt_auth] incorrect_password',
  );
  expect(await codeOf(service.login({ username: 'dana', password: 'pw-123456' }, HOME))).toBe('ok');
  const keys = [...counters.keys()];
  expect(keys.filter((k) => k.startsWith('login:dana@example.com|'))).toHaveLength(1); // only the other client's
  expect(counters.get('login:dana@example.com')?.count).toBe(4); // the success was given back
});

test('failures spread over many clients are slowed down by the account counter (low cap)', async () => {
  const { repo } = await fakeRepo([{ ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' }]);
  const service = createAuthService(repo, { jwt, loginLimit: limit });
  for (let i = 0; i < 6; i++) {
    expect(await codeOf(service.login({ username: 'dana', password: 'wrong' }, `10.0.0.${i}`))).toBe(
      '403 [jwt_auth] incorrect_password',
    );
  }
  const blocked = await service
    .login({ username: 'dana', password: 'wrong' }, '10.0.1.1')
    .catch((e: AppError) => e);
  expect(blocked).toMatchObject({ status: 429, headers: { 'Retry-After': '1' } });
});

test('failures spread over many accounts are slowed down by the client counter', async () => {
  const { repo } = await fakeRepo([]);
  const service = createAuthService(repo, {
    jwt,
    loginLimit: { ...limit, client: { freeFailures: 4, maxDelaySeconds: 60 } },
  });
  for (let i = 0; i < 4; i++) {
    expect(await codeOf(service.login({ username: `u${i}@example.com`, password: 'pw' }, ELSEWHERE))).toBe(
      '403 [jwt_auth] incorrect_password',
    );
  }
  expect(await codeOf(service.login({ username: 'u9@example.com', password: 'pw' }, ELSEWHERE))).toBe(
    '429 too_many_requests',
  );
  expect(await codeOf(service.login({ username: 'u9@example.com', password: 'pw' }, HOME))).toBe(
    '403 [jwt_auth] incorrect_password',
  );
});

test('a browser that logged in before keeps its own allowance while the account is slowed down', async () => {
  const { repo, counters } = await fakeRepo([
    { ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' },
    { ...base, id: 6, email: 'eve@example.com', password: 'pw-654321' },
  ]);
  const service = createAuthService(repo, { jwt, loginLimit: limit });
  const { device } = await service.login({ username: 'dana', password: 'pw-123456' }, HOME);
  const { device: evesDevice } = await service.login({ username: 'eve', password: 'pw-654321' }, HOME);
  for (let i = 0; i < 6; i++) await codeOf(service.login({ username: 'dana', password: 'x' }, `10.0.0.${i}`));
  const right = { username: 'dana', password: 'pw-123456' };
  // an unknown browser waits, also with another account's cookie or a forged one
  expect(await codeOf(service.login(right, '10.0.2.1'))).toBe('429 too_many_requests');
  expect(await codeOf(service.login(right, '10.0.2.1', evesDevice))).toBe('429 too_many_requests');
  expect(await codeOf(service.login(right, '10.0.2.1', `${device.slice(0, -2)}xx`))).toBe(
    '429 too_many_requests',
  );
  // the owner's browser gets in from anywhere, and gets a fresh cookie
  const again = await service.login(right, '10.0.2.2', device);
  expect(again.response.user_email).toBe('dana@example.com');
  expect(again.device).not.toBe(device);
  // its failures count against the device only; past its free ones it waits too
  for (let i = 0; i < 3; i++) {
    expect(await codeOf(service.login({ ...right, password: 'typo' }, HOME, again.device))).toBe(
      '403 [jwt_auth] incorrect_password',
    );
  }
  expect(await codeOf(service.login(right, HOME, again.device))).toBe('429 too_many_requests');
  expect(counters.get('login:dana@example.com')?.count).toBe(6);
});

test('token checks answer 401 for API routes and 403 for /token/validate', async () => {
  const { repo } = await fakeRepo([{ ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' }]);
  const service = createAuthService(repo, { jwt });
  const { token } = (await service.login({ username: 'dana', password: 'pw-123456' }, HOME)).response;
  await expect(service.verifyAccessToken(token)).resolves.toEqual({
    id: 5,
    email: 'dana@example.com',
    roles: ['subscriber'],
    subscribed: true,
    emailVerified: true,
  });
  expect(await codeOf(service.verifyAccessToken('nope'))).toBe('401 jwt_auth_invalid_token');
  expect(await codeOf(service.verifyAccessToken('nope', 403))).toBe('403 jwt_auth_invalid_token');
});

test('a token of an older token version is refused; one of the current version works', async () => {
  const { repo, stored } = await fakeRepo([
    { ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt });
  const { token } = (await service.login({ username: 'dana', password: 'pw-123456' }, HOME)).response;
  stored[0]!.token_version = 1;
  expect(await codeOf(service.verifyAccessToken(token))).toBe('401 jwt_auth_invalid_token');
  expect(await codeOf(service.verifyAccessToken(signAccessToken(5, jwt, 1)))).toBe('ok');
  const { response: fresh } = await service.login({ username: 'dana', password: 'pw-123456' }, HOME);
  expect(checkAccessToken(fresh.token, jwt.secret)).toMatchObject({ version: 1 });
});

test('delays: free failures cost nothing, then double up to the cap', () => {
  const rule = { freeFailures: 2, maxDelaySeconds: 10 };
  expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => delayAfter(n, rule, 1))).toEqual([0, 0, 1, 2, 4, 8, 10, 10]);
});
