// Business rules of login against an in-memory fake repository (the real one is covered by the API tests).
import { AppError } from '../../shared/errors';
import { checkAccessToken } from '../../shared/jwt';
import { hashPassword } from '../../shared/password';
import type { AuthRepository, Credentials } from './repository';
import { createAuthService } from './service';

const jwt = { secret: 'unit-test-secret-unit-test-secret-123456', expiresInSeconds: 60 };

async function fakeRepo(users: Array<Omit<Credentials, 'password_hash'> & { password: string }>) {
  const stored: Credentials[] = await Promise.all(
    users.map(async ({ password, ...u }) => ({ ...u, password_hash: await hashPassword(password) })),
  );
  const failures = new Map<string, number>();
  const repo: AuthRepository = {
    findByEmail: async (email) => stored.find((u) => u.email === email),
    findByLocalPart: async (name) => stored.filter((u) => u.email.split('@')[0] === name),
    findAuthUser: async (id) => {
      const u = stored.find((s) => s.id === id);
      return u && { id: u.id, email: u.email, roles: ['subscriber'], subscribed: true };
    },
    recentFailures: async (key) => ({ count: failures.get(key) ?? 0, retryAfterSeconds: 900 }),
    recordFailure: async (key) => {
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return failures.get(key)!;
    },
    clearFailures: async (key) => {
      failures.delete(key);
    },
  };
  return { repo, failures };
}

const base = { first_name: 'Dana', last_name: 'Demo', nickname: null };

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
  const byEmail = await service.login({ username: 'Dana@Example.com', password: 'pw-123456' });
  const byName = await service.login({ username: 'dana', password: 'pw-123456' });
  expect(byEmail).toMatchObject({
    user_email: 'dana@example.com',
    user_nicename: 'dana',
    user_display_name: 'Dana Demo',
  });
  expect(checkAccessToken(byName.token, jwt.secret)).toMatchObject({ ok: true, userId: 5 });
});

test('a user name shared by two e-mail domains is refused', async () => {
  const { repo } = await fakeRepo([
    { ...base, id: 1, email: 'sam@a.example', password: 'pw-123456' },
    { ...base, id: 2, email: 'sam@b.example', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt });
  expect(await codeOf(service.login({ username: 'sam', password: 'pw-123456' }))).toBe(
    '403 [jwt_auth] invalid_username',
  );
});

test('failures count per account whichever name was typed, and lock after the limit', async () => {
  const { repo, failures } = await fakeRepo([
    { ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' },
  ]);
  const service = createAuthService(repo, { jwt, loginLimit: { maxFailures: 3, windowSeconds: 900 } });
  expect(await codeOf(service.login({ username: 'dana', password: 'wrong' }))).toBe(
    '403 [jwt_auth] incorrect_password',
  );
  expect(await codeOf(service.login({ username: 'dana@example.com', password: 'wrong' }))).toBe(
    '403 [jwt_auth] incorrect_password',
  );
  expect(failures.get('login:dana@example.com')).toBe(2);
  await service.login({ username: 'dana', password: 'pw-123456' });
  expect(failures.has('login:dana@example.com')).toBe(false);

  for (let i = 0; i < 3; i++) await codeOf(service.login({ username: 'dana', password: 'wrong' }));
  expect(await codeOf(service.login({ username: 'dana', password: 'pw-123456' }))).toBe(
    '429 too_many_requests',
  );
});

test('unknown e-mails are counted too', async () => {
  const { repo, failures } = await fakeRepo([]);
  const service = createAuthService(repo, { jwt, loginLimit: { maxFailures: 1, windowSeconds: 900 } });
  expect(await codeOf(service.login({ username: 'x@example.com', password: 'pw' }))).toBe(
    '403 [jwt_auth] invalid_email',
  );
  expect(failures.get('login:x@example.com')).toBe(1);
  expect(await codeOf(service.login({ username: 'x@example.com', password: 'pw' }))).toBe(
    '429 too_many_requests',
  );
});

test('token checks answer 401 for API routes and 403 for /token/validate', async () => {
  const { repo } = await fakeRepo([{ ...base, id: 5, email: 'dana@example.com', password: 'pw-123456' }]);
  const service = createAuthService(repo, { jwt });
  const { token } = await service.login({ username: 'dana', password: 'pw-123456' });
  await expect(service.verifyAccessToken(token)).resolves.toEqual({
    id: 5,
    email: 'dana@example.com',
    roles: ['subscriber'],
    subscribed: true,
  });
  expect(await codeOf(service.verifyAccessToken('nope'))).toBe('401 jwt_auth_invalid_token');
  expect(await codeOf(service.verifyAccessToken('nope', 403))).toBe('403 jwt_auth_invalid_token');
});
