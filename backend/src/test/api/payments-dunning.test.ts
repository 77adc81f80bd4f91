// Invoices with a grace period and dunning (issue 36): a membership paid by invoice runs at once and is due after
// the configured grace period; the daily job (run here by the job runner on the test clock, set relative to the
// due date so the test holds on any date) sends reminder 1, reminder 2 and then pauses the membership, each step
// once however often it runs; paying (staff, or the bank statement) stops the dunning and reactivates a paused
// membership. The open invoices are listed for staff only.
import request from 'supertest';
import { createJobs, type Jobs } from '../../modules/jobs';
import { createOutbox } from '../../modules/contact';
import { DUNNING_JOB, dunningJob, paymentsConfig } from '../../modules/payments';
import { authed, mailBodies, register, registrationBody, V1 } from '../account-fixtures';
import { camt053 } from '../camt-fixture';
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let runner: Jobs;
let staff: ReturnType<typeof authed>;

const t = useClockedTestApp('2026-12-01T09:00:00.000Z');
beforeAll(async () => {
  runner = createJobs(t.db, {
    clock: () => t.now(),
    worker: 'test',
    logger: { info() {}, error: console.error },
  });
  runner.define(dunningJob(t.db, createOutbox(t.jwtSecret)));
  staff = authed(t.app, await tokenFor(t.app, 'service@example.com'));
}, DB_SETUP_TIMEOUT_MS);

interface InvoiceMember {
  email: string;
  token: string;
  id: number;
  contractReference: string;
  dueAt: Date;
}

async function invoiceMember(lang: 'de' | 'en' = 'de'): Promise<InvoiceMember> {
  const body = registrationBody(
    { type: 'paid', duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } },
    { lang },
  );
  const res = await register(t.app, body);
  expect(res.status).toBe(201);
  const m = res.body.membership as {
    id: number;
    state: string;
    starts_at: string;
    contract_reference: string;
    invoice_due_at: string;
  };
  // active at once, due after the grace period of the payment settings
  expect(m.state).toBe('active');
  const dueAt = new Date(m.invoice_due_at);
  expect(dueAt.getTime() - new Date(m.starts_at).getTime()).toBe(paymentsConfig().invoice_grace_days * DAY);
  return {
    email: body.email,
    token: res.body.token as string,
    id: m.id,
    contractReference: m.contract_reference,
    dueAt,
  };
}

const steps = async (id: number) =>
  (
    await t.db
      .selectFrom('invoice_dunning')
      .select('step')
      .where('subscription_id', '=', id)
      .orderBy('at')
      .execute()
  ).map((r) => r.step);
