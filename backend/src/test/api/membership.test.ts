// Membership (issue 11): overview, renewal waiting for payment (Idempotency-Key), staff payment confirmation,
// cancellation inside and after the first week, cancellation without login (§ 312k BGB), expiry and the abo
// guard, and who may see or change which membership.
import { sql } from 'kysely';
import request from 'supertest';
import {
  authed,
  IBAN,
  mailBodies,
  paidBySepa,
  registeredMember,
  type RegisteredMember,
  shiftMembershipBack,
  V1,
} from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

let service: string;
const t = useTestApp();
beforeAll(async () => {
  service = await tokenFor(t.app, 'service@example.com');
}, DB_SETUP_TIMEOUT_MS);

const DAY = 24 * 3600 * 1000;

type Member = RegisteredMember;

/** Registers a paid member (1 month, SEPA) unless another access is given. */
const member = (access: RegisteredMember['body']['access'] = paidBySepa('1m')) => registeredMember(t, access);

const shiftBack = (membershipId: number, days: number) => shiftMembershipBack(t, membershipId, days);

const extend = (m: Member, body: unknown, key?: string) =>
  authed(t.app, m.token).post('membership/extend', body, key ? { 'Idempotency-Key': key } : {});
const EXTEND_1M = { duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } };
/** By SEPA direct debit a renewal waits for its payment (by invoice it runs in its grace period: payments-dunning). */
const EXTEND_SEPA = { ...EXTEND_1M, payment: { type: 'sepa', iban: IBAN, account_owner: 'R. R.' } };
const confirm = (token: string, id: number) =>
  authed(t.app, token).post(`admin/memberships/${id}/confirm-payment`);

async function state(id: number) {
  return t.db
    .selectFrom('subscriptions')
    .select(['status', 'starts_at', 'ends_at', 'refund_cents', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('GET membership', () => {
  it('shows the current membership, its history and what a cancellation now would refund', async () => {
    const m = await member();
    const res = await authed(t.app, m.token).get('membership');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current: { id: m.membershipId, kind: 'private', state: 'active', price_cents: 1990 },
      pending: null,
      can_cancel: true,
      refund_if_cancelled_cents: 1990,
      cancel_ends_immediately: true,
    });
    expect(res.body.history).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await request(t.app).get(`${V1}/membership`)).status).toBe(401);
  });
});

