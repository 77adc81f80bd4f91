import jwt from 'jsonwebtoken';
import request from 'supertest';
import { type LoginLimit, revokeTokens } from '../../modules/auth';
import { checkAccessToken, TOKEN_ISSUER } from '../../shared/jwt';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { tokenFor, userIdOf, useTestApp } from '../test-app';
import { expectWpError } from '../wp-error';

/** Small free budgets and a long first delay, so that parallel requests all fall inside one wait. */
/** Each failed attempt costs a scrypt run: tests that make many get more time on a busy machine. */
const SLOW = 30_000;

const TEST_LIMIT: LoginLimit = {
  accountClient: { freeFailures: 5, maxDelaySeconds: 600 },
  account: { freeFailures: 8, maxDelaySeconds: 60 },
  client: { freeFailures: 10, maxDelaySeconds: 600 },
  baseDelaySeconds: 60,
  windowSeconds: 900,
};

const t = useTestApp({ loginLimit: TEST_LIMIT });

/** Logs in; `client` is the address the gateway names in X-Forwarded-For (the app trusts it from loopback). */
const login = (body: unknown, client?: string) => {
  const req = request(t.app).post('/wp-json/jwt-auth/v1/token');
  return (client ? req.set('X-Forwarded-For', client) : req).send(body as object);
};

/** Ends the current wait of every counter whose key starts with `prefix` (instead of sleeping). */
async function waitOver(prefix: string): Promise<void> {
  await t.db
    .updateTable('login_attempts')
    .set({ blocked_until: new Date(Date.now() - 1000) })
    .where('key', 'like', `${prefix}%`)
    .execute();
}

