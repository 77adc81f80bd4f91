// Device cookies: signed, bound to one user, expiring; anything else reads as "unknown device".
import { cookieValue, DEVICE_COOKIE_MAX_AGE_SECONDS, issueDevice, readDevice } from './device';

const SECRET = 'unit-test-secret-unit-test-secret-123456';
const NOW = Date.UTC(2026, 11, 6, 12);

test('a cookie reads back as its user and a random id, until it expires', () => {
  const value = issueDevice(SECRET, 42, NOW);
  const device = readDevice(SECRET, value, NOW);
  expect(device).toEqual({ userId: 42, id: expect.stringMatching(/^[\w-]{22}$/) });
  expect(readDevice(SECRET, issueDevice(SECRET, 42, NOW), NOW)?.id).not.toBe(device?.id);
  expect(readDevice(SECRET, value, NOW + (DEVICE_COOKIE_MAX_AGE_SECONDS - 1) * 1000)).not.toBeNull();
  expect(readDevice(SECRET, value, NOW + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000)).toBeNull();
});

test('forged, re-addressed, malformed or foreign cookies are unknown devices', () => {
  const value = issueDevice(SECRET, 42, NOW);
  const [, id, expires, signature] = value.split('.');
  expect(readDevice(SECRET, `43.${id}.${expires}.${signature}`, NOW)).toBeNull();
  expect(readDevice(SECRET, `42.${id}.${Number(expires) + 1}.${signature}`, NOW)).toBeNull();
  expect(readDevice('another-secret-another-secret-12345678', value, NOW)).toBeNull();
  for (const bad of [undefined, '', 'x', '42.a.b.c', `${value}.more`, value.slice(0, -1)]) {
    expect(readDevice(SECRET, bad, NOW)).toBeNull();
  }
});

test('the cookie is found among others in the header', () => {
  expect(cookieValue('a=1; officefit_device=v.1; b=2', 'officefit_device')).toBe('v.1');
  expect(cookieValue('officefit_device_old=x', 'officefit_device')).toBeUndefined();
  expect(cookieValue(undefined, 'officefit_device')).toBeUndefined();
});
