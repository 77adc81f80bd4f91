// SCIM 2.0 provisioning (issue 37): the calls Microsoft Entra ID and Okta send, with a company token that staff
// create and revoke; deactivation ends access at once and frees the seat; errors in SCIM's format.
import request from 'supertest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { hashPassword } from '../../shared/password';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const SCIM_TYPE = 'application/scim+json';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
let admin: string;
let service: string;

/** A date a year after the test runs, so the access codes are valid whatever the date is. */
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

async function companyWithSeats(name: string, seats: number): Promise<{ id: number; codeId: number }> {
  const company = await request(t.app)
    .post(`${V1}/admin/companies`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ name });
  expect(company.status).toBe(201);
  const code = await request(t.app)
    .post(`${V1}/admin/companies/${company.body.id}/access-codes`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ code: `${name.toUpperCase().replace(/\W/g, '')}-CODE`, seats, valid_until: nextYear() });
  expect(code.status).toBe(201);
  return { id: company.body.id as number, codeId: code.body.id as number };
}

async function scimToken(companyId: number): Promise<string> {
  const res = await request(t.app)
    .post(`${V1}/admin/companies/${companyId}/scim-tokens`)
    .set('Authorization', `Bearer ${admin}`);
  expect(res.status).toBe(201);
  return res.body.token as string;
}

