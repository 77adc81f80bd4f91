// Spec §5 "E-mail address … must be the company address for some uses": a company may admit only addresses on its
// own mail domains (or their subdomains) to its access codes — at registration and when someone signed in redeems
// a code. Staff switch it on in the company form; a refused address changes nothing (no seat, no membership).
import { sql } from 'kysely';
import request from 'supertest';
import { authed, register, registrationBody, V1 } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

let companyId: number;
const t = useTestApp();
beforeAll(async () => {
  const admin = await tokenFor(t.app, 'admin@example.com');
  const created = await request(t.app)
    .post(`${V1}/admin/companies`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ name: 'Nur Firma GmbH', email_domains: ['nurfirma.de'], company_email_only: true });
  expect(created.status).toBe(201);
  expect(created.body.company_email_only).toBe(true);
  companyId = created.body.id as number;
  await t.db
    .insertInto('access_codes')
    .values({
      code: 'NURFIRMA',
      company_id: companyId,
      seats: 5,
      valid_from: sql<Date>`now() - interval '1 day'`,
      valid_until: sql<Date>`now() + interval '30 days'`,
    })
    .execute();
}, DB_SETUP_TIMEOUT_MS);

const seatsUsed = async () =>
  (
    await t.db
      .selectFrom('access_codes')
      .select('seats_used')
      .where('code', '=', 'NURFIRMA')
      .executeTakeFirstOrThrow()
  ).seats_used;

test('registration with the code: another domain is refused with nothing written, the company domain works', async () => {
  const outside = registrationBody({ type: 'company', code: 'NURFIRMA' }, { email: 'rita@example.org' });
  const refused = await register(t.app, outside);
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('email_not_company');
  expect(refused.body.data.params).toHaveProperty('email');
  expect(
    await t.db.selectFrom('users').select('id').where('email', '=', 'rita@example.org').execute(),
  ).toEqual([]);
  expect(await seatsUsed()).toBe(0);

  // a subdomain counts as the company's
  const inside = registrationBody(
    { type: 'company', code: 'NURFIRMA' },
    { email: 'rita@berlin.nurfirma.de' },
  );
  expect((await register(t.app, inside)).status).toBe(201);
  expect(await seatsUsed()).toBe(1);
});

test('a code redeemed while signed in follows the same rule', async () => {
  const body = registrationBody({ type: 'trial' }, { email: 'guest-outside@example.org' });
  const res = await register(t.app, body);
  expect(res.status).toBe(201);
  const refused = await authed(t.app, res.body.token as string).post('membership/redeem', {
    code: 'NURFIRMA',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('email_not_company');
  const userId = await userIdOf(t, body.email);
  const user = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(user.company_id).toBeNull();
});

test('switched off, any address may use the code; only staff with companies.write switch it', async () => {
  const admin = await tokenFor(t.app, 'admin@example.com');
  const member = await tokenFor(t.app, 'demo@example.com');
  const denied = await request(t.app)
    .put(`${V1}/admin/companies/${companyId}`)
    .set('Authorization', `Bearer ${member}`)
    .send({ company_email_only: false });
  expect(denied.status).toBe(403);
  const bad = await request(t.app)
    .put(`${V1}/admin/companies/${companyId}`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ company_email_only: 'yes' });
  expect(bad.status).toBe(400);
  const off = await request(t.app)
    .put(`${V1}/admin/companies/${companyId}`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ company_email_only: false });
  expect(off.status).toBe(200);
  expect(off.body.company_email_only).toBe(false);
  const outside = registrationBody({ type: 'company', code: 'NURFIRMA' }, { email: 'olaf@example.org' });
  expect((await register(t.app, outside)).status).toBe(201);
});