const statusOf = async (id: number) =>
  (await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
/** Runs the daily job twice at the instant: the second run must change nothing. */
async function runTwiceAt(at: Date) {
  t.setNow(at);
  await runner.runNow(DUNNING_JOB);
  await runner.runNow(DUNNING_JOB);
}
const interval = () => paymentsConfig().dunning_interval_days * DAY;

describe('a membership paid by invoice', () => {
  it('runs during the grace period and, paid in time, gets no reminder', async () => {
    const m = await invoiceMember();
    const me = (await authed(t.app, m.token).get('me')).body;
    expect(me.sub).toMatchObject({ status: 'active' });
    await runTwiceAt(new Date(m.dueAt.getTime() - HOUR));
    expect(await steps(m.id)).toEqual([]);

    expect((await staff.post(`admin/memberships/${m.id}/confirm-payment`)).status).toBe(200);
    const overview = (await authed(t.app, m.token).get('membership')).body;
    expect(overview.current).toMatchObject({ id: m.id, state: 'active', invoice_due_at: null });
    await runTwiceAt(new Date(m.dueAt.getTime() + 3 * interval()));
    expect(await steps(m.id)).toEqual([]);
    expect(await mailBodies(t, m.email, 'invoice_reminder')).toEqual([]);
    expect(await statusOf(m.id)).toBe('active');
  });

  it('unpaid: reminder 1, reminder 2, then paused, each once; paying reactivates it', async () => {
    const m = await invoiceMember('en');
    await runTwiceAt(new Date(m.dueAt.getTime() + HOUR));
    expect(await steps(m.id)).toEqual(['reminder_1']);
    const [first] = await mailBodies(t, m.email, 'invoice_reminder');
    expect(first).toContain(m.contractReference);
    expect(first).toContain('was due on');

    // not yet a whole interval after the first reminder
    await runTwiceAt(new Date(m.dueAt.getTime() + interval()));
    expect(await steps(m.id)).toEqual(['reminder_1']);
    await runTwiceAt(new Date(m.dueAt.getTime() + HOUR + interval()));
    expect(await steps(m.id)).toEqual(['reminder_1', 'reminder_2']);
    expect(await mailBodies(t, m.email, 'invoice_reminder')).toHaveLength(2);
    expect(await statusOf(m.id)).toBe('active');

    await runTwiceAt(new Date(m.dueAt.getTime() + HOUR + 2 * interval()));
    expect(await steps(m.id)).toEqual(['reminder_1', 'reminder_2', 'paused']);
    expect(await statusOf(m.id)).toBe('awaiting_payment');
    const paused = await mailBodies(t, m.email, 'membership_paused');
    expect(paused).toHaveLength(1);
    expect(paused[0]).toContain('paused');
    expect((await authed(t.app, m.token).get('me')).body.sub).toMatchObject({ status: 'pending' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_user_id'])
      .where('subject', '=', `membership:${m.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'invoice.reminder_1',
      'invoice.reminder_2',
      'invoice.paused',
    ]);
    expect(audit.every((a) => a.actor_id === null)).toBe(true);

    // staff list it with its step, then confirm the payment: it runs again with its own dates
    const listed = (await staff.get('admin/payments/invoices')).body.invoices as { membership_id: number }[];
    expect(listed.find((i) => i.membership_id === m.id)).toMatchObject({
      contract_reference: m.contractReference,
      due_at: m.dueAt.toISOString(),
      dunning_step: 'paused',
      state: 'awaiting_payment',
      amount_cents: 1990,
    });
    const confirmed = await staff.post(`admin/memberships/${m.id}/confirm-payment`);
    expect(confirmed.status).toBe(200);
    expect(await statusOf(m.id)).toBe('active');
    expect((await authed(t.app, m.token).get('me')).body.sub).toMatchObject({ status: 'active' });
    const after = (await staff.get('admin/payments/invoices')).body.invoices as { membership_id: number }[];
    expect(after.some((i) => i.membership_id === m.id)).toBe(false);
    await runTwiceAt(new Date(m.dueAt.getTime() + 5 * interval()));
    expect(await steps(m.id)).toHaveLength(3);
  });

  it('paused, then paid by bank transfer (statement import): runs again', async () => {
    const m = await invoiceMember();
    for (let step = 0; step < 3; step++) {
      await runTwiceAt(new Date(m.dueAt.getTime() + HOUR + step * (interval() + HOUR)));
    }
    expect(await steps(m.id)).toEqual(['reminder_1', 'reminder_2', 'paused']);
    const [reminder] = await mailBodies(t, m.email, 'invoice_reminder');
    expect(reminder).toContain('Zahlung noch nicht erhalten');
    const xml = camt053(`STMT-DUN-${m.id}`, [
      { amount: '19.90', remittance: `Rechnung ${m.contractReference}` },
    ]);
    const imported = await request(t.app)
      .post(`${V1}/admin/payments/bank-statements`)
      .set('Authorization', `Bearer ${await tokenFor(t.app, 'service@example.com')}`)
      .attach('file', Buffer.from(xml, 'utf8'), {
        filename: 'statement.xml',
        contentType: 'application/xml',
      });
    expect(imported.status).toBe(200);
    expect(imported.body.paid).toEqual([m.id]);
    expect(await statusOf(m.id)).toBe('active');
  });

  it('cancelled in its first week, unpaid: the invoice is void, so it is neither refunded nor dunned', async () => {
    const m = await invoiceMember();
    const cancelled = await authed(t.app, m.token).post('membership/cancel', { reason: 'switching' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund_cents).toBe(0);
    await runTwiceAt(new Date(m.dueAt.getTime() + HOUR));
    expect(await steps(m.id)).toEqual([]);
    const listed = (await staff.get('admin/payments/invoices')).body.invoices as { membership_id: number }[];
    expect(listed.some((i) => i.membership_id === m.id)).toBe(false);
  });

  it('an extension by invoice follows the running membership and is due after the grace period from its start', async () => {
    const m = await invoiceMember();
    const ext = await authed(t.app, m.token).post(
      'membership/extend',
      { duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } },
      { 'Idempotency-Key': `dun-ext-${m.id}` },
    );
    expect(ext.status).toBe(201);
    const running = (await authed(t.app, m.token).get('membership')).body.current as { ends_at: string };
    expect(ext.body.membership).toMatchObject({ state: 'extension', starts_at: running.ends_at });
    expect(new Date(ext.body.membership.invoice_due_at as string).getTime()).toBe(
      new Date(running.ends_at).getTime() + paymentsConfig().invoice_grace_days * DAY,
    );
  });
});

describe('GET admin/payments/invoices', () => {
  it('is for staff with payments.confirm only', async () => {
    expect((await request(t.app).get(`${V1}/admin/payments/invoices`)).status).toBe(401);
    const m = await invoiceMember();
    expect((await authed(t.app, m.token).get('admin/payments/invoices')).status).toBe(403);
    const marketing = authed(t.app, await tokenFor(t.app, 'marketing@example.com'));
    expect((await marketing.get('admin/payments/invoices')).status).toBe(403);
    const res = await staff.get('admin/payments/invoices');
    expect(res.status).toBe(200);
    expect(res.body.invoices.find((i: { membership_id: number }) => i.membership_id === m.id)).toMatchObject({
      dunning_step: null,
      state: 'active',
      email: m.email,
    });
    expect((await staff.get('admin/payments/invoices?page=2')).status).toBe(400);
  });
});
