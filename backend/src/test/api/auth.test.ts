import jwt from 'jsonwebtoken';
import request from 'supertest';
import { checkAccessToken, TOKEN_ISSUER } from '../../shared/jwt';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const login = (body: unknown) =>
  request(t.app)
    .post('/wp-json/jwt-auth/v1/token')
    .send(body as object);

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
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({ ok: true, userId: me.id });
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
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: '[jwt_auth] incorrect_password',
      message: expect.stringContaining('new@example.com'),
      data: { status: 403 },
    });
    expect(res.body.token).toBeUndefined();
  });

  test('unknown e-mail → 403 [jwt_auth] invalid_email; unknown user name → invalid_username', async () => {
    const byEmail = await login({ username: 'nobody@example.com', password: DEMO_PASSWORD });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body).toEqual({
      code: '[jwt_auth] invalid_email',
      message: expect.any(String),
      data: { status: 403 },
    });
    const byName = await login({ username: 'nobody', password: DEMO_PASSWORD });
    expect(byName.body.code).toBe('[jwt_auth] invalid_username');
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

  test('10 failed attempts per e-mail in 15 minutes → 429 too_many_requests, other users unaffected', async () => {
    const email = 'service@example.com';
    for (let i = 0; i < 10; i++) {
      const res = await login({ username: i % 2 ? email.toUpperCase() : 'service', password: `wrong-${i}` });
      expect(res.status).toBe(403);
    }
    const blocked = await login({ username: email, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 'too_many_requests',
      message: expect.any(String),
      data: { status: 429 },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);

    expect((await login({ username: 'owner@example.com', password: DEMO_PASSWORD })).status).toBe(200);

    // the counter lives in the database: after the window it starts again
    await t.db
      .updateTable('login_attempts')
      .set({ window_start: new Date(Date.now() - 16 * 60 * 1000) })
      .where('key', '=', `login:${email}`)
      .execute();
    expect((await login({ username: email, password: DEMO_PASSWORD })).status).toBe(200);
    const row = await t.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', `login:${email}`)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  test('a successful login clears earlier failures', async () => {
    const email = 'guest@example.com';
    for (let i = 0; i < 3; i++) await login({ username: email, password: 'wrong' });
    const before = await t.db
      .selectFrom('login_attempts')
      .select('count')
      .where('key', '=', `login:${email}`)
      .executeTakeFirst();
    expect(before?.count).toBe(3);
    expect((await login({ username: email, password: DEMO_PASSWORD })).status).toBe(200);
    const after = await t.db
      .selectFrom('login_attempts')
      .select('count')
      .where('key', '=', `login:${email}`)
      .executeTakeFirst();
    expect(after).toBeUndefined();
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
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'jwt_auth_invalid_token',
      message: 'Expired token',
      data: { status: 403 },
    });
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
});