describe('POST membership/cancel', () => {
  it('inside the first week of a paid membership: refunds it, ends it now and mails a confirmation', async () => {
    const m = await member();
    const res = await authed(t.app, m.token).post('membership/cancel', {
      reason: 'too_expensive',
      text: 'Zu teuer.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refund_cents: 1990, ended_immediately: true });
    expect(res.body.membership).toMatchObject({ id: m.membershipId });
    expect(['cancelled', 'expired']).toContain(res.body.membership.state);
    const row = await state(m.membershipId);
    expect(row).toMatchObject({ status: 'cancelled', refund_cents: 1990, cancel_reason: 'too_expensive' });
    expect(row.ends_at!.getTime()).toBeLessThanOrEqual(Date.now());
    const me = await authed(t.app, m.token).get('me');
    expect(me.body.termination).toBe(new Date().toISOString().slice(0, 10));
    expect(me.body.sub.status).toBe('expired');
    const mails = await mailBodies(t, m.email, 'membership_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('19,90');
    const history = (await authed(t.app, m.token).get('membership')).body.history;
    expect(history[0]).toMatchObject({
      from_state: 'active',
      to_state: 'cancelled',
      reason: 'refunded',
      detail: 'too_expensive',
      actor: 'self',
    });
  });

  it('after the first week: no refund, it runs to its end date and keeps access until then', async () => {
    const m = await member(paidBySepa('12m'));
    await shiftBack(m.membershipId, 10);
    const before = await state(m.membershipId);
    // what the confirmation step shows must be what happens
    const overview = (await authed(t.app, m.token).get('membership')).body;
    expect(overview).toMatchObject({ refund_if_cancelled_cents: 0, cancel_ends_immediately: false });
    const res = await authed(t.app, m.token).post('membership/cancel', { reason: 'no_time' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refund_cents: 0, ended_immediately: false });
    expect(res.body.membership.state).toBe('cancelled');
    const after = await state(m.membershipId);
    expect(after.ends_at).toEqual(before.ends_at);
    const me = await authed(t.app, m.token).get('me');
    expect(me.body.sub).toMatchObject({ status: 'active', state: 'cancelled', active: true });
    expect(me.body.termination).toBe(before.ends_at!.toISOString().slice(0, 10));
    expect((await authed(t.app, m.token).get('anamnesis')).status).toBe(200);
    // nothing left to cancel
    const again = await authed(t.app, m.token).post('membership/cancel', { reason: 'no_time' });
    expect([again.status, again.body.code]).toEqual([409, 'membership_not_cancellable']);
    expect((await authed(t.app, m.token).get('membership')).body.can_cancel).toBe(false);
  });

  it('a company membership is not cancelled by the employee', async () => {
    const m = await member({ type: 'company', code: 'DEMO-GMBH' });
    expect((await authed(t.app, m.token).get('membership')).body.can_cancel).toBe(false);
    const res = await authed(t.app, m.token).post('membership/cancel', { reason: 'other' });
    expect([res.status, res.body.code]).toEqual([409, 'membership_not_cancellable']);
  });

  it('validates the reason', async () => {
    const m = await member();
    const res = await authed(t.app, m.token).post('membership/cancel', { reason: 'bored' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['reason']);
  });
});

describe('POST membership/extend and admin confirm-payment', () => {
  it('needs an Idempotency-Key', async () => {
    const m = await member();
    const res = await extend(m, EXTEND_1M);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toHaveProperty(['Idempotency-Key']);
  });

  it('waits for the payment: no access extension before staff confirm it, then it follows without a gap', async () => {
    const m = await member();
    const endsBefore = (await state(m.membershipId)).ends_at!;
    const res = await extend(m, EXTEND_SEPA, 'extend-key-0001');
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({
      kind: 'private',
      state: 'awaiting_payment',
      payment_type: 'sepa',
      price_cents: 1990,
    });
    expect(res.body.membership.starts_at).toBe(endsBefore.toISOString());
    // before the payment: the running membership is unchanged
    let me = await authed(t.app, m.token).get('me');
    expect(me.body.sub.ends_at).toBe(endsBefore.toISOString());
    let overview = (await authed(t.app, m.token).get('membership')).body;
    expect(overview.current.id).toBe(m.membershipId);
    expect(overview.pending).toMatchObject({ id: res.body.membership.id, state: 'awaiting_payment' });
    // a second extension waits for the first
    const second = await extend(m, EXTEND_1M, 'extend-key-0002');
    expect([second.status, second.body.code]).toEqual([409, 'extension_pending']);

    // only staff confirm payments
    expect((await confirm(m.token, res.body.membership.id)).status).toBe(403);
    const confirmed = await confirm(service, res.body.membership.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.membership).toMatchObject({
      state: 'extension',
      starts_at: endsBefore.toISOString(),
    });
    // the staff request's audit row names the membership and its state before and after
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_user_id', 'subject', 'before', 'after'])
      .where('subject', '=', `membership:${res.body.membership.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'membership.payment_confirmed',
      target_user_id: m.userId,
      before: {
        membership_id: res.body.membership.id,
        state: 'awaiting_payment',
        payment_confirmed_at: null,
      },
      after: {
        membership_id: res.body.membership.id,
        state: 'extension',
        starts_at: endsBefore.toISOString(),
      },
    });
    overview = (await authed(t.app, m.token).get('membership')).body;
    expect(overview.pending).toMatchObject({ state: 'extension' });
    expect(overview.history[0]).toMatchObject({
      from_state: 'awaiting_payment',
      to_state: 'extension',
      reason: 'payment_confirmed',
      actor: 'staff',
    });
    const again = await confirm(service, res.body.membership.id);
    expect([again.status, again.body.code]).toEqual([409, 'payment_not_pending']);
    expect((await confirm(service, 999999)).status).toBe(404);

    // once the first month is over the extension is the running membership
    await shiftBack(m.membershipId, 40);
    await shiftBack(res.body.membership.id, 40);
    me = await authed(t.app, m.token).get('me');
    expect(me.body.sub).toMatchObject({ status: 'active', state: 'active' });
    // two calendar months are at least 59 days (February and March), so at least 19 are left on any date
    expect(new Date(me.body.sub.ends_at).getTime()).toBeGreaterThan(Date.now() + 18 * DAY);
  });

  it('answers a retried request with the same key like the first one and creates no second membership', async () => {
    const m = await member();
    const first = await extend(m, EXTEND_1M, 'retry-key-0001');
    const retry = await extend(m, EXTEND_1M, 'retry-key-0001');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const rows = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', m.userId)
      .execute();
    expect(rows).toHaveLength(2);
    const other = await extend(
      m,
      { ...EXTEND_1M, duration: '3m', billing_interval: 'quarterly' },
      'retry-key-0001',
    );
    expect([other.status, other.body.code]).toEqual([409, 'idempotency_key_reused']);
    // keys belong to their user: another member may use the same key
    const n = await member();
    expect((await extend(n, EXTEND_1M, 'retry-key-0001')).status).toBe(201);
  });

  it('a renewal confirmed after the membership ended starts at once and opens the subscriber routes again', async () => {
    const m = await member();
    const pending = await extend(
      m,
      { ...EXTEND_1M, payment: { type: 'sepa', iban: IBAN, account_owner: 'R. R.' } },
      'late-key-0001',
    );
    expect(pending.body.membership.payment).toMatchObject({
      type: 'sepa',
      iban_masked: '**** **** **** **** **30 00',
    });
    await shiftBack(m.membershipId, 40);
    await t.db
      .updateTable('subscriptions')
      .set({
        starts_at: sql<Date>`now() - interval '9 days'`,
        ends_at: sql<Date>`now() + interval '20 days'`,
      })
      .where('id', '=', pending.body.membership.id)
      .execute();
    // expired: the abo guard refuses, the data is kept
    expect((await authed(t.app, m.token).get('anamnesis')).status).toBe(403);
    const confirmed = await confirm(service, pending.body.membership.id);
    expect(confirmed.body.membership.state).toBe('active');
    expect(new Date(confirmed.body.membership.starts_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await authed(t.app, m.token).get('anamnesis')).status).toBe(200);
  });

  it('a cancellation drops a pending renewal (cancelled renewal)', async () => {
    const m = await member(paidBySepa('12m'));
    await shiftBack(m.membershipId, 10);
    const pending = await extend(m, EXTEND_1M, 'drop-key-0001');
    const res = await authed(t.app, m.token).post('membership/cancel', { reason: 'switching' });
    expect(res.status).toBe(200);
    expect((await state(pending.body.membership.id)).status).toBe('cancelled_renewal');
    expect((await state(m.membershipId)).status).toBe('cancelled');
  });
});

describe('expired membership', () => {
  it('loses the subscriber routes (403) and keeps its data', async () => {
    const m = await member();
    await authed(t.app, m.token).post('anamnesis/skip');
    const before = await t.db.selectFrom('anamnesis').select('id').where('user_id', '=', m.userId).execute();
    expect(before).toHaveLength(1);
    await shiftBack(m.membershipId, 40);
    const res = await authed(t.app, m.token).get('anamnesis');
    expect([res.status, res.body.code]).toEqual([403, 'rest_forbidden_membership']);
    const me = await authed(t.app, m.token).get('me');
    expect(me.status).toBe(200);
    expect(me.body.sub).toMatchObject({ status: 'expired', state: 'expired', active: false });
    expect((await authed(t.app, m.token).get('membership')).body.current.state).toBe('expired');
    expect(await t.db.selectFrom('anamnesis').select('id').where('user_id', '=', m.userId).execute()).toEqual(
      before,
    );
  });
});

describe('POST membership/cancel-without-login and …/confirm (issue 32: confirmed by a mailed link)', () => {
  const cancelWithoutLogin = (body: object) =>
    request(t.app).post(`${V1}/membership/cancel-without-login`).send(body);
  const confirmLink = (body: object) =>
    request(t.app).post(`${V1}/membership/cancel-without-login/confirm`).send(body);
  const REQUESTED = 'membership_cancellation_requested';

  /** The key of the newest confirmation link mailed to `email`. */
  async function linkKey(email: string): Promise<string> {
    const body = (await mailBodies(t, email, REQUESTED)).pop();
    const match = body && /\/termination\?key=([\w%-]+)/.exec(body);
    if (!match?.[1]) throw new Error(`no confirmation link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  }

  const byBirthdate = (m: Member) => ({
    email: m.email,
    first_name: 'Rita',
    last_name: 'Register',
    birthdate: '1988-03-04',
  });

  it('a match mails the receipt with a link; the membership ends only when the link is followed', async () => {
    const m = await member(paidBySepa('12m'));
    await shiftBack(m.membershipId, 10);
    const reference = (await authed(t.app, m.token).get('membership')).body.current.contract_reference;
    const res = await cancelWithoutLogin({
      email: m.email.toUpperCase(),
      first_name: 'rita',
      last_name: 'Register ',
      contract_reference: reference.toLowerCase(),
      reason: 'health',
    });
    expect([res.status, res.body]).toEqual([202, { received: true }]);
    // received and confirmed at once by mail (§ 312k), but nothing has ended
    expect((await state(m.membershipId)).status).toBe('active');
    const receipt = (await mailBodies(t, m.email, REQUESTED))[0]!;
    expect(receipt).toMatch(/eingegangen/);
    expect(await mailBodies(t, m.email, 'membership_cancelled')).toHaveLength(0);

    const key = await linkKey(m.email);
    const done = await confirmLink({ key });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      membership: { id: m.membershipId, state: 'cancelled' },
      refund_cents: 0,
      ended_immediately: false,
    });
    const mails = await mailBodies(t, m.email, 'membership_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(reference);
    const history = (await authed(t.app, m.token).get('membership')).body.history;
    expect(history[0]).toMatchObject({
      to_state: 'cancelled',
      reason: 'cancelled_without_login',
      detail: 'health',
    });
    // a link works once
    const again = await confirmLink({ key });
    expect([again.status, again.body.code]).toEqual([400, 'cancellation_link_invalid']);
  });

  it('refuses wrong contract data with the identical answer, mails nothing and changes nothing', async () => {
    const m = await member(paidBySepa('12m'));
    const reference = (await authed(t.app, m.token).get('membership')).body.current.contract_reference;
    const wrong = [
      { email: m.email, first_name: 'Rita', last_name: 'Register', birthdate: '1990-01-01' },
      { email: m.email, first_name: 'Rita', last_name: 'Falsch', contract_reference: reference },
      { email: m.email, first_name: 'Rita', last_name: 'Register', contract_reference: 'OF-0000000000' },
      { email: 'nobody@example.org', first_name: 'Rita', last_name: 'Register', birthdate: '1988-03-04' },
    ];
    for (const body of wrong) {
      const res = await cancelWithoutLogin(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 202,
        answer: { received: true },
      });
    }
    expect((await state(m.membershipId)).status).toBe('active');
    expect(await mailBodies(t, m.email, REQUESTED)).toHaveLength(0);
    expect(await mailBodies(t, 'nobody@example.org', REQUESTED)).toHaveLength(0);
    // the birthdate is contract data too
    const ok = await cancelWithoutLogin(byBirthdate(m));
    expect([ok.status, ok.body]).toEqual([202, { received: true }]);
    expect(await mailBodies(t, m.email, REQUESTED)).toHaveLength(1);
    expect((await state(m.membershipId)).status).toBe('active');
  });

  it('nothing to cancel, or three links this hour: the same answer and no mail', async () => {
    const m = await member(paidBySepa('12m'));
    for (let i = 0; i < 5; i++) {
      expect((await cancelWithoutLogin(byBirthdate(m))).body).toEqual({ received: true });
    }
    expect(await mailBodies(t, m.email, REQUESTED)).toHaveLength(3);
    // any of the links sent works; the others end with it
    expect((await confirmLink({ key: await linkKey(m.email) })).status).toBe(200);
    const open = await t.db
      .selectFrom('cancellation_requests')
      .select('id')
      .where('user_id', '=', m.userId)
      .where('used_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    // cancelled now: a further form is answered the same and mails nothing
    await t.db.deleteFrom('cancellation_requests').where('user_id', '=', m.userId).execute();
    expect((await cancelWithoutLogin(byBirthdate(m))).body).toEqual({ received: true });
    expect(await mailBodies(t, m.email, REQUESTED)).toHaveLength(3);
  });

  it('the first-week rule follows the moment the form was received, not the click on the link', async () => {
    const m = await member(paidBySepa('1m'));
    await shiftBack(m.membershipId, 8);
    await cancelWithoutLogin(byBirthdate(m));
    // received on day 5 of the membership, confirmed on day 8
    await t.db
      .updateTable('cancellation_requests')
      .set({ created_at: sql<Date>`now() - interval '3 days'` })
      .where('user_id', '=', m.userId)
      .execute();
    const done = await confirmLink({ key: await linkKey(m.email) });
    expect([done.status, done.body.ended_immediately]).toEqual([200, true]);
  });

  it('a link ends with an e-mail change, with its expiry, and is refused if unknown or malformed', async () => {
    const m = await member(paidBySepa('12m'));
    await cancelWithoutLogin(byBirthdate(m));
    const key = await linkKey(m.email);
    await t.db
      .updateTable('users')
      .set({ email: `changed.${m.email}` })
      .where('id', '=', m.userId)
      .execute();
    expect((await confirmLink({ key })).body.code).toBe('cancellation_link_invalid');
    await t.db.updateTable('users').set({ email: m.email }).where('id', '=', m.userId).execute();

    await cancelWithoutLogin(byBirthdate(m));
    await t.db
      .updateTable('cancellation_requests')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', m.userId)
      .execute();
    expect((await confirmLink({ key: await linkKey(m.email) })).body.code).toBe('cancellation_link_invalid');
    expect((await confirmLink({ key: 'no-such-key' })).body.code).toBe('cancellation_link_invalid');
    for (const body of [{}, { key: '' }, { key: 42 }, { key: 'x'.repeat(201) }, { key: 'k', extra: 1 }]) {
      const res = await confirmLink(body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([
        JSON.stringify(body),
        400,
        'rest_invalid_param',
      ]);
    }
    expect((await state(m.membershipId)).status).toBe('active');
  });

  it('needs at least one piece of contract data', async () => {
    const res = await cancelWithoutLogin({ email: 'a@example.org', first_name: 'A', last_name: 'B' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['contract_reference']);
  });
});

describe('authorisation', () => {
  it('one member neither sees nor cancels another one’s membership', async () => {
    const a = await member(paidBySepa('12m'));
    const b = await member(paidBySepa('12m'));
    const seenByB = (await authed(t.app, b.token).get('membership')).body;
    expect(seenByB.current.id).toBe(b.membershipId);
    expect(JSON.stringify(seenByB)).not.toContain(`"id":${a.membershipId},`);
    await authed(t.app, b.token).post('membership/cancel', { reason: 'other' });
    expect((await state(a.membershipId)).status).toBe('active');
    expect((await state(b.membershipId)).status).toBe('cancelled');
  });

  it('only staff list trial requests and confirm payments', async () => {
    const m = await member();
    const admin = await tokenFor(t.app, 'admin@example.com');
    const pending = await extend(m, EXTEND_1M, 'auth-key-0001');
    expect((await confirm(m.token, pending.body.membership.id)).status).toBe(403);
    expect(
      (await confirm(await tokenFor(t.app, 'marketing@example.com'), pending.body.membership.id)).status,
    ).toBe(403);
    expect((await confirm(admin, pending.body.membership.id)).status).toBe(200);
    expect((await authed(t.app, m.token).get('admin/trial-requests')).status).toBe(403);
  });
});
