// Impersonation (issue 14): customer service and administrators switch to a customer with a short-lived token
// that names the staff member; me shows it, every write made while switched is audited with the staff member,
// no staff account can be a target, marketing cannot switch at all, and switching back ends the token while the
// staff session goes on untouched.
import { bearerRequests } from '../bearer-requests';
import { useDemoAccounts, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const t = useTestApp();
const { token, id } = useDemoAccounts(t, ['admin', 'service', 'marketing', 'demo', 'owner', 'guest']);

const as = (bearer: string) => bearerRequests(t.app, bearer);
const switchTo = (who: string, target: number) => as(token[who]!).post(`/admin/users/${target}/impersonate`);
const auditRows = (impersonationId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target_user_id', 'action', 'subject'])
    .where('impersonation_id', '=', impersonationId)
    .orderBy('id')
    .execute();

test('customer service switches to demo: me names the staff member, writes are audited with them', async () => {
  const start = await switchTo('service', id.demo!);
  expect(start.status).toBe(201);
  expect(start.body).toMatchObject({
    token: expect.any(String),
    user_email: 'demo@example.com',
    orig_user: { id: id.service, email: 'service@example.com' },
  });
  const switched = as(start.body.token);
  const me = await switched.get('/me');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({
    id: id.demo,
    email: 'demo@example.com',
    switched_user: expect.any(Number),
    orig_user: { id: id.service, email: 'service@example.com', first_name: 'Sam', last_name: 'Service' },
    permissions: [],
  });
  const session = me.body.switched_user as number;

  // a write as demo: on record with the staff member as actor, demo as target
  expect((await switched.put('/me', { lang: 'en-US' })).status).toBe(200);
  // reads are not audited
  await switched.get('/points');
  const rows = await auditRows(session);
  expect(rows).toEqual([
    {
      actor_id: id.service,
      target_user_id: id.demo,
      action: 'impersonation.start',
      subject: `impersonation:${session}`,
    },
    {
      actor_id: id.service,
      target_user_id: id.demo,
      action: 'impersonation.write',
      subject: `PUT ${V1}/me`,
    },
  ]);

  // credentials and the account itself stay demo's: refused before anything is read
  for (const path of [
    '/me/password',
    '/me/email',
    '/me/delete',
    '/me/delete/cancel',
    '/me/health-consent/withdraw',
  ]) {
    const res = await switched.post(path, {});
    expect({ path, status: res.status, code: res.body.code }).toEqual({
      path,
      status: 403,
      code: 'impersonation_not_allowed',
    });
  }
  // nor the full data export, which would be an unaudited read of everything
  expect((await switched.get('/me/export')).body.code).toBe('impersonation_not_allowed');

  // the switched token is demo's: no staff endpoint
  expect((await switched.get('/admin/users')).body.code).toBe('rest_forbidden');

  // switch back: the session ends, its token stops working, the staff token never stopped
  const end = await switched.post('/impersonation/end');
  expect(end.status).toBe(200);
  expect((await switched.get('/me')).body.code).toBe('jwt_auth_invalid_token');
  const staffMe = await as(token.service!).get('/me');
  expect(staffMe.body).toMatchObject({ id: id.service, switched_user: false, orig_user: null });
  expect((await auditRows(session)).map((r) => r.action)).toEqual([
    'impersonation.start',
    'impersonation.write',
    'impersonation.end',
  ]);
  // demo's own session was never touched
  expect((await as(token.demo!).get('/me')).body).toMatchObject({ id: id.demo, switched_user: false });
});

test('no staff account is a target: not an admin, not customer service, not marketing, not oneself', async () => {
  for (const [who, target] of [
    ['service', 'admin'],
    ['service', 'marketing'],
    ['admin', 'service'],
    ['admin', 'marketing'],
    ['admin', 'admin'],
    ['service', 'service'],
  ] as const) {
    const res = await switchTo(who, id[target]!);
    expect({ who, target, status: res.status, code: res.body.code }).toEqual({
      who,
      target,
      status: 403,
      code: 'impersonation_not_allowed',
    });
  }
  expect(
    await t.db.selectFrom('impersonations').select('id').where('target_id', '=', id.admin!).execute(),
  ).toEqual([]);
  // a company owner is a customer
  expect((await switchTo('admin', id.owner!)).status).toBe(201);
  expect((await switchTo('admin', 999_999)).body.code).toBe('rest_user_invalid_id');
});

test('marketing, subscribers and guests cannot switch', async () => {
  for (const who of ['marketing', 'demo', 'guest', 'owner']) {
    const res = await switchTo(who, id.guest!);
    expect({ who, status: res.status, code: res.body.code }).toEqual({
      who,
      status: 403,
      code: 'rest_forbidden',
    });
  }
});

test('"switch back" with an ordinary token → 409 impersonation_not_active', async () => {
  const res = await as(token.demo!).post('/impersonation/end');
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('impersonation_not_active');
});

test("a switched token dies with the staff member's permission and at its expiry", async () => {
  const start = await switchTo('service', id.guest!);
  const switched = as(start.body.token);
  expect((await switched.get('/me')).status).toBe(200);
  const session = (await switched.get('/me')).body.switched_user as number;
  await t.db
    .updateTable('users')
    .set({ roles: ['subscriber'] })
    .where('id', '=', id.service!)
    .execute();
  expect((await switched.get('/me')).body.code).toBe('jwt_auth_invalid_token');
  await t.db
    .updateTable('users')
    .set({ roles: ['customer_service'] })
    .where('id', '=', id.service!)
    .execute();
  expect((await switched.get('/me')).status).toBe(200);
  await t.db
    .updateTable('impersonations')
    .set({ started_at: new Date(Date.now() - 7_200_000), expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', session)
    .execute();
  expect((await switched.get('/me')).body.code).toBe('jwt_auth_invalid_token');
});
