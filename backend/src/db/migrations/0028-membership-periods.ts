// Issue 31 §3: the periods of one user's memberships never overlap, held by the database and not only by the
// services (a staff change of an end date once left a paid extension inside the moved period). An exclusion
// constraint over the half-open range [starts_at, ends_at) (null ends_at: open-ended), so consecutive periods
// (one ends when the next starts) pass. It covers every row that grants, will grant or has granted access:
// active, extension, cancelled (runs to its end), expired (history) and awaiting_payment (a renewal placed at
// the running period's end, which a confirmation keeps). Only cancelled_renewal is left out: a dropped renewal
// never runs. `=` on user_id inside a GiST index needs btree_gist (PostgreSQL contrib, trusted since 13;
// PGlite loads it in db/client.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`alter table subscriptions add constraint subscriptions_no_overlap
    exclude using gist (user_id with =, tstzrange(starts_at, ends_at) with &&)
    where (status <> 'cancelled_renewal')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions drop constraint if exists subscriptions_no_overlap`.execute(db);
  await sql`drop extension if exists btree_gist`.execute(db);
}
