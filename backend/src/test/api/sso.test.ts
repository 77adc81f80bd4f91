// Single sign-on (issue 37) against a real OpenID Connect provider (test/oidc/provider.mjs) over real HTTP: staff
// configure the provider, the code flow with PKCE, state and nonce runs through the provider's login page, and the
// app's session comes from a one-time ticket. New users are provisioned on a seat, existing ones linked; wrong
// domains, full seats, disabled accounts, a tampered state and a provider that is down end on the login page.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { eraseAccount } from '../../modules/privacy';
import { hashPassword } from '../../shared/password';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { bearerRequests } from '../bearer-requests';
import { refreshCookieOf, renewSession } from '../account-fixtures';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';
import { type ProviderUser, startProvider, TestBrowser, type TestProvider } from '../oidc/oidc-provider';

const V1 = '/wp-json/officefit/v1';
const CLIENT = { clientId: 'officefit-test', clientSecret: 'provider-secret-0123456789' };
const person = (sub: string, email: string, given: string): ProviderUser => ({
  sub,
  email,
  password: 'pw-of-' + sub,
  given_name: given,
  family_name: 'Example',
});
const ANNA = person('anna-1', 'anna@acme.test', 'Anna');
const BEN = person('ben-1', 'ben@acme.test', 'Ben');
const DORA = person('dora-1', 'dora@acme.test', 'Dora');
const EMIL = person('emil-1', 'emil@acme.test', 'Emil');
const CARL = person('carl-1', 'carl@elsewhere.test', 'Carl');

let t: TestApp;
let server: Server;
let appOrigin: string;
let provider: TestProvider;
let admin: string;
let companyId: number;

/** A date a year from now (YYYY-MM-DD): valid whenever the test runs. */
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const staff = (token = admin) => bearerRequests(t.app, token);

async function newCompany(name: string, seats: number): Promise<number> {
  const company = await staff().post('/admin/companies', { name });
  expect(company.status).toBe(201);
  const id = company.body.id as number;
  const code = await staff().post(`/admin/companies/${id}/access-codes`, { seats, valid_until: nextYear() });
  expect(code.status).toBe(201);
  return id;
}

const config = (overrides: object = {}) => ({
  issuer: provider.issuer,
  client_id: CLIENT.clientId,
  client_secret: CLIENT.clientSecret,
  email_domains: ['acme.test'],
  password_login: true,
  ...overrides,
});

/** The whole flow as a browser: dialog lookup → start → provider login page → callback → the app's page. */
async function ssoLogin(user: ProviderUser, browser = new TestBrowser()) {
  const found = await request(t.app).post(`${V1}/sso/discover`).send({ email: user.email });
  expect(found.status).toBe(200);
  const start = found.body.sso
    ? `${appOrigin}${found.body.start_url}`
    : `${appOrigin}${V1}/sso/start?company=${companyId}`;
  const page = await browser.go(start, appOrigin);
  if (page.url.origin === appOrigin) return page.url;
  expect(page.res.status).toBe(200);
  expect(await page.res.text()).toContain('name="password"');
  return (await browser.login(page.url, appOrigin, user.email, user.password)).url;
}

async function session(landing: URL) {
  expect(landing.pathname).toBe('/home');
  const ticket = new URLSearchParams(landing.hash.slice(1)).get('sso_ticket');
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return request(t.app).post(`${V1}/sso/session`).send({ ticket });
}

/** Seats taken on the test company's access code. */
const seatsUsed = async () =>
  (
    await t.db
      .selectFrom('access_codes')
      .select('seats_used')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).seats_used;

