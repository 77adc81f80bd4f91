// Issue 36 (the last part of payments): a membership paid by invoice is active for a grace period and has a due
// date; the daily dunning job writes one row per invoice and step (reminder_1, reminder_2, paused), so each step
// runs once however often the job runs. The invoice is the membership row (its contract reference is quoted on
// the transfer), so a step names the subscription.
import { type Kysely, sql } from 'kysely';

const UP = [
  `alter table subscriptions add column invoice_due_at timestamptz`,
  `alter table subscriptions add column invoice_paid_at timestamptz`,
  // the job's and the admin list's question: open invoices by due date
  `create index subscriptions_open_invoice_idx on subscriptions (invoice_due_at)
    where invoice_due_at is not null and invoice_paid_at is null`,
  `create table invoice_dunning (
    subscription_id integer not null references subscriptions (id) on delete cascade,
    step text not null check (step in ('reminder_1', 'reminder_2', 'paused')),
    at timestamptz not null,
    status_before text,
    primary key (subscription_id, step)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table invoice_dunning').execute(db);
  await sql.raw('drop index if exists subscriptions_open_invoice_idx').execute(db);
  await sql.raw('alter table subscriptions drop column invoice_paid_at').execute(db);
  await sql.raw('alter table subscriptions drop column invoice_due_at').execute(db);
}
