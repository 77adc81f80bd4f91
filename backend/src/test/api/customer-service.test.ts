// Customer service (issue 14): the user page (membership and its history, orders, requests, mails, failed
// logins) and its actions — reset link, verification link, unlocking a login, changing a membership's end —
// each on record in the audit log with the state before and after; marketing and customers reach none of it.
import { sql } from 'kysely';
import request from 'supertest';
import { bearerRequests } from '../bearer-requests';
import { useDemoAccounts, useTestApp } from '../test-app';

const t = useTestApp();
const { token, id } = useDemoAccounts(t, ['admin', 'service', 'marketing', 'demo', 'guest', 'new']);

const as = (who: string) => bearerRequests(t.app, token[who]);
const lastAudit = () =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target_user_id', 'action', 'before', 'after'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

test('the user page shows memberships with their history, orders, requests, mails and failed logins', async () => {
  const res = await as('service').get(`/admin/users/${id.demo}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    user: { id: id.demo, email: 'demo@example.com', company: 'Demo GmbH', email_verified: true },
    login: { failed_attempts: 0, blocked_until: null },
  });
  expect(res.body.memberships[0]).toMatchObject({ kind: 'company', state: 'active' });
  for (const list of ['membership_history', 'orders', 'requests', 'mails']) {
    expect(Array.isArray(res.body[list])).toBe(true);
  }
  expect((await as('service').get('/admin/users/999999')).body.code).toBe('rest_user_invalid_id');
  expect((await as('marketing').get(`/admin/users/${id.demo}`)).body.code).toBe('rest_forbidden');
  expect((await as('demo').get(`/admin/users/${id.demo}`)).body.code).toBe('rest_forbidden');
});

test('unlock a login locked by failed attempts: the counters go, the audit keeps the count before', async () => {
  for (let i = 0; i < 3; i++) {
    await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'guest@example.com', password: 'wrong-password' });
  }
  const before = (await as('service').get(`/admin/users/${id.guest}`)).body.login;
  expect(before.failed_attempts).toBeGreaterThanOrEqual(3);
  const res = await as('service').post(`/admin/users/${id.guest}/unlock`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ failed_attempts: 0, blocked_until: null });
  expect((await as('service').get(`/admin/users/${id.guest}`)).body.login.failed_attempts).toBe(0);
  expect(await lastAudit()).toMatchObject({
    actor_id: id.service,
    target_user_id: id.guest,
    action: 'user.login_unlocked',
    before: { failed_attempts: before.failed_attempts },
    after: { failed_attempts: 0, blocked_until: null },
  });
});

test('send a reset link and a verification link: mails are queued and audited', async () => {
  const mails = (email: string, kind: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .where('kind', '=', kind)
      .execute();
  const reset = await as('service').post(`/admin/users/${id.demo}/reset-link`);
  expect(reset.body).toEqual({ sent: true });
  expect(await mails('demo@example.com', 'password_reset')).toHaveLength(1);
  expect(await lastAudit()).toMatchObject({ action: 'user.reset_link_sent', target_user_id: id.demo });

  // a verified address gets no link
  expect((await as('service').post(`/admin/users/${id.demo}/verification`)).body).toEqual({ sent: false });
  await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id.new!).execute();
  const before = await t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', 'new@example.com')
    .execute();
  expect((await as('service').post(`/admin/users/${id.new}/verification`)).body).toEqual({ sent: true });
  const after = await t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', 'new@example.com')
    .execute();
  expect(after.length).toBe(before.length + 1);
  expect(await lastAudit()).toMatchObject({
    action: 'user.verification_resent',
    target_user_id: id.new,
    after: { sent: true },
  });
  // the mail shows on the user page (kind and state, no subject)
  const page = (await as('service').get(`/admin/users/${id.new}`)).body;
  expect(page.mails[0]).toEqual({
    id: expect.any(Number),
    kind: expect.any(String),
    state: 'queued',
    created_at: expect.any(String),
    sent_at: null,
  });
});

test("change a membership's end: extended through the chosen day, history and audit with before/after", async () => {
  const page = (await as('service').get(`/admin/users/${id.new}`)).body;
  const membership = page.memberships[0];
  // it ran out yesterday (the job has not marked it yet)
  await t.db
    .updateTable('subscriptions')
    .set({ starts_at: sql<Date>`now() - interval '60 days'`, ends_at: sql<Date>`now() - interval '1 day'` })
    .where('id', '=', membership.id)
    .execute();
  const expired = (await as('service').get(`/admin/users/${id.new}`)).body.memberships[0];
  expect(expired.state).toBe('expired');

  const res = await as('service').put(`/admin/users/${id.new}/membership`, {
    membership_id: membership.id,
    ends_at: '2099-12-31',
    note: 'Kulanz nach Telefonat',
  });
  expect(res.status).toBe(200);
  expect(res.body.memberships[0]).toMatchObject({ id: membership.id, state: 'active' });
  // the whole of 31 December, German time (UTC+1 in winter)
  expect(res.body.memberships[0].ends_at).toBe('2099-12-31T23:00:00.000Z');
  expect(res.body.membership_history[0]).toMatchObject({
    membership_id: membership.id,
    from_state: 'expired',
    to_state: 'active',
    reason: 'changed_by_staff',
    detail: 'Kulanz nach Telefonat',
    actor: 'staff',
  });
  expect(await lastAudit()).toMatchObject({
    actor_id: id.service,
    target_user_id: id.new,
    action: 'membership.changed',
    before: { membership_id: membership.id, state: 'expired', ends_at: expired.ends_at },
    after: { membership_id: membership.id, state: 'active', ends_at: '2099-12-31T23:00:00.000Z' },
  });
  // the member gets in again with the same token
  expect((await as('new').get('/steps')).status).toBe(200);

  const early = await as('service').put(`/admin/users/${id.new}/membership`, {
    membership_id: membership.id,
    ends_at: '2000-01-01',
  });
  expect(early.body.code).toBe('ends_at_before_start');
  // another user's membership is not found under this user
  const other = await as('service').put(`/admin/users/${id.demo}/membership`, {
    membership_id: membership.id,
    ends_at: '2099-12-31',
  });
  expect(other.body.code).toBe('membership_not_found');
  expect(
    (
      await as('marketing').put(`/admin/users/${id.new}/membership`, {
        membership_id: 1,
        ends_at: '2099-01-01',
      })
    ).body.code,
  ).toBe('rest_forbidden');
});
