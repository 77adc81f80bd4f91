// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; issue 32: an attacker with 24
// addresses kept an account throttled, 0 of 50 correct logins in 150 s). A browser that logged in to an account
// gets a signed cookie naming that account; its later attempts on that account are counted against the cookie
// alone, so the account's shared counter, which guessing from many addresses fills, does not slow them down.
// The cookie opens nothing by itself: the password is checked as always.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'officefit_device';
/** How long a device stays known without a login (the cookie's Max-Age and the signed expiry). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** Only the login call needs it (token/validate and token/revoke get it too, and ignore it). */
export const DEVICE_COOKIE_PATH = '/wp-json/jwt-auth/v1/token';

export interface Device {
  userId: number;
  /** Random per cookie: the key of the device's own failure counter. */
  id: string;
}

/** A key of its own, so a device signature can never pass as a token signature or the other way round. */
const deviceKey = (secret: string) =>
  createHmac('sha256', secret).update('officefit device cookie v1').digest();

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A new cookie value for the user: `userId.id.expiresAt.signature`. */
export function issueDevice(secret: string, userId: number, now = Date.now()): string {
  const id = randomBytes(16).toString('base64url');
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
  const payload = `${userId}.${id}.${expires}`;
  return `${payload}.${signature(deviceKey(secret), payload)}`;
}

/** The device a cookie value names, or null when it is malformed, forged or expired. */
export function readDevice(secret: string, value: string | undefined, now = Date.now()): Device | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [user, id, expires, sent] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(user) || !/^[\w-]{22}$/.test(id) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(signature(deviceKey(secret), `${user}.${id}.${expires}`));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now) return null;
  return { userId: Number(user), id };
}

/** One cookie's value from a Cookie header (the backend reads no other cookie, so no parser library). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
