// Helpers of the registration and membership API tests (issue 11): a valid registration body, the verification
// key read from the sealed outbox mail, and shortcuts for the endpoints.
import type { Express } from 'express';
import request from 'supertest';
import { openBody, outboxKey } from '../modules/contact';
import type { RegistrationBodyInput } from '../shared/domain';
import type { TestApp } from './test-app';

export const V1 = '/wp-json/officefit/v1';
export const PASSWORD = 'Sicher!2026';
/** A valid German test IBAN (checksum correct). */
export const IBAN = 'DE89 3704 0044 0532 0130 00';

let counter = 0;
/** A fresh e-mail address per call. */
export function freshEmail(prefix = 'new'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}@example.org`;
}

export function registrationBody(
  access: RegistrationBodyInput['access'],
  overrides: Partial<RegistrationBodyInput> = {},
): RegistrationBodyInput {
  return {
    email: freshEmail(),
    password: PASSWORD,
    terms: true,
    privacy: true,
    first_name: 'Rita',
    last_name: 'Register',
    birthdate: '1988-03-04',
    gender: 'female',
    job_category: 3,
    lang: 'de',
    access,
    ...overrides,
  };
}

export const register = (app: Express, body: unknown, idempotencyKey?: string) => {
  const req = request(app).post(`${V1}/registration`);
  if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
  return req.send(body as object);
};

export const authed = (app: Express, token: string) => ({
  get: (path: string) => request(app).get(`${V1}/${path}`).set('Authorization', `Bearer ${token}`),
  post: (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    request(app)
      .post(`${V1}/${path}`)
      .set({ Authorization: `Bearer ${token}`, ...headers })
      .send(body as object),
});

/** The opened bodies of the queued mails of one kind to `email`, oldest first. */
export async function mailBodies(t: TestApp, email: string, kind: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'body'])
    .where('recipient', '=', email)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  const key = outboxKey(t.jwtSecret);
  return rows.map((row) => openBody(key, { kind: row.kind, recipient: row.recipient, body: row.body ?? '' }));
}

/** The key of the last verification link mailed to `email`. */
export async function verificationKey(t: TestApp, email: string): Promise<string> {
  const body = (await mailBodies(t, email, 'email_verification')).pop();
  const match = body && /\/registration\/verify\?key=([\w%-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no verification link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

/** The user id of an e-mail address. */
export async function userIdOf(t: TestApp, email: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}