describe('POST /wp-json/jwt-auth/v1/token', () => {
  test('answers the WordPress JWT plugin shape with a token for the user', async () => {
    const res = await login({ username: 'demo@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      user_email: 'demo@example.com',
      user_nicename: 'demo',
      user_display_name: 'Dana Demo',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const check = checkAccessToken(res.body.token, t.jwtSecret);
    const demoId = await userIdOf(t, 'demo@example.com');
    expect(check).toMatchObject({ ok: true, userId: demoId });
  });

  test('matches the e-mail case-insensitively and accepts the part before the @', async () => {
    for (const username of ['DEMO@Example.COM', '  demo@example.com ', 'demo', 'Demo']) {
      const res = await login({ username, password: DEMO_PASSWORD });
      expect({ username, status: res.status, email: res.body.user_email }).toEqual({
        username,
        status: 200,
        email: 'demo@example.com',
      });
    }
  });

  test('accepts a form-encoded body like WordPress does', async () => {
    const res = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .type('form')
      .send({ username: 'admin@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user_email).toBe('admin@example.com');
  });

  test('wrong password → 403 [jwt_auth] incorrect_password', async () => {
    const res = await login({ username: 'new@example.com', password: 'wrong-password' });
    expectWpError(
      res,
      403,
      '[jwt_auth] incorrect_password',
      'The e-mail address or the password is incorrect.',
    );
    expect(res.body.token).toBeUndefined();
  });

  test('an unknown e-mail or user name gets exactly the answer of a wrong password (no account enumeration)', async () => {
    const wrongPassword = await login({ username: 'new@example.com', password: 'Wrong-password-1' });
    const byEmail = await login({ username: 'nobody@example.com', password: DEMO_PASSWORD });
    const byName = await login({ username: 'nobody', password: DEMO_PASSWORD });
    for (const res of [wrongPassword, byEmail, byName]) {
      expectWpError(
        res,
        403,
        '[jwt_auth] incorrect_password',
        'The e-mail address or the password is incorrect.',
      );
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(wrongPassword.headers).sort());
    }
  });

  test('missing fields → 400 rest_invalid_param naming each field', async () => {
    const res = await login({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): username, password',
      data: {
        status: 400,
        params: {
          username: 'username is a required parameter.',
          password: 'password is a required parameter.',
        },
      },
    });

    const noBody = await request(t.app).post('/wp-json/jwt-auth/v1/token');
    expect(noBody.status).toBe(400);
    expect(Object.keys(noBody.body.data.params)).toEqual(['username', 'password']);

    const empty = await login({ username: '  ', password: '' });
    expect(empty.body.data.params).toEqual({
      username: 'username must not be empty.',
      password: 'password must not be empty.',
    });

    const extra = await login({ username: 'demo@example.com', password: DEMO_PASSWORD, remember: true });
    expect(extra.status).toBe(400);
    expect(extra.body.data.params).toEqual({ remember: 'remember is not a valid parameter.' });
  });

  test(
    'after the free failures each attempt from that client waits longer; the owner elsewhere logs in',
    async () => {
      const email = 'service@example.com';
      const attacker = '198.51.100.10';
      for (let i = 0; i < 5; i++) {
        const res = await login(
          { username: i % 2 ? email.toUpperCase() : 'service', password: `wrong-${i}` },
          attacker,
        );
        expect(res.status).toBe(403);
      }
      const blocked = await login({ username: email, password: DEMO_PASSWORD }, attacker);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        code: 'too_many_requests',
        message: expect.any(String),
        data: { status: 429 },
      });
      expect(blocked.headers['retry-after']).toBe('60');

      // no hard lock: the owner's own client is not slowed down by the attacker's failures
      expect((await login({ username: email, password: DEMO_PASSWORD }, '198.51.100.11')).status).toBe(200);

      // once the wait is over the next attempt is evaluated, and a further failure doubles the wait
      await waitOver(`login:${email}|`);
      expect((await login({ username: email, password: 'wrong-again' }, attacker)).status).toBe(403);
      expect(
        (await login({ username: email, password: 'wrong-again' }, attacker)).headers['retry-after'],
      ).toBe('120');
    },
    SLOW,
  );

  test(
    '60 parallel wrong attempts: exactly the free ones are evaluated, the rest answer 429',
    async () => {
      const attacker = '198.51.100.20';
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login({ username: 'colleague@example.com', password: `guess-${i}` }, attacker),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 403)).toHaveLength(TEST_LIMIT.accountClient.freeFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(60 - TEST_LIMIT.accountClient.freeFailures);
      const counters = await t.db
        .selectFrom('login_attempts')
        .select(['key', 'count'])
        .where('key', 'like', 'login:colleague@example.com%')
        .orderBy('key')
        .execute();
      expect(counters.map((c) => c.count)).toEqual([5, 5]);
    },
    SLOW,
  );

  test(
    'guessing spread over many clients is slowed down by the account counter',
    async () => {
      const email = 'marketing@example.com';
      for (let i = 0; i < TEST_LIMIT.account.freeFailures; i++) {
        expect((await login({ username: email, password: 'wrong' }, `203.0.113.${i + 1}`)).status).toBe(403);
      }
      const res = await login({ username: email, password: 'wrong' }, '203.0.113.99');
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
    },
    SLOW,
  );

  test(
    'guessing spread over many accounts from one client is slowed down by the client counter',
    async () => {
      const attacker = '198.51.100.30';
      for (let i = 0; i < TEST_LIMIT.client.freeFailures; i++) {
        expect(
          (await login({ username: `spray-${i}@example.com`, password: 'Sommer2026!' }, attacker)).status,
        ).toBe(403);
      }
      const res = await login({ username: 'demo@example.com', password: DEMO_PASSWORD }, attacker);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await login({ username: 'demo@example.com', password: DEMO_PASSWORD }, '198.51.100.31')).status,
      ).toBe(200);
    },
    SLOW,
  );

  test(
    'a browser that logged in before still gets in while guessing from many addresses slows the account',
    async () => {
      const email = 'pia@example.com';
      const first = await login({ username: email, password: DEMO_PASSWORD }, '198.51.100.50');
      expect(first.status).toBe(200);
      const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
      const cookie = setCookie.find((c) => c.startsWith('officefit_device='));
      expect(cookie).toMatch(
        /; Max-Age=15552000; Path=\/wp-json\/jwt-auth\/v1\/token; Expires=.*; HttpOnly; SameSite=Strict$/,
      );
      const device = cookie!.split(';')[0]!;
      const withDevice = (body: object, client: string, value = device) =>
        login(body, client).set('Cookie', value);

      for (let i = 0; i < TEST_LIMIT.account.freeFailures; i++) {
        expect((await login({ username: email, password: `guess-${i}` }, `203.0.114.${i + 1}`)).status).toBe(
          403,
        );
      }
      const right = { username: email, password: DEMO_PASSWORD };
      expect((await login(right, '198.51.100.51')).status).toBe(429);
      // another account's cookie and a forged one are no help
      const other = await login({ username: 'demo@example.com', password: DEMO_PASSWORD }, '198.51.100.52');
      const othersDevice = ([] as string[]).concat(other.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      expect((await withDevice(right, '198.51.100.51', othersDevice)).status).toBe(429);
      expect((await withDevice(right, '198.51.100.51', `${device.slice(0, -3)}abc`)).status).toBe(429);
      // the owner's browser gets in from a new address and gets a fresh cookie
      const owner = await withDevice(right, '198.51.100.53');
      expect(owner.status).toBe(200);
      const fresh = ([] as string[]).concat(owner.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      expect(fresh).not.toBe(device);
      // the device's wrong passwords count against the device, not the account
      const before = await t.db
        .selectFrom('login_attempts')
        .select('count')
        .where('key', '=', `login:${email}`)
        .executeTakeFirstOrThrow();
      for (let i = 0; i < TEST_LIMIT.accountClient.freeFailures; i++) {
        expect((await withDevice({ ...right, password: 'typo' }, '198.51.100.53', fresh)).status).toBe(403);
      }
      expect((await withDevice(right, '198.51.100.53', fresh)).status).toBe(429);
      const after = await t.db
        .selectFrom('login_attempts')
        .select('count')
        .where('key', '=', `login:${email}`)
        .executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    },
    SLOW,
  );

  test('a successful login clears the failures of this client and gives its attempt back', async () => {
    const email = 'guest@example.com';
    const client = '198.51.100.40';
    for (let i = 0; i < 3; i++) await login({ username: email, password: 'wrong' }, client);
    const counts = async () =>
      t.db
        .selectFrom('login_attempts')
        .select(['key', 'count'])
        .where('key', 'like', `login:${email}%`)
        .orderBy('key')
        .execute();
    expect((await counts()).map((c) => c.count)).toEqual([3, 3]);
    expect((await login({ username: email, password: DEMO_PASSWORD }, client)).status).toBe(200);
    expect(await counts()).toEqual([{ key: `login:${email}`, count: 3 }]);
  });
});

