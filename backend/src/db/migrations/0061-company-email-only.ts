// Issue 36 / spec §5 "must be the company address for some uses": a company may admit only e-mail addresses on its
// own domains to its access codes (registration and a code redeemed while signed in). Off for every company so far.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table companies add column company_email_only boolean not null default false')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table companies drop column company_email_only').execute(db);
}