/** A directory calling /scim/v2 with its token; bodies go as application/scim+json, as Entra ID sends them. */
const directory = (token: string) => ({
  get: (path: string) => request(t.app).get(`/scim/v2${path}`).set('Authorization', `Bearer ${token}`),
  post: (path: string, body: object) =>
    request(t.app)
      .post(`/scim/v2${path}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', SCIM_TYPE)
      .send(JSON.stringify(body)),
  put: (path: string, body: object) =>
    request(t.app)
      .put(`/scim/v2${path}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', SCIM_TYPE)
      .send(JSON.stringify(body)),
  patch: (path: string, operations: object[]) =>
    request(t.app)
      .patch(`/scim/v2${path}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', SCIM_TYPE)
      .send(JSON.stringify({ schemas: [PATCH], Operations: operations })),
  delete: (path: string) => request(t.app).delete(`/scim/v2${path}`).set('Authorization', `Bearer ${token}`),
});

/** The user as Entra ID's default attribute mapping sends it (POST /Users). */
const entraUser = (email: string) => ({
  schemas: [
    'urn:ietf:params:scim:schemas:core:2.0:User',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  ],
  externalId: `entra-${email}`,
  userName: email,
  active: true,
  displayName: 'Ada Lovelace',
  emails: [{ primary: true, type: 'work', value: email }],
  name: { formatted: 'Ada Lovelace', familyName: 'Lovelace', givenName: 'Ada' },
  title: 'Engineer',
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'R&D' },
});

const seatsUsed = async (codeId: number) =>
  (
    await t.db
      .selectFrom('access_codes')
      .select('seats_used')
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow()
  ).seats_used;

/** Gives the provisioned user the demo password and logs in: a live session to see refused. */
async function sessionOf(userId: number, email: string): Promise<string> {
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', userId)
    .execute();
  return tokenFor(t.app, email);
}

const me = (token: string) => request(t.app).get(`${V1}/me`).set('Authorization', `Bearer ${token}`);

const t = useTestApp();
beforeAll(async () => {
  admin = await tokenFor(t.app, 'admin@example.com');
  service = await tokenFor(t.app, 'service@example.com');
}, DB_SETUP_TIMEOUT_MS);

describe('SCIM tokens (staff)', () => {
  test('an administrator creates a token shown once; the list shows its hint, not the token; revoking is audited', async () => {
    const { id } = await companyWithSeats('Token AG', 5);
    const created = await request(t.app)
      .post(`${V1}/admin/companies/${id}/scim-tokens`)
      .set('Authorization', `Bearer ${admin}`);
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^ofscim_[\w-]{43}$/);
    expect(created.body.scim_url).toMatch(/\/scim\/v2$/);
    const stored = await t.db
      .selectFrom('company_scim_tokens')
      .selectAll()
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.body.token);
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    const list = await request(t.app)
      .get(`${V1}/admin/companies/${id}/scim-tokens`)
      .set('Authorization', `Bearer ${service}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        hint: created.body.token.slice(-4),
        revoked_at: null,
        created_by: 'admin@example.com',
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);

    expect((await directory(created.body.token).get('/Users')).status).toBe(200);
    const revoked = await request(t.app)
      .delete(`${V1}/admin/companies/${id}/scim-tokens/${created.body.id}`)
      .set('Authorization', `Bearer ${admin}`);
    expect(revoked.status).toBe(200);
    const refused = await directory(created.body.token).get('/Users');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ schemas: [ERROR], status: '401' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', 'in', ['scim.token_created', 'scim.token_revoked'])
      .where('subject', '=', `company:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['scim.token_created', 'scim.token_revoked']);
  });

  test('only companies.write creates and revokes tokens; without a login nothing', async () => {
    const { id } = await companyWithSeats('Guarded AG', 1);
    const res = await request(t.app)
      .post(`${V1}/admin/companies/${id}/scim-tokens`)
      .set('Authorization', `Bearer ${service}`);
    expect(res.status).toBe(403);
    expect((await request(t.app).post(`${V1}/admin/companies/${id}/scim-tokens`)).status).toBe(401);
    const demo = await tokenFor(t.app, 'demo@example.com');
    expect(
      (
        await request(t.app)
          .get(`${V1}/admin/companies/${id}/scim-tokens`)
          .set('Authorization', `Bearer ${demo}`)
      ).status,
    ).toBe(403);
    const token = await scimToken(id);
    const [row] = await t.db
      .selectFrom('company_scim_tokens')
      .select('id')
      .where('company_id', '=', id)
      .execute();
    const revoke = await request(t.app)
      .delete(`${V1}/admin/companies/${id}/scim-tokens/${row!.id}`)
      .set('Authorization', `Bearer ${service}`);
    expect(revoke.status).toBe(403);
    expect((await directory(token).get('/Users')).status).toBe(200);
  });
});

describe('SCIM Users as Entra ID sends them', () => {
  test('no token and a made-up token are refused in SCIM format', async () => {
    const none = await request(t.app).get('/scim/v2/Users');
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(none.body).toEqual({ schemas: [ERROR], status: '401', detail: expect.any(String) });
    expect((await directory('ofscim_guess').get('/Users')).status).toBe(401);
  });

  test('filter → create → deactivate (access ends, seat freed) → reactivate (seat taken) → delete (erased)', async () => {
    const { id: companyId, codeId } = await companyWithSeats('Entra GmbH', 3);
    const scim = directory(await scimToken(companyId));
    const email = 'ada@entra-gmbh.example';

    const before = await scim.get(`/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

    const created = await scim.post('/Users', entraUser(email));
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      userName: email,
      externalId: `entra-${email}`,
      active: true,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
    });
    expect(created.headers.location).toBe(created.body.meta.location);
    expect(await seatsUsed(codeId)).toBe(1);
    const userId = Number(created.body.id);

    const found = await scim.get(
      `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`,
    );
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(created.body.id);

    const session = await sessionOf(userId, email);
    expect((await me(session)).status).toBe(200);

    // Entra ID: capitalised op, boolean as a string
    const off = await scim.patch(`/Users/${userId}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await me(session)).status).toBe(401);
    const login = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: email, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_deactivated');
    expect(await seatsUsed(codeId)).toBe(0);

    const on = await scim.patch(`/Users/${userId}`, [{ op: 'Replace', path: 'active', value: 'True' }]);
    expect(on.body.active).toBe(true);
    expect(await seatsUsed(codeId)).toBe(1);
    const again = await tokenFor(t.app, email);
    expect((await me(again)).status).toBe(200);

    // attribute changes as Entra sends them, one path each; unknown attributes are ignored
    const renamed = await scim.patch(`/Users/${userId}`, [
      { op: 'Replace', path: 'name.givenName', value: 'Augusta' },
      { op: 'Replace', path: 'title', value: 'Countess' },
      { op: 'Add', path: 'preferredLanguage', value: 'en-US' },
    ]);
    expect(renamed.body).toMatchObject({ name: { givenName: 'Augusta' }, preferredLanguage: 'en-US' });

    const deleted = await scim.delete(`/Users/${userId}`);
    expect(deleted.status).toBe(204);
    expect(await seatsUsed(codeId)).toBe(0);
    expect((await scim.get(`/Users/${userId}`)).status).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'erased_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.erased_at).not.toBeNull();
    expect(row.email).not.toBe(email);
    expect((await me(again)).status).toBe(401);
  });

  test('PUT replaces the kept attributes, active included', async () => {
    const { id: companyId, codeId } = await companyWithSeats('Put KG', 2);
    const scim = directory(await scimToken(companyId));
    const created = await scim.post('/Users', entraUser('put@put-kg.example'));
    const replaced = await scim.put(`/Users/${created.body.id}`, {
      ...entraUser('put.new@put-kg.example'),
      name: { givenName: 'Grace', familyName: 'Hopper' },
      active: false,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      userName: 'put.new@put-kg.example',
      active: false,
      name: { familyName: 'Hopper' },
    });
    expect(await seatsUsed(codeId)).toBe(0);
  });
});

describe('SCIM Users as Okta sends them', () => {
  test('PATCH with the attributes in the value object; application/json is accepted too', async () => {
    const { id: companyId, codeId } = await companyWithSeats('Okta SE', 2);
    const token = await scimToken(companyId);
    const created = await request(t.app)
      .post('/scim/v2/Users')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'grace@okta-se.example',
        name: { givenName: 'Grace', familyName: 'Hopper' },
        emails: [{ primary: true, value: 'grace@okta-se.example', type: 'work' }],
        displayName: 'Grace Hopper',
        locale: 'en-US',
        externalId: '00u1abcd',
        groups: [],
        password: 'ignored-1A!',
        active: true,
      });
    expect(created.status).toBe(201);
    expect(created.body.preferredLanguage).toBe('en-US');
    const scim = directory(token);
    const session = await sessionOf(Number(created.body.id), 'grace@okta-se.example');

    const off = await scim.patch(`/Users/${created.body.id}`, [{ op: 'replace', value: { active: false } }]);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await me(session)).status).toBe(401);
    expect(await seatsUsed(codeId)).toBe(0);

    const on = await scim.patch(`/Users/${created.body.id}`, [
      { op: 'replace', value: { active: true, 'name.familyName': 'Murray Hopper' } },
    ]);
    expect(on.body).toMatchObject({ active: true, name: { familyName: 'Murray Hopper' } });
    expect(await seatsUsed(codeId)).toBe(1);

    const page = await scim.get('/Users?startIndex=1&count=1');
    expect(page.body).toMatchObject({ totalResults: 1, itemsPerPage: 1, startIndex: 1 });
    expect((await scim.get('/Users?startIndex=2&count=1')).body.Resources).toEqual([]);
  });
});

describe('SCIM limits and errors', () => {
  test('the seat limit holds: a full company refuses creation and reactivation until a seat is free', async () => {
    const { id: companyId } = await companyWithSeats('Small OHG', 1);
    const scim = directory(await scimToken(companyId));
    const first = await scim.post('/Users', entraUser('one@small.example'));
    expect(first.status).toBe(201);
    const second = await scim.post('/Users', entraUser('two@small.example'));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ schemas: [ERROR], status: '409' });
    expect(second.body.detail).toMatch(/seat/);
    // nothing of the refused user stays behind
    expect(
      (await scim.get(`/Users?filter=${encodeURIComponent('userName eq "two@small.example"')}`)).body
        .totalResults,
    ).toBe(0);

    await scim.patch(`/Users/${first.body.id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    const now = await scim.post('/Users', entraUser('two@small.example'));
    expect(now.status).toBe(201);
    const back = await scim.patch(`/Users/${first.body.id}`, [
      { op: 'Replace', path: 'active', value: 'True' },
    ]);
    expect(back.status).toBe(409);
    expect((await scim.get(`/Users/${first.body.id}`)).body.active).toBe(false);
  });

  test("a company's token cannot see or change another company's users or groups", async () => {
    const a = await companyWithSeats('Company A', 3);
    const b = await companyWithSeats('Company B', 3);
    const scimA = directory(await scimToken(a.id));
    const scimB = directory(await scimToken(b.id));
    const ofB = await scimB.post('/Users', entraUser('bea@company-b.example'));
    const groupOfB = await scimB.post('/Groups', { displayName: 'Vertrieb B' });
    const path = `/Users/${ofB.body.id}`;
    expect((await scimA.get(path)).status).toBe(404);
    expect((await scimA.put(path, entraUser('bea@company-b.example'))).status).toBe(404);
    expect((await scimA.patch(path, [{ op: 'replace', value: { active: false } }])).status).toBe(404);
    expect((await scimA.delete(path)).status).toBe(404);
    expect(
      (await scimA.get(`/Users?filter=${encodeURIComponent('userName eq "bea@company-b.example"')}`)).body
        .totalResults,
    ).toBe(0);
    expect((await scimA.get(`/Groups/${groupOfB.body.id}`)).status).toBe(404);
    expect((await scimA.delete(`/Groups/${groupOfB.body.id}`)).status).toBe(404);
    expect((await scimB.get(path)).body.active).toBe(true);
    // a user of the demo company (no SCIM) is out of reach too
    const demoId = await userIdOf(t, 'demo@example.com');
    expect((await scimA.get(`/Users/${demoId}`)).status).toBe(404);
    // staff who sit in the company are never the directory's: no deactivation, no erasure by a company token
    const staff = await t.db
      .updateTable('users')
      .set({ company_id: a.id })
      .where('email', '=', 'service@example.com')
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await scimA.patch(`/Users/${staff.id}`, [{ op: 'replace', value: { active: false } }])).status,
    ).toBe(404);
    expect((await scimA.delete(`/Users/${staff.id}`)).status).toBe(404);
    expect((await scimA.get('/Users')).body.Resources.map((u: { id: string }) => u.id)).not.toContain(
      String(staff.id),
    );
    expect((await me(service)).status).toBe(200);
  });

  test('errors carry status as a string and scimType', async () => {
    const { id } = await companyWithSeats('Errors GmbH', 2);
    const token = await scimToken(id);
    const scim = directory(token);
    const filter = await scim.get(`/Users?filter=${encodeURIComponent('name.givenName sw "A"')}`);
    expect(filter.status).toBe(400);
    expect(filter.body).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });
    const bad = await scim.post('/Users', { ...entraUser('x@errors.example'), userName: 'not an address' });
    expect(bad.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    await scim.post('/Users', entraUser('dup@errors.example'));
    const dup = await scim.post('/Users', entraUser('dup@errors.example'));
    expect(dup.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const taken = await scim.post('/Users', entraUser('demo@example.com'));
    expect(taken.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const syntax = await request(t.app)
      .post('/scim/v2/Users')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', SCIM_TYPE)
      .send('{"userName": ');
    expect(syntax.body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    const patch = await scim.patch('/Users/999999', [{ op: 'move', path: 'active' }]);
    expect(patch.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim.get('/Bulk')).body).toMatchObject({ status: '404' });
  });
});