describe('POST /wp-json/jwt-auth/v1/token/validate', () => {
  const validate = (authorization?: string) => {
    const req = request(t.app).post('/wp-json/jwt-auth/v1/token/validate');
    return authorization === undefined ? req : req.set('Authorization', authorization);
  };

  test('a valid token → jwt_auth_valid_token', async () => {
    const token = await tokenFor(t.app, 'demo@example.com');
    const res = await validate(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  test('no header, a malformed header, a bad or expired token → 403 like the plugin', async () => {
    expect((await validate()).body).toEqual({
      code: 'jwt_auth_no_auth_header',
      message: 'Authorization header not found.',
      data: { status: 403 },
    });
    expect((await validate('Basic abc')).body.code).toBe('jwt_auth_bad_auth_header');
    const bad = await validate('Bearer not-a-token');
    expect(bad.status).toBe(403);
    expect(bad.body.code).toBe('jwt_auth_invalid_token');

    const expired = jwt.sign({ sub: '1', exp: Math.floor(Date.now() / 1000) - 5 }, t.jwtSecret, {
      issuer: TOKEN_ISSUER,
    });
    const res = await validate(`Bearer ${expired}`);
    expectWpError(res, 403, 'jwt_auth_invalid_token', 'Expired token');
  });

  test('the token of a deleted user is no longer valid', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: 'temp@example.com', password_hash: 'x', roles: ['subscriber'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = jwt.sign({ sub: String(id) }, t.jwtSecret, { issuer: TOKEN_ISSUER, expiresIn: 60 });
    expect((await validate(`Bearer ${token}`)).status).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', id).execute();
    const res = await validate(`Bearer ${token}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('jwt_auth_invalid_token');
  });

  test('revokeTokens ends every earlier token of the user (API routes: 401); a new login works', async () => {
    const token = await tokenFor(t.app, 'owner@example.com');
    const me = (bearer: string) =>
      request(t.app).get('/wp-json/officefit/v1/me').set('Authorization', `Bearer ${bearer}`);
    expect((await me(token)).status).toBe(200);
    const id = await userIdOf(t, 'owner@example.com');
    await revokeTokens(t.db, id);
    const res = await me(token);
    expectWpError(res, 401, 'jwt_auth_invalid_token', 'Invalid token');
    expect((await validate(`Bearer ${token}`)).status).toBe(403);
    expect((await me(await tokenFor(t.app, 'owner@example.com'))).status).toBe(200);
  });
});
