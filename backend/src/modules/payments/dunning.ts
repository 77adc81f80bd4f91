// Dunning of unpaid invoices (issue 36), a daily job: after the due date a first reminder, after the configured
// interval a second one, after another interval the membership pauses (status awaiting_payment, the state of a
// membership waiting for its payment; DECISIONS "Invoices: grace period and dunning"). Each step is a row of
// invoice_dunning, claimed before its mail is queued, so a step happens once however often the job runs; each
// step writes its audit entry. Paying later (staff confirmation, bank statement) lets it run again
// (membership/confirm-payment).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type DunningStep, type Lang, toLang } from '../../shared/domain';
import type { Outbox } from '../contact';
import type { JobDefinition } from '../jobs';
import { paymentsConfig } from './config';
import { dunningMail } from './dunning-mail';

type Db = Kysely<Database>;

export const DUNNING_JOB = 'payments.dunning';
/** Who the audit log names for a step the job took (no person did it). */
const SYSTEM_ACTOR = 'officefit (dunning)';
/** Memberships still dunned: running, booked or cancelled to its end; a paused one waits for the payment. */
const DUNNED_STATES = ['active', 'extension', 'cancelled'] as const;

interface OpenInvoice {
  id: number;
  user_id: number;
  status: string;
  price_cents: number | null;
  contract_reference: string;
  invoice_due_at: Date;
  email: string;
  first_name: string;
  lang: string;
  reminder_1: Date | null;
  reminder_2: Date | null;
}

const stepAt = (step: DunningStep) =>
  sql<Date | null>`(select d.at from invoice_dunning d where d.subscription_id = s.id and d.step = ${step})`;

/** Invoices due by `now`, unpaid, whose membership is not paused, with their reminders so far. */
function overdue(db: Db, now: Date): Promise<OpenInvoice[]> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.status',
      's.price_cents',
      's.contract_reference',
      sql<Date>`s.invoice_due_at`.as('invoice_due_at'),
      'u.email',
      'u.first_name',
      'u.lang',
      stepAt('reminder_1').as('reminder_1'),
      stepAt('reminder_2').as('reminder_2'),
    ])
    .where('s.payment_type', '=', 'invoice')
    .where('s.invoice_paid_at', 'is', null)
    .where('s.invoice_due_at', '<=', now)
    .where('s.status', 'in', DUNNED_STATES)
    .orderBy('s.id')
    .execute();
}

/** The step due now: reminder 1 after the due date, each further one an interval after the one before. */
export function nextStep(invoice: OpenInvoice, now: Date, intervalDays: number): DunningStep | null {
  const waited = (since: Date) => now.getTime() - since.getTime() >= intervalDays * 86_400_000;
  if (!invoice.reminder_1) return 'reminder_1';
  if (!invoice.reminder_2) return waited(invoice.reminder_1) ? 'reminder_2' : null;
  return waited(invoice.reminder_2) ? 'paused' : null;
}

/** Claims the step (once per invoice and step), pauses if it is the pause, queues the mail and audits it. */
async function takeStep(db: Db, outbox: Outbox, invoice: OpenInvoice, step: DunningStep, now: Date) {
  return db.transaction().execute(async (tx) => {
    // paid meanwhile (staff, statement import): nothing to dun
    const fresh = await tx
      .selectFrom('subscriptions')
      .select(['status', 'invoice_paid_at'])
      .where('id', '=', invoice.id)
      .forUpdate()
      .executeTakeFirst();
    if (!fresh || fresh.invoice_paid_at || fresh.status !== invoice.status) return false;
    const claimed = await tx
      .insertInto('invoice_dunning')
      .values({
        subscription_id: invoice.id,
        step,
        at: now,
        status_before: step === 'paused' ? invoice.status : null,
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'step']).doNothing())
      .returning('step')
      .executeTakeFirst();
    if (!claimed) return false;
    if (step === 'paused') await pause(tx, invoice);
    const lang: Lang = toLang(invoice.lang);
    const mail = dunningMail(lang, {
      firstName: invoice.first_name || invoice.email,
      contractReference: invoice.contract_reference,
      amountCents: invoice.price_cents ?? 0,
      dueAt: invoice.invoice_due_at,
      ...(step === 'paused' ? {} : { reminder: step === 'reminder_1' ? 1 : 2 }),
    });
    const kind = step === 'paused' ? 'membership_paused' : 'invoice_reminder';
    await outbox.queue(tx, { kind, recipient: invoice.email, lang, ...mail });
    await tx
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_name: SYSTEM_ACTOR,
        target_user_id: invoice.user_id,
        action: `invoice.${step}`,
        subject: `membership:${invoice.id}`,
        before: null,
        after: JSON.stringify({ step, due_at: invoice.invoice_due_at.toISOString() }),
      })
      .execute();
    return true;
  });
}

async function pause(tx: Db, invoice: OpenInvoice): Promise<void> {
  await tx
    .updateTable('subscriptions')
    .set({ status: 'awaiting_payment' })
    .where('id', '=', invoice.id)
    .execute();
  await tx
    .insertInto('membership_history')
    .values({
      subscription_id: invoice.id,
      user_id: invoice.user_id,
      from_state: invoice.status as (typeof DUNNED_STATES)[number],
      to_state: 'awaiting_payment',
      reason: 'invoice_unpaid',
      detail: null,
      actor: 'system',
      actor_id: null,
    })
    .execute();
}

export type DunningRun = Record<DunningStep, number>;

/** One run: every overdue invoice takes the step due now (at most one per run). */
export async function runDunning(
  db: Db,
  outbox: Outbox,
  now: Date,
  intervalDays: number,
): Promise<DunningRun> {
  const done: DunningRun = { reminder_1: 0, reminder_2: 0, paused: 0 };
  for (const invoice of await overdue(db, now)) {
    const step = nextStep(invoice, now, intervalDays);
    if (step && (await takeStep(db, outbox, invoice, step, now))) done[step] += 1;
  }
  return done;
}

export function dunningJob(db: Db, outbox: Outbox): JobDefinition<unknown, DunningRun> {
  return {
    name: DUNNING_JOB,
    everySeconds: 24 * 3600,
    run: ({ now }) => runDunning(db, outbox, now, paymentsConfig().dunning_interval_days),
  };
}
