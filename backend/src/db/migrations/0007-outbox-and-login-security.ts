// Issue 9: outbox bodies sealed (AES-256-GCM, by the app) and dropped once delivered, a per-user token version
// that a password reset raises, and login counters with growing delays instead of a fixed lock-out.
import { type Kysely, sql } from 'kysely';

const STATEMENTS = [
  `alter table mail_outbox add column state text not null default 'queued'
    check (state in ('queued', 'sent', 'failed'))`,
  `alter table mail_outbox add column attempts integer not null default 0 check (attempts >= 0)`,
  `alter table mail_outbox alter column body drop not null`,
  // bodies written before this migration are in clear (reset links among them): drop them all; the unsent ones
  // are marked failed instead of being delivered late (without SMTP_URL they had piled up for good)
  `update mail_outbox set state = case when sent_at is null then 'failed' else 'sent' end, body = null`,
  // only a mail still waiting for delivery keeps its (sealed) body
  `alter table mail_outbox add constraint mail_outbox_body_dropped check (state = 'queued' or body is null)`,
  `drop index if exists mail_outbox_unsent_idx`,
  `create index mail_outbox_queued_idx on mail_outbox (created_at, id) where state = 'queued'`,

  `alter table users add column token_version integer not null default 0 check (token_version >= 0)`,

  // the old counters (one per account, fixed window) have another key format: start afresh
  `delete from login_attempts`,
  `drop index if exists login_attempts_window_start_idx`,
  `alter table login_attempts rename column window_start to last_failure_at`,
  `alter table login_attempts add column blocked_until timestamptz`,
  `create index login_attempts_last_failure_at_idx on login_attempts (last_failure_at)`,
];

/** Applies the changes above. One statement per call (PGlite). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

/** Reverts up(); dropped bodies stay empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index if exists login_attempts_last_failure_at_idx',
    'alter table login_attempts drop column blocked_until',
    'alter table login_attempts rename column last_failure_at to window_start',
    'create index login_attempts_window_start_idx on login_attempts (window_start)',
    'alter table users drop column token_version',
    'drop index if exists mail_outbox_queued_idx',
    'create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null',
    'alter table mail_outbox drop constraint mail_outbox_body_dropped',
    `update mail_outbox set body = '' where body is null`,
    'alter table mail_outbox alter column body set not null',
    'alter table mail_outbox drop column attempts',
    'alter table mail_outbox drop column state',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