const userByEmail = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = await startProvider({
    ...CLIENT,
    redirectUris: [`${appOrigin}${V1}/sso/callback`],
    users: [ANNA, BEN, DORA, EMIL, CARL],
  });
  admin = await tokenFor(t.app, 'admin@example.com');
  companyId = await newCompany('Acme SSO GmbH', 2);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await provider?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('configuration', () => {
  test('staff with companies.write set the provider; the secret is sealed and never sent back; audited', async () => {
    const empty = await staff().get(`/admin/companies/${companyId}/sso`);
    expect(empty.body).toMatchObject({ configured: false, client_secret_set: false });

    const res = await staff().put(`/admin/companies/${companyId}/sso`, config());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: true,
      issuer: provider.issuer,
      client_id: CLIENT.clientId,
      client_secret_set: true,
      email_domains: ['acme.test'],
      password_login: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(CLIENT.clientSecret);
    const row = await t.db
      .selectFrom('company_sso')
      .select('client_secret_sealed')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    expect(row.client_secret_sealed).not.toContain(CLIENT.clientSecret);

    // leaving the secret out keeps the stored one
    const kept = await staff().put(`/admin/companies/${companyId}/sso`, {
      ...config(),
      client_secret: undefined,
    });
    expect(kept.status).toBe(200);
    const after = await t.db
      .selectFrom('company_sso')
      .select('client_secret_sealed')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(after.client_secret_sealed).toBe(row.client_secret_sealed);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject', 'after'])
      .where('action', '=', 'sso.configure')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.subject).toBe(`company:${companyId}`);
    expect(JSON.stringify(audit)).not.toContain(CLIENT.clientSecret);
  });

  test('others are refused; the input is checked; a domain has one company', async () => {
    const service = await tokenFor(t.app, 'service@example.com');
    const owner = await tokenFor(t.app, 'owner@example.com');
    expect((await staff(service).get(`/admin/companies/${companyId}/sso`)).status).toBe(200);
    expect((await staff(service).put(`/admin/companies/${companyId}/sso`, config())).status).toBe(403);
    expect((await staff(owner).get(`/admin/companies/${companyId}/sso`)).status).toBe(403);
    expect((await request(t.app).put(`${V1}/admin/companies/${companyId}/sso`).send(config())).status).toBe(
      401,
    );

    const bad = await staff().put(
      `/admin/companies/${companyId}/sso`,
      config({ issuer: 'http://idp.example.com', email_domains: ['not a domain'] }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params as object).sort()).toEqual(['email_domains.0', 'issuer']);

    const other = await newCompany('Other SSO AG', 1);
    const noSecret = await staff().put(`/admin/companies/${other}/sso`, {
      ...config(),
      client_secret: undefined,
    });
    expect(noSecret.status).toBe(400);
    const taken = await staff().put(`/admin/companies/${other}/sso`, config());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('sso_domain_taken');
    expect((await staff().get('/admin/companies/999999/sso')).status).toBe(404);
  });
});

