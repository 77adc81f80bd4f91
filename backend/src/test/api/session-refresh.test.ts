// Short-lived access tokens renewed by a rotating refresh cookie (issue 36; modules/auth/refresh.ts): login sets
// the cookie, each refresh answers once and rotates it, reuse of a used one revokes its family, logout and a
// password change revoke every refresh token of the user, an expired or foreign one opens nothing.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { checkAccessToken } from '../../shared/jwt';
import { userIdOf, useTestApp } from '../test-app';

const AUTH = '/wp-json/jwt-auth/v1';
const REFRESH_PATH = `${AUTH}/token/refresh`;

const t = useTestApp();

/** The Set-Cookie line of the refresh cookie in an answer, if any. */
function refreshSetCookie(res: request.Response): string | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return lines.find((line) => line.startsWith('officefit_refresh='));
}

/** The refresh cookie's value an answer sets (fails the test when it sets none). */
function refreshCookieOf(res: request.Response): string {
  const line = refreshSetCookie(res);
  if (!line)
    throw new Error(`no refresh cookie in ${res.status} ${JSON.stringify(res.headers['set-cookie'])}`);
  return line.slice('officefit_refresh='.length).split(';')[0]!;
}

async function login(email: string, password = DEMO_PASSWORD) {
  const res = await request(t.app).post(`${AUTH}/token`).send({ username: email, password });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: refreshCookieOf(res) };
}

const refresh = (cookie?: string, body: object = {}) => {
  const req = request(t.app).post(REFRESH_PATH);
  return (cookie === undefined ? req : req.set('Cookie', `officefit_refresh=${cookie}`)).send(body);
};

const me = (token: string) =>
  request(t.app).get('/wp-json/officefit/v1/me').set('Authorization', `Bearer ${token}`);

async function userId(email: string): Promise<number> {
  return userIdOf(t, email);
}

const REFUSED = { code: 'refresh_token_invalid', data: { status: 401 } };

test('login sets an httpOnly, SameSite=Strict refresh cookie for the refresh path; only its hash is stored', async () => {
  const res = await request(t.app)
    .post(`${AUTH}/token`)
    .send({ username: 'demo@example.com', password: DEMO_PASSWORD });
  const line = refreshSetCookie(res)!;
  expect(line).toMatch(/; HttpOnly/);
  expect(line).toMatch(/; SameSite=Strict/);
  expect(line).toContain(`; Path=${REFRESH_PATH}`);
  expect(line).toContain(`; Max-Age=${30 * 24 * 3600}`);
  const cookie = refreshCookieOf(res);
  const rows = await t.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('user_id', '=', await userId('demo@example.com'))
    .execute();
  expect(rows.some((r) => r.hash === cookie)).toBe(false);
  expect(rows.some((r) => r.hash === createHash('sha256').update(cookie).digest('hex'))).toBe(true);
});

test('refresh answers a new access token for the cookie’s user and rotates the cookie', async () => {
  const first = await login('demo@example.com');
  const res = await refresh(first.cookie);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toMatchObject({ user_email: 'demo@example.com', token: expect.any(String) });
  expect(checkAccessToken(res.body.token, t.jwtSecret)).toMatchObject({
    ok: true,
    userId: await userId('demo@example.com'),
  });
  expect((await me(res.body.token)).body.email).toBe('demo@example.com');
  const next = refreshCookieOf(res);
  expect(next).not.toBe(first.cookie);
  // the successor rotates in turn
  const again = await refresh(next);
  expect(again.status).toBe(200);
  expect(refreshCookieOf(again)).not.toBe(next);
});

test('a used refresh token sent again revokes its whole family (401); other logins stay', async () => {
  const stolen = await login('demo@example.com');
  const other = await login('demo@example.com');
  const rotated = await refresh(stolen.cookie);
  expect(rotated.status).toBe(200);
  const reuse = await refresh(stolen.cookie);
  expect(reuse.status).toBe(401);
  expect(reuse.body).toMatchObject(REFUSED);
  // the refused answer removes the cookie from the browser
  expect(refreshSetCookie(reuse)).toMatch(/Expires=Thu, 01 Jan 1970/);
  // the rightful holder's newer token is revoked with the family
  expect((await refresh(refreshCookieOf(rotated))).status).toBe(401);
  expect((await refresh(other.cookie)).status).toBe(200);
});

