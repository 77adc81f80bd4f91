// A read model of monthly point totals per user for the company ranking (issue 16: summing every member's month
// of point_events cost 1.6 s for 10,000 members). `month` is the first day of the calendar month of created_at in
// Europe/Berlin, the ranking's window (BUSINESS_TIME_ZONE of @officefit/domain). Statement-level triggers on
// point_events keep it in the writing transaction, so no write path (awards, payouts, redemptions, the seed, a
// user's deletion, test fixtures) can bypass it; transition tables make a bulk insert one grouped upsert.
// Spending is not ranking: shop redemptions and their refunds stay out, so redeeming a reward costs no place.
// Consistency rule: for every (user, month), points = sum(point_events.points) of that month without shop events.
import { type Kysely, sql } from 'kysely';

const MONTH = `date_trunc('month', created_at at time zone 'Europe/Berlin')::date`;
/** The events a ranking counts (the shop module writes `shop_order` / `shop_refund`). */
const RANKED = `reason not in ('shop_order', 'shop_refund')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create table point_totals_monthly (
      user_id integer not null references users (id) on delete cascade,
      month date not null check (extract(day from month) = 1),
      points integer not null,
      primary key (user_id, month)
    )`,
    // the ranking reads one month of many users
    `create index point_totals_monthly_month_idx on point_totals_monthly (month, user_id) include (points)`,
    `create function point_totals_add() returns trigger language plpgsql as $$
    begin
      insert into point_totals_monthly (user_id, month, points)
        select user_id, ${MONTH}, sum(points) from new_rows where ${RANKED} group by 1, 2
        on conflict (user_id, month) do update set points = point_totals_monthly.points + excluded.points;
      return null;
    end $$`,
    // an update, not an upsert: when a user is deleted their totals may be gone before their events
    `create function point_totals_subtract() returns trigger language plpgsql as $$
    begin
      update point_totals_monthly t set points = t.points - d.points
        from (select user_id, ${MONTH} as month, sum(points) as points from old_rows where ${RANKED} group by 1, 2) d
        where t.user_id = d.user_id and t.month = d.month;
      return null;
    end $$`,
    `create function point_totals_change() returns trigger language plpgsql as $$
    begin
      update point_totals_monthly t set points = t.points - d.points
        from (select user_id, ${MONTH} as month, sum(points) as points from old_rows where ${RANKED} group by 1, 2) d
        where t.user_id = d.user_id and t.month = d.month;
      insert into point_totals_monthly (user_id, month, points)
        select user_id, ${MONTH}, sum(points) from new_rows where ${RANKED} group by 1, 2
        on conflict (user_id, month) do update set points = point_totals_monthly.points + excluded.points;
      return null;
    end $$`,
    `create trigger point_totals_insert after insert on point_events
      referencing new table as new_rows for each statement execute function point_totals_add()`,
    `create trigger point_totals_delete after delete on point_events
      referencing old table as old_rows for each statement execute function point_totals_subtract()`,
    `create trigger point_totals_update after update on point_events
      referencing old table as old_rows new table as new_rows
      for each statement execute function point_totals_change()`,
    `insert into point_totals_monthly (user_id, month, points)
      select user_id, ${MONTH}, sum(points) from point_events where ${RANKED} group by 1, 2`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `drop trigger point_totals_update on point_events`,
    `drop trigger point_totals_delete on point_events`,
    `drop trigger point_totals_insert on point_events`,
    `drop function point_totals_change()`,
    `drop function point_totals_subtract()`,
    `drop function point_totals_add()`,
    `drop table point_totals_monthly`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