describe('login', () => {
  test('the dialog learns which domains sign in with SSO', async () => {
    const yes = await request(t.app).post(`${V1}/sso/discover`).send({ email: 'Someone@ACME.test' });
    expect(yes.body).toEqual({
      sso: true,
      start_url: `${V1}/sso/start?company=${companyId}&login_hint=someone%40acme.test`,
      password_login: true,
    });
    const no = await request(t.app).post(`${V1}/sso/discover`).send({ email: 'demo@example.com' });
    expect(no.body).toEqual({ sso: false });
    expect((await request(t.app).post(`${V1}/sso/discover`).send({ email: 'nope' })).status).toBe(400);
  });

  test('a new employee is provisioned on a seat and gets the session of a password login', async () => {
    const res = await session(await ssoLogin(ANNA));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_email: ANNA.email, user_display_name: 'Anna Example' });

    // a session like a password login's: it renews itself with the refresh cookie (issue 36)
    const refreshCookie = refreshCookieOf(res);
    const renewed = await renewSession(t.app, refreshCookie);
    expect(renewed.body.user_email).toBe(ANNA.email);
    const me = await request(t.app).get(`${V1}/me`).set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);

    const user = await userByEmail(ANNA.email);
    expect(user).toMatchObject({ company_id: companyId, first_name: 'Anna', roles: ['subscriber'] });
    expect(user!.email_verified_at).not.toBeNull();
    expect(await seatsUsed()).toBe(1);
    const sub = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ kind: 'company', status: 'active', company_id: companyId });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sso.login')
      .where('target_user_id', '=', user!.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  test('a ticket is used once', async () => {
    const landing = await ssoLogin(ANNA);
    expect((await session(landing)).status).toBe(200);
    const again = await session(landing);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('sso_ticket_invalid');
  });

  test('an existing employee is linked, not created again, and takes no second seat', async () => {
    const created = await staff().post('/admin/users', {
      email: BEN.email,
      first_name: 'Ben',
      last_name: 'Before',
      company_id: companyId,
    });
    expect(created.status).toBe(201);
    const res = await session(await ssoLogin(BEN));
    expect(res.status).toBe(200);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', BEN.email).execute();
    expect(users).toEqual([{ id: created.body.id }]);
    const link = await t.db
      .selectFrom('sso_identities')
      .selectAll()
      .where('user_id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ issuer: provider.issuer, subject: BEN.sub, company_id: companyId });
    expect(await seatsUsed()).toBe(1);
  });

  test('a person of another domain is refused', async () => {
    const landing = await ssoLogin(CARL);
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('sso_error')).toBe('wrong_domain');
    expect(await userByEmail(CARL.email)).toBeUndefined();
  });

  test('when every seat is taken, nobody new gets in', async () => {
    expect((await session(await ssoLogin(DORA))).status).toBe(200);
    const landing = await ssoLogin(EMIL);
    expect(landing.searchParams.get('sso_error')).toBe('seat_limit');
    expect(await userByEmail(EMIL.email)).toBeUndefined();
  });

  test('an account the directory deactivated (SCIM) or that was erased is refused', async () => {
    const anna = await userByEmail(ANNA.email);
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', anna!.id).execute();
    expect((await ssoLogin(ANNA)).searchParams.get('sso_error')).toBe('account_disabled');
    await t.db
      .updateTable('users')
      .set({ deactivated_at: null, erased_at: new Date() })
      .where('id', '=', anna!.id)
      .execute();
    const landing = await ssoLogin(ANNA);
    expect(landing.searchParams.get('sso_error')).toBe('account_disabled');
  });

  test("the erasure of an account forgets its provider's subject", async () => {
    const dora = await userByEmail(DORA.email);
    const past = new Date(Date.now() - 60_000);
    await t.db
      .updateTable('users')
      .set({ deletion_requested_at: past, deletion_due_at: past })
      .where('id', '=', dora!.id)
      .execute();
    expect((await eraseAccount(t.db, dora!.id, new Date())).erased).toBe(true);
    const links = await t.db
      .selectFrom('sso_identities')
      .select('subject')
      .where('user_id', '=', dora!.id)
      .execute();
    expect(links).toEqual([]);
  });

  test('a callback with another state, or without the browser that started it, is refused', async () => {
    const browser = new TestBrowser();
    const page = await browser.go(`${appOrigin}${V1}/sso/start?company=${companyId}`, appOrigin);
    expect(page.res.status).toBe(200);
    browser.setCookie('127.0.0.1', 'officefit_sso_state', 'forged-state');
    const landing = await browser.login(page.url, appOrigin, BEN.email, BEN.password);
    expect(landing.url.searchParams.get('sso_error')).toBe('state_mismatch');

    const bare = await request(t.app).get(`${V1}/sso/callback?code=abc&state=xyz`);
    expect(bare.status).toBe(303);
    expect(bare.headers.location).toBe(
      `${new URL(bare.headers.location as string).origin}/?sso_error=state_mismatch`,
    );
  });

  test('a provider that does not answer is named as such', async () => {
    const down = await newCompany('Down GmbH', 1);
    const put = await staff().put(
      `/admin/companies/${down}/sso`,
      config({ issuer: 'http://127.0.0.1:9', email_domains: ['down.test'] }),
    );
    expect(put.status).toBe(200);
    const landing = await new TestBrowser().go(`${appOrigin}${V1}/sso/start?company=${down}`, appOrigin);
    expect(landing.url.searchParams.get('sso_error')).toBe('provider_unavailable');
  });

  test('when the company turns password login off, its users are told to use SSO', async () => {
    const ben = await userByEmail(BEN.email);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('id', '=', ben!.id)
      .execute();
    const login = () =>
      request(t.app)
        .post('/wp-json/jwt-auth/v1/token')
        .send({ username: BEN.email, password: DEMO_PASSWORD });
    expect((await login()).status).toBe(200);
    expect(
      (await staff().put(`/admin/companies/${companyId}/sso`, { ...config(), password_login: false })).status,
    ).toBe(200);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('sso_required');
    // a wrong password still gets the usual answer: the SSO rule tells nothing to someone without the password
    const wrong = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: BEN.email, password: 'wrong' });
    expect(wrong.body.code).toBe('[jwt_auth] incorrect_password');
    expect((await staff().delete(`/admin/companies/${companyId}/sso`)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });
});
