// Issue 36: staff create membership vouchers (until now only seed rows existed) and switch single ones off; the
// list shows who made a voucher. A disabled voucher is refused like an unknown one (it tells a guesser nothing).
import { type Kysely, sql } from 'kysely';

const UP = [
  `alter table vouchers add column disabled_at timestamptz`,
  `alter table vouchers add column created_by integer references users (id) on delete set null`,
  `create index vouchers_created_at_idx on vouchers (created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index vouchers_created_at_idx').execute(db);
  await sql.raw('alter table vouchers drop column created_by').execute(db);
  await sql.raw('alter table vouchers drop column disabled_at').execute(db);
}
