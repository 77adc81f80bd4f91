// Helpers of the registration and membership API tests (issue 11): a valid registration body, the verification
// key read from the sealed outbox mail, and shortcuts for the endpoints.
import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { openBody, outboxKey } from '../modules/contact';
import { DEMO_PASSWORD } from '../seed/demo-users';
import type { RegistrationBodyInput } from '../shared/domain';
import { hashPassword } from '../shared/password';
import { type TestApp, tokenFor, userIdOf } from './test-app';

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

type PaidAccess = Extract<RegistrationBodyInput['access'], { type: 'paid' }>;

/** The `access` of a paid membership by SEPA direct debit, billed monthly (`payment` changes or adds fields). */
export function paidBySepa(
  duration: PaidAccess['duration'],
  payment: { iban?: string; account_owner?: string; bic?: string } = {},
): PaidAccess {
  return {
    type: 'paid',
    duration,
    billing_interval: 'monthly',
    payment: { type: 'sepa', iban: IBAN, account_owner: 'Rita Register', ...payment },
  };
}

export const register = (app: Express, body: unknown, idempotencyKey?: string) => {
  const req = request(app).post(`${V1}/registration`);
  if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
  return req.send(body as object);
};

export interface RegisteredMember {
  email: string;
  token: string;
  userId: number;
  membershipId: number;
  body: RegistrationBodyInput;
}

/** Registers a new account through the API with the given access (it must be accepted): ids, token and body. */
export async function registeredMember(
  t: TestApp,
  access: RegistrationBodyInput['access'],
): Promise<RegisteredMember> {
  const body = registrationBody(access);
  const res = await register(t.app, body);
  expect(res.status).toBe(201);
  return {
    email: body.email,
    token: res.body.token,
    userId: await userIdOf(t, body.email),
    membershipId: res.body.membership.id,
    body,
  };
}

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

/**
 * A new company with a new account owner, created by an administrator through the API; the owner gets the demo
 * password so the test can sign in as them.
 */
export async function ownerOfNewCompany(
  t: TestApp,
  adminToken: string,
  company: string,
  owner: { email: string; first_name: string; last_name: string },
): Promise<{ companyId: number; token: string }> {
  const admin = authed(t.app, adminToken);
  const created = await admin.post('admin/companies', { name: company });
  expect(created.status).toBe(201);
  const user = await admin.post('admin/users', {
    ...owner,
    company_id: created.body.id,
    role: 'company_owner',
  });
  expect(user.status).toBe(201);
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', user.body.id)
    .execute();
  return { companyId: created.body.id as number, token: await tokenFor(t.app, owner.email) };
}

/** Moves a membership's period `days` into the past (its first week is over, or it has ended). */
export async function shiftMembershipBack(t: TestApp, membershipId: number, days: number): Promise<void> {
  await t.db
    .updateTable('subscriptions')
    .set({
      starts_at: sql<Date>`starts_at - make_interval(days => ${days})`,
      ends_at: sql<Date>`ends_at - make_interval(days => ${days})`,
    })
    .where('id', '=', membershipId)
    .execute();
}

/** The refresh cookie (`officefit_refresh=<value>`) a sign-in answer set, as the browser sends it back. */
export function refreshCookieOf(signIn: request.Response): string {
  return ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('officefit_refresh='))!
    .split(';')[0]!;
}

/** Renews a session with its refresh cookie (what the app does when the access token runs out). */
export const renewSession = (app: Express, refreshCookie: string) =>
  request(app).post('/wp-json/jwt-auth/v1/token/refresh').set('Cookie', refreshCookie).send({});

/**
 * A verified member of a company (community opt-in, company membership), written straight to the database: no
 * registration, no login. Returns the user id.
 */
export async function insertCompanyMember(
  t: Pick<TestApp, 'db'>,
  member: { email: string; first_name: string; company_id: number; roles: string[] },
): Promise<number> {
  const { id } = await t.db
    .insertInto('users')
    .values({
      ...member,
      password_hash: 'not-used',
      roles: member.roles as never,
      participating: 1,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('subscriptions')
    .values({ user_id: id, company_id: member.company_id, kind: 'company' })
    .execute();
  return id;
}
