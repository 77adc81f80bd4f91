// Refunds of memberships (issue 11, spec §9 "refund if cancelled within the first week"): a paid membership
// cancelled inside its first week, or a paid renewal cancelled before it starts, gets a refund record through
// its payment provider (manual providers: pending for staff), once per membership; staff see it on the
// membership and in the refund queue and confirm the payout.
import request from 'supertest';
import { refundPayment } from '../../modules/membership';
import {
  authed,
  mailBodies,
  paidBySepa,
  registeredMember,
  type RegisteredMember,
  shiftMembershipBack,
  V1,
} from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

let staff: ReturnType<typeof authed>;
const t = useTestApp();
beforeAll(async () => {
  staff = authed(t.app, await tokenFor(t.app, 'service@example.com'));
}, DB_SETUP_TIMEOUT_MS);

type Member = RegisteredMember;

/** A paid member (SEPA) registered now. */
const member = (duration: '1m' | '12m' = '1m') => registeredMember(t, paidBySepa(duration));

const shiftBack = (membershipId: number, days: number) => shiftMembershipBack(t, membershipId, days);

const refundRows = (userId: number) =>
  t.db.selectFrom('membership_refunds').selectAll().where('user_id', '=', userId).execute();

const cancel = (m: Member) => authed(t.app, m.token).post('membership/cancel', { reason: 'too_expensive' });

describe('cancelled inside the first week', () => {
  it('records a pending refund of the paid amount, shown to staff on the membership and in the queue', async () => {
    const m = await member();
    const res = await cancel(m);
    expect(res.status).toBe(200);
    expect(res.body.refund_cents).toBe(1990);

    const detail = await staff.get(`admin/memberships/${m.membershipId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.membership).toMatchObject({ id: m.membershipId, state: expect.any(String) });
    expect(detail.body.user).toMatchObject({ id: m.userId, email: m.email });
    expect(detail.body.history[0]).toMatchObject({ to_state: 'cancelled', reason: 'refunded' });
    expect(detail.body.refunds).toEqual([
      {
        id: expect.any(Number),
        membership_id: m.membershipId,
        user_id: m.userId,
        amount_cents: 1990,
        reason: 'cancelled_in_first_week',
        payment_type: 'sepa',
        mandate_reference: expect.stringMatching(/^OFM-/),
        iban_masked: expect.stringMatching(/\*{4} .*30 00$/),
        state: 'pending',
        created_at: expect.any(String),
        refunded_at: null,
      },
    ]);
    const refundId = detail.body.refunds[0].id as number;
    const queue = await staff.get('admin/refunds?state=pending');
    expect(queue.body.refunds.map((r: { id: number }) => r.id)).toContain(refundId);

    // staff pay it out and confirm once
    const done = await staff.post(`admin/refunds/${refundId}/confirm`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: refundId, state: 'refunded', refunded_at: expect.any(String) });
    expect((await staff.post(`admin/refunds/${refundId}/confirm`)).body.code).toBe('refund_not_pending');
    expect((await staff.post('admin/refunds/999999/confirm')).status).toBe(404);
    const pending = (await staff.get('admin/refunds?state=pending')).body.refunds;
    expect(pending.map((r: { id: number }) => r.id)).not.toContain(refundId);
    expect((await staff.get('admin/refunds?state=open')).status).toBe(400);
  });

  it('a repeated cancellation (logged in or without login) records no second refund', async () => {
    const m = await member();
    expect((await cancel(m)).status).toBe(200);
    expect((await cancel(m)).status).toBe(409);
    const without = await request(t.app).post(`${V1}/membership/cancel-without-login`).send({
      email: m.email,
      first_name: m.body.first_name,
      last_name: m.body.last_name,
      birthdate: m.body.birthdate,
    });
    expect(without.status).toBe(202);
    expect(await refundRows(m.userId)).toHaveLength(1);
  });

  it('the provider records one refund per membership even when asked twice', async () => {
    const m = await member();
    const request = {
      subscriptionId: m.membershipId,
      userId: m.userId,
      amountCents: 1990,
      reason: 'cancelled_in_first_week' as const,
      sepaMandateId: null,
    };
    const first = await refundPayment(t.db, 'invoice', request);
    const second = await refundPayment(t.db, 'invoice', { ...request, amountCents: 500 });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ state: 'pending', amountCents: 1990 });
    expect(await refundRows(m.userId)).toHaveLength(1);
  });
});

describe('cancelled after the first week', () => {
  it('records no refund', async () => {
    const m = await member('12m');
    await shiftBack(m.membershipId, 10);
    const res = await cancel(m);
    expect(res.body.refund_cents).toBe(0);
    expect(await refundRows(m.userId)).toEqual([]);
    expect((await staff.get(`admin/memberships/${m.membershipId}`)).body.refunds).toEqual([]);
  });
});

describe('a renewal cancelled before it starts', () => {
  const EXTEND = { duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } };

  it('paid (confirmed by staff): its price is refunded; the running membership is not', async () => {
    const m = await member('12m');
    await shiftBack(m.membershipId, 10);
    const ext = await authed(t.app, m.token).post('membership/extend', EXTEND, {
      'Idempotency-Key': `refund-ext-${m.userId}`,
    });
    expect(ext.status).toBe(201);
    const extId = ext.body.membership.id as number;
    expect((await staff.post(`admin/memberships/${extId}/confirm-payment`)).body.membership.state).toBe(
      'extension',
    );
    expect((await authed(t.app, m.token).get('membership')).body.refund_if_cancelled_cents).toBe(1990);

    const res = await cancel(m);
    expect(res.status).toBe(200);
    expect(res.body.refund_cents).toBe(1990);
    const rows = await refundRows(m.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscription_id: extId,
      amount_cents: 1990,
      reason: 'cancelled_before_start',
      payment_type: 'invoice',
      sepa_mandate_id: null,
      state: 'pending',
    });
    const [mail] = await mailBodies(t, m.email, 'membership_cancelled');
    expect(mail).toContain('Da Sie die bereits bezahlte Verlängerung vor ihrem Beginn gekündigt haben');
    expect(mail).toContain('19,90');
    expect(mail).not.toContain('innerhalb der ersten Woche');
    const detail = (await staff.get(`admin/memberships/${extId}`)).body;
    expect(detail.membership.state).toBe('cancelled_renewal');
    expect(detail.refunds).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ to_state: 'cancelled_renewal', reason: 'refunded' });
  });

  it('still awaiting its payment: nothing was paid, nothing is refunded', async () => {
    const m = await member('12m');
    await shiftBack(m.membershipId, 10);
    await authed(t.app, m.token).post('membership/extend', EXTEND, {
      'Idempotency-Key': `refund-await-${m.userId}`,
    });
    const res = await cancel(m);
    expect(res.body.refund_cents).toBe(0);
    expect(await refundRows(m.userId)).toEqual([]);
  });
});

it('members cannot see memberships or refunds of staff endpoints', async () => {
  const m = await member();
  expect((await authed(t.app, m.token).get(`admin/memberships/${m.membershipId}`)).status).toBe(403);
  expect((await authed(t.app, m.token).get('admin/refunds')).status).toBe(403);
  expect((await staff.get('admin/memberships/999999')).body.code).toBe('membership_not_found');
});
