// Single sign-on and directory provisioning through the real gateway (issue 37): staff connect a company's OpenID
// Connect provider (a real oidc-provider, started by playwright.config.ts), an employee signs in on the provider's
// own page and lands in the app; an employee the company's directory deactivated (SCIM PATCH as Okta sends it) is
// refused with a message that says why.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OIDC } from '../playwright.config';
import { expectAccessible, openLoginDialog } from '../support/app';
import { tokenOf } from '../support/api';

const V1 = '/wp-json/officefit/v1';
const [NINA, OLAF] = OIDC.users as [(typeof OIDC.users)[number], (typeof OIDC.users)[number]];

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  bearer: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${bearer}` },
    data: data === undefined ? undefined : data,
  });
  expect(res.ok(), `${method} ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const COMPANY = 'SSO Test GmbH';

/**
 * A company with seats, its provider connected for its domain, and a new directory token. Idempotent (a retry of
 * the spec runs it again on the same database): the company, its code and its provider are made once.
 */
async function companyWithSso(request: APIRequestContext): Promise<{ scimToken: string }> {
  const admin = await tokenOf(request, 'admin@example.com');
  const companies = await call<{ id: number; name: string }[]>(
    request,
    'GET',
    `${V1}/admin/companies?search=${encodeURIComponent(COMPANY)}`,
    admin,
  );
  const company =
    companies.find((c) => c.name === COMPANY) ??
    (await call<{ id: number }>(request, 'POST', `${V1}/admin/companies`, admin, { name: COMPANY }));
  const validUntil = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const code = await request.post(`${V1}/admin/companies/${company.id}/access-codes`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { code: 'SSO-E2E-SEATS', seats: 5, valid_until: validUntil },
  });
  // made by an earlier attempt: the same code again is refused as taken
  expect([201, 409], await code.text()).toContain(code.status());
  await call(request, 'PUT', `${V1}/admin/companies/${company.id}/sso`, admin, {
    issuer: OIDC.issuer,
    client_id: OIDC.clientId,
    client_secret: OIDC.clientSecret,
    email_domains: ['sso-e2e.test'],
    password_login: true,
  });
  const { token } = await call<{ token: string }>(
    request,
    'POST',
    `${V1}/admin/companies/${company.id}/scim-tokens`,
    admin,
    {},
  );
  return { scimToken: token };
}

/** From the header's login dialog through the provider's page and back. */
async function signInWithCompanyAccount(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel(/E-Mail/i).fill(email);
  await dialog.getByLabel(/E-Mail/i).blur();
  await dialog.getByRole('button', { name: 'Mit Firmenkonto anmelden' }).click();
  // the provider's own login page
  await expect(page).toHaveURL(new RegExp(`^${OIDC.issuer}/interaction/`));
  await page.getByLabel('Password').fill(OIDC.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

let scimToken = '';

test.beforeAll(async ({ request }) => {
  ({ scimToken } = await companyWithSso(request));
});

test('an employee of a company with SSO signs in on the provider and lands in the app', async ({ page }) => {
  await signInWithCompanyAccount(page, NINA.email);
  // a new member has no health profile yet: the app asks for it first, else the dashboard
  await expect(page).toHaveURL(/\/(home|anamnesis)$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Anmelden|Log in)$/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('an employee the directory deactivated is refused, and told why', async ({ page, request }) => {
  const scim = { authorization: `Bearer ${scimToken}`, 'content-type': 'application/scim+json' };
  const created = await request.post('/scim/v2/Users', {
    headers: scim,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: OLAF.email,
      name: { givenName: OLAF.given_name, familyName: OLAF.family_name },
      emails: [{ value: OLAF.email, primary: true }],
      active: true,
    },
  });
  // an earlier attempt may have made Olaf already: the directory then finds him by his user name
  let id = created.ok() ? ((await created.json()) as { id: string }).id : undefined;
  if (!id) {
    const filter = encodeURIComponent(`userName eq "${OLAF.email}"`);
    const found = await request.get(`/scim/v2/Users?filter=${filter}`, { headers: scim });
    id = ((await found.json()) as { Resources: { id: string }[] }).Resources[0]?.id;
  }
  expect(id, 'Olaf in the directory').toBeTruthy();
  // Okta's form of the deactivation
  const patched = await request.patch(`/scim/v2/Users/${id}`, {
    headers: scim,
    data: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  await signInWithCompanyAccount(page, OLAF.email);
  await expect(page).toHaveURL(/\/\?sso_error=account_disabled$/);
  await expect(page.getByRole('dialog')).toContainText('Ihr Konto ist deaktiviert');
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Anmelden|Log in)$/ })).toBeVisible();
});
