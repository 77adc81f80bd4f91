import jwt from 'jsonwebtoken';
import { checkAccessToken, jwtKey, signAccessToken, TOKEN_ISSUER } from './jwt';

const secret = 'a-test-secret-that-is-long-enough-1234567890';

test('signs an HS256 token with sub, issuer, expiry and the WordPress plugin data', () => {
  const token = signAccessToken(42, { secret, expiresInSeconds: 600 });
  const decoded = jwt.decode(token, { complete: true });
  expect(decoded?.header.alg).toBe('HS256');
  const payload = decoded?.payload as jwt.JwtPayload;
  expect(payload).toMatchObject({ sub: '42', iss: TOKEN_ISSUER, data: { user: { id: '42' } } });
  expect(payload.exp! - payload.iat!).toBe(600);
});

test('accepts its own token; every token has its own id (what a logout revokes)', () => {
  const token = signAccessToken(7, { secret, expiresInSeconds: 60 });
  const check = checkAccessToken(token, secret);
  expect(check).toEqual({
    ok: true,
    userId: 7,
    version: 0,
    expiresAt: expect.any(Number),
    tokenId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  });
  const other = checkAccessToken(signAccessToken(7, { secret, expiresInSeconds: 60 }), secret);
  expect(other.ok && check.ok && other.tokenId !== check.tokenId).toBe(true);
});

test('carries the token version; a token without one counts as version 0', () => {
  expect(checkAccessToken(signAccessToken(7, { secret, expiresInSeconds: 60 }, 3), secret)).toMatchObject({
    ok: true,
    version: 3,
  });
  const legacy = jwt.sign({ sub: '7' }, secret, { issuer: TOKEN_ISSUER, expiresIn: 60 });
  expect(checkAccessToken(legacy, secret)).toMatchObject({ ok: true, version: 0 });
  const bad = jwt.sign({ sub: '7', ver: 'x' }, secret, { issuer: TOKEN_ISSUER, expiresIn: 60 });
  expect(checkAccessToken(bad, secret)).toMatchObject({ ok: false, reason: 'invalid' });
});

test('makes the key object once per secret and pins HS256', () => {
  expect(jwtKey(secret)).toBe(jwtKey(secret));
  expect(jwtKey(secret).type).toBe('secret');
  const hs512 = jwt.sign({ sub: '7' }, secret, { issuer: TOKEN_ISSUER, expiresIn: 60, algorithm: 'HS512' });
  expect(checkAccessToken(hs512, secret)).toMatchObject({ ok: false, reason: 'invalid' });
});

test('rejects an expired token with "Expired token"', () => {
  const token = jwt.sign({ sub: '7', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
    issuer: TOKEN_ISSUER,
  });
  expect(checkAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired', message: 'Expired token' });
});

test('rejects a wrong secret, another issuer, alg none, garbage and a token without sub', () => {
  const other = signAccessToken(7, { secret: `${secret}-other`, expiresInSeconds: 60 });
  const foreign = jwt.sign({ sub: '7' }, secret, { issuer: 'someone-else', expiresIn: 60 });
  const unsigned = jwt.sign({ sub: '7', iss: TOKEN_ISSUER }, '', { algorithm: 'none' });
  const noSub = jwt.sign({ data: {} }, secret, { issuer: TOKEN_ISSUER, expiresIn: 60 });
  for (const token of [other, foreign, unsigned, 'not.a.token', '']) {
    expect(checkAccessToken(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  }
  expect(checkAccessToken(noSub, secret)).toMatchObject({
    ok: false,
    message: 'User ID not found in the token',
  });
});

describe('a token checked good is remembered', () => {
  afterEach(() => jest.useRealTimers());

  test('its signature is not checked again, its expiry is, on every use', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z') });
    const token = signAccessToken(7, { secret, expiresInSeconds: 60 });
    const verify = jest.spyOn(jwt, 'verify');
    try {
      expect(checkAccessToken(token, secret)).toMatchObject({ ok: true, userId: 7 });
      expect(checkAccessToken(token, secret)).toMatchObject({ ok: true, userId: 7 });
      expect(verify).toHaveBeenCalledTimes(1);
      jest.setSystemTime(new Date('2026-11-28T10:00:59.999Z'));
      expect(checkAccessToken(token, secret)).toMatchObject({ ok: true });
      // expired from the second its exp names, as jsonwebtoken says
      jest.setSystemTime(new Date('2026-11-28T10:01:00.000Z'));
      expect(checkAccessToken(token, secret)).toEqual({
        ok: false,
        reason: 'expired',
        message: 'Expired token',
      });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  test('only for the key it was checked with', () => {
    const token = signAccessToken(7, { secret, expiresInSeconds: 60 });
    expect(checkAccessToken(token, secret)).toMatchObject({ ok: true });
    expect(checkAccessToken(token, `${secret}-rotated`)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkAccessToken(token, secret)).toMatchObject({ ok: true });
  });

  test('a token that failed is checked in full every time', () => {
    const foreign = jwt.sign({ sub: '7' }, secret, { issuer: 'someone-else', expiresIn: 60 });
    const verify = jest.spyOn(jwt, 'verify');
    try {
      checkAccessToken(foreign, secret);
      checkAccessToken(foreign, secret);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