describe('SCIM Groups: the company locations and departments', () => {
  test('create with members, Entra add/remove, Okta remove by filter and rename, delete', async () => {
    const { id } = await companyWithSeats('Groups AG', 5);
    const scim = directory(await scimToken(id));
    const u1 = (await scim.post('/Users', entraUser('u1@groups.example'))).body.id as string;
    const u2 = (await scim.post('/Users', entraUser('u2@groups.example'))).body.id as string;
    const group = await scim.post('/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Entwicklung',
      members: [{ value: u1 }],
    });
    expect(group.status).toBe(201);
    expect(group.body.members).toEqual([expect.objectContaining({ value: u1 })]);
    const gid = group.body.id as string;
    const sub = await t.db
      .selectFrom('company_subcategories')
      .select(['company_id', 'kind', 'name'])
      .where('id', '=', Number(gid))
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({ company_id: id, kind: 'department', name: 'Entwicklung' });

    const byName = await scim.get(
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Entwicklung"')}`,
    );
    expect(byName.body.Resources.map((g: { id: string }) => g.id)).toEqual([gid]);

    // Entra ID
    await scim.patch(`/Groups/${gid}`, [{ op: 'Add', path: 'members', value: [{ value: u2 }] }]);
    expect((await scim.get(`/Users/${u2}`)).body.groups).toEqual([
      expect.objectContaining({ value: gid, display: 'Entwicklung' }),
    ]);
    await scim.patch(`/Groups/${gid}`, [{ op: 'Remove', path: 'members', value: [{ value: u1 }] }]);
    // Okta
    const okta = await scim.patch(`/Groups/${gid}`, [
      { op: 'remove', path: `members[value eq "${u2}"]` },
      { op: 'replace', value: { id: gid, displayName: 'Engineering' } },
    ]);
    expect(okta.status).toBe(200);
    expect(okta.body).toMatchObject({ displayName: 'Engineering', members: [] });

    const stranger = await scim.patch(`/Groups/${gid}`, [
      { op: 'Add', path: 'members', value: [{ value: '999999' }] },
    ]);
    expect(stranger.body).toMatchObject({ status: '400', scimType: 'invalidValue' });

    expect((await scim.delete(`/Groups/${gid}`)).status).toBe(204);
    expect((await scim.get(`/Groups/${gid}`)).status).toBe(404);
  });
});