test('parallel refreshes with one token: exactly one answers a token, the family is then revoked', async () => {
  const { cookie } = await login('colleague@example.com');
  const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  const winner = answers.find((a) => a.status === 200)!;
  expect((await refresh(refreshCookieOf(winner))).status).toBe(401);
});

test('logout revokes every refresh token of the user and clears the cookie', async () => {
  const phone = await login('pia@example.com');
  const laptop = await login('pia@example.com');
  const out = await request(t.app)
    .post(`${AUTH}/token/revoke`)
    .set('Authorization', `Bearer ${phone.token}`)
    .send({});
  expect(out.status).toBe(200);
  expect(refreshSetCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
  expect(refreshSetCookie(out)).toContain(`Path=${REFRESH_PATH}`);
  for (const cookie of [phone.cookie, laptop.cookie]) {
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(REFUSED);
  }
  expect((await refresh((await login('pia@example.com')).cookie)).status).toBe(200);
});

test('a password change revokes every refresh token issued before it', async () => {
  const before = await login('owner@example.com');
  const changed = await me(before.token).then(() =>
    request(t.app)
      .post('/wp-json/officefit/v1/me/password')
      .set('Authorization', `Bearer ${before.token}`)
      .send({ old_password: DEMO_PASSWORD, new_password: 'Neu!Sicher2026' }),
  );
  expect(changed.status).toBe(200);
  expect((await refresh(before.cookie)).status).toBe(401);
  // the device that changed it stays signed in: its answer carries a new refresh cookie
  const renewed = await refresh(refreshCookieOf(changed));
  expect(renewed.status).toBe(200);
  expect(renewed.body.user_email).toBe('owner@example.com');
});

test('an expired refresh token is refused', async () => {
  const { cookie } = await login('guest@example.com');
  await t.db
    .updateTable('refresh_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('hash', '=', createHash('sha256').update(cookie).digest('hex'))
    .execute();
  const res = await refresh(cookie);
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject(REFUSED);
});

test('a refresh token of a user the company deactivated since is refused', async () => {
  const { cookie } = await login('new@example.com');
  await t.db
    .updateTable('users')
    .set({ deactivated_at: new Date() })
    .where('email', '=', 'new@example.com')
    .execute();
  try {
    expect((await refresh(cookie)).status).toBe(401);
  } finally {
    await t.db
      .updateTable('users')
      .set({ deactivated_at: null })
      .where('email', '=', 'new@example.com')
      .execute();
  }
});

test('the cookie alone decides: another user’s bearer token never changes whose token comes back', async () => {
  const demo = await login('demo@example.com');
  const admin = await login('admin@example.com');
  const res = await request(t.app)
    .post(REFRESH_PATH)
    .set('Authorization', `Bearer ${admin.token}`)
    .set('Cookie', `officefit_refresh=${demo.cookie}`)
    .send({});
  expect(res.status).toBe(200);
  expect(res.body.user_email).toBe('demo@example.com');
  expect(checkAccessToken(res.body.token, t.jwtSecret)).toMatchObject({
    userId: await userId('demo@example.com'),
  });
  // a bearer token is no refresh token
  const bearerOnly = await request(t.app)
    .post(REFRESH_PATH)
    .set('Authorization', `Bearer ${admin.token}`)
    .send({});
  expect(bearerOnly.status).toBe(401);
});

test('no cookie, a malformed or unknown cookie → 401; a body → 400', async () => {
  for (const cookie of [undefined, '', 'x', 'a'.repeat(43), `${'a'.repeat(42)}!`]) {
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(REFUSED);
  }
  const { cookie } = await login('marketing@example.com');
  const withBody = await refresh(cookie, { user_id: 1 });
  expect(withBody.status).toBe(400);
  expect(withBody.body.code).toBe('rest_invalid_param');
  // a refused body uses nothing up
  expect((await refresh(cookie)).status).toBe(200);
});
