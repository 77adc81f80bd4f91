// Authentication through the real API (issue 17, ASVS V3): the algorithm is pinned to HS256 (an unsigned
// token, an HS512 one with the right secret, an RS256 one with its own key pair and an HS256 one with the
// public key as secret are refused), expired and tampered tokens are refused, and password checks compare in
// constant time. Unit tests of the same rules: shared/jwt.test.ts; revocation at a password change:
// api/profile.test.ts; revocation by token version: api/auth.test.ts. A logout (POST token/revoke) ends the token
// it is sent with at once, and only that one.
import { generateKeyPairSync, timingSafeEqual } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { hashPassword, verifyPassword } from '../../shared/password';
import { signAccessToken, TOKEN_ISSUER } from '../../shared/jwt';
import { userIdOf, useTestApp } from '../test-app';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, __esModule: true, default: actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

let userId: number;
const t = useTestApp();
beforeAll(async () => {
  userId = await userIdOf(t, 'demo@example.com');
});

const me = (token: string) =>
  request(t.app).get('/wp-json/officefit/v1/me').set('Authorization', `Bearer ${token}`);
const claims = () => ({ data: { user: { id: String(userId) } }, ver: 0 });
const options = (): jwt.SignOptions => ({ issuer: TOKEN_ISSUER, subject: String(userId), expiresIn: 600 });

/** A refused token: 401 jwt_auth_invalid_token on an API route, nothing of the user in the answer. */
async function expectRefused(token: string) {
  const res = await me(token);
  expect({ status: res.status, code: res.body.code }).toEqual({
    status: 401,
    code: 'jwt_auth_invalid_token',
  });
  expect(JSON.stringify(res.body)).not.toContain('demo@example.com');
}

test('the genuine token passes (the refusals below are not a broken fixture)', async () => {
  const res = await me(signAccessToken(userId, { secret: t.jwtSecret, expiresInSeconds: 600 }));
  expect(res.status).toBe(200);
});

test('alg pinned: none, HS512 with the right secret, RS256 and HS256 keyed with a public key are refused', async () => {
  await expectRefused(jwt.sign(claims(), '', { ...options(), algorithm: 'none' }));
  // a hand-made unsigned token with an upper-case "None" (some libraries compared case-insensitively)
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = { ...claims(), sub: String(userId), iss: TOKEN_ISSUER, iat: now, exp: now + 600 };
  await expectRefused(`${b64({ alg: 'None', typ: 'JWT' })}.${b64(body)}.`);
  await expectRefused(jwt.sign(claims(), t.jwtSecret, { ...options(), algorithm: 'HS512' }));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await expectRefused(jwt.sign(claims(), privateKey, { ...options(), algorithm: 'RS256' }));
  // key confusion: an HMAC token whose secret is a public key (a verifier accepting any alg would take it)
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  await expectRefused(jwt.sign(claims(), pem, { ...options(), algorithm: 'HS256' }));
});

test('expired, tampered and foreign-signed tokens are refused', async () => {
  await expectRefused(
    jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 5 }, t.jwtSecret, {
      issuer: TOKEN_ISSUER,
      subject: String(userId),
    }),
  );
  const genuine = signAccessToken(userId, { secret: t.jwtSecret, expiresInSeconds: 600 });
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  // another user's id (the administrator's) with the original signature
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirstOrThrow();
  const other = String(admin.id);
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...decoded, sub: other, data: { user: { id: other } } }));
  expect(forged.toString('base64url')).not.toBe(payload);
  await expectRefused(`${header}.${forged.toString('base64url')}.${signature}`);
  // one flipped character of the signature
  const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
  await expectRefused(`${header}.${payload}.${flipped}`);
  // a raised token version (an attacker cannot "un-revoke" by editing ver either way)
  await expectRefused(signAccessToken(userId, { secret: t.jwtSecret, expiresInSeconds: 600 }, 7));
  // the right claims signed with another secret, and with another issuer
  await expectRefused(signAccessToken(userId, { secret: `${t.jwtSecret}x`, expiresInSeconds: 600 }));
  await expectRefused(jwt.sign(claims(), t.jwtSecret, { ...options(), issuer: 'someone-else' }));
});

test('password checks compare the derived keys in constant time', async () => {
  const stored = await hashPassword('Officefit!2026');
  const spy = jest.mocked(timingSafeEqual);
  spy.mockClear();
  expect(await verifyPassword('Officefit!2026', stored)).toBe(true);
  expect(await verifyPassword('Officefit!2027', stored)).toBe(false);
  expect(spy).toHaveBeenCalledTimes(2);
});

test('logout revokes the token it is sent with at once; another session of the same user goes on', async () => {
  const login = () =>
    request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'demo@example.com', password: DEMO_PASSWORD });
  const [phone, laptop] = [(await login()).body.token as string, (await login()).body.token as string];
  expect((await me(phone)).status).toBe(200);

  const out = await request(t.app)
    .post('/wp-json/jwt-auth/v1/token/revoke')
    .set('Authorization', `Bearer ${phone}`)
    .send({});
  expect(out.status).toBe(200);
  await expectRefused(phone);
  const validate = await request(t.app)
    .post('/wp-json/jwt-auth/v1/token/validate')
    .set('Authorization', `Bearer ${phone}`);
  expect(validate.status).toBe(403);
  // revoking again is refused like any other dead token; the other session is untouched
  expect(
    (
      await request(t.app)
        .post('/wp-json/jwt-auth/v1/token/revoke')
        .set('Authorization', `Bearer ${phone}`)
        .send({})
    ).status,
  ).toBe(401);
  expect((await me(laptop)).status).toBe(200);
  // a token without an id (issued before ids existed) can only be ended with all of the user's tokens
  const old = jwt.sign(claims(), t.jwtSecret, { ...options(), algorithm: 'HS256' });
  expect((await me(old)).status).toBe(200);
  expect(
    (
      await request(t.app)
        .post('/wp-json/jwt-auth/v1/token/revoke')
        .set('Authorization', `Bearer ${old}`)
        .send({})
    ).status,
  ).toBe(200);
  await expectRefused(old);
  await expectRefused(laptop);
});
