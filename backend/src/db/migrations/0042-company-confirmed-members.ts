// Issue 32: the owner report's floor of 5 was beaten by 4 sock accounts registered with the company's access code.
// The report counts only members the company confirmed: a verified e-mail address on one of the company's domains
// (companies.email_domains, set by staff), or an approval by the owner or staff (users.company_confirmed_at/_by).
// Members who were in a company before this rule were accepted under the old one and stay counted.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column email_domains text[] not null default '{}'`.execute(db);
  await sql`alter table users add column company_confirmed_at timestamptz`.execute(db);
  await sql`alter table users add column company_confirmed_by integer references users (id) on delete set null`.execute(
    db,
  );
  await sql`update users set company_confirmed_at = now() where company_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column company_confirmed_by`.execute(db);
  await sql`alter table users drop column company_confirmed_at`.execute(db);
  await sql`alter table companies drop column email_domains`.execute(db);
}
