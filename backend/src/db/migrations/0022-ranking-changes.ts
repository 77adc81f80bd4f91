// Which companies' rankings changed, and in which transaction (issue 16: the ranking of a 10,000-member company
// is kept per process, community/ranking/cache.ts). Every input of the ranking — the read model
// point_totals_monthly, the members' ranking columns in users, the company's ranking settings, its locations and
// departments — gets a statement-level trigger that records (company, writing transaction) here. A cached ranking
// remembers the snapshot it was read in; it is still right while no row here was committed after that snapshot
// (pg_visible_in_snapshot), which one index probe answers. Rows are inserted, never updated, so writers of one
// company never wait for each other; old rows are pruned by the readers (RANKING_CHANGES_KEEP).
import { type Kysely, sql } from 'kysely';

/** The users columns the ranking shows or filters on. */
const RANKED_USER_COLUMNS = [
  'company_id',
  'participating',
  'subcategory_id',
  'first_name',
  'last_name',
  'nickname',
  'avatar',
];

const differs = RANKED_USER_COLUMNS.map((c) => `o.${c} is distinct from n.${c}`).join(' or ');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create table ranking_changes (
      company_id integer not null,
      xid xid8 not null default pg_current_xact_id(),
      at timestamptz not null default clock_timestamp(),
      primary key (company_id, xid)
    )`,
    `create function ranking_touch(companies integer[]) returns void language sql as $$
      insert into ranking_changes (company_id)
        select distinct c from unnest(companies) c where c is not null
        on conflict do nothing
    $$`,
    // the read model changed: the companies of its users (a user's deletion is recorded by the users trigger)
    `create function ranking_changed_totals() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        perform ranking_touch(array(select u.company_id from new_rows n join users u on u.id = n.user_id));
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform ranking_touch(array(select u.company_id from old_rows o join users u on u.id = o.user_id));
      end if;
      return null;
    end $$`,
    `create function ranking_changed_users() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform ranking_touch(array(select company_id from new_rows where participating = 1));
      elsif tg_op = 'DELETE' then
        perform ranking_touch(array(select company_id from old_rows));
      else
        perform ranking_touch(array(
          select unnest(array[o.company_id, n.company_id]) from old_rows o join new_rows n on n.id = o.id
          where ${differs}));
      end if;
      return null;
    end $$`,
    `create function ranking_changed_companies() returns trigger language plpgsql as $$
    begin
      perform ranking_touch(array(
        select n.id from old_rows o join new_rows n on n.id = o.id
        where o.name is distinct from n.name or o.enable_subranking is distinct from n.enable_subranking
          or o.ranking_goal is distinct from n.ranking_goal));
      return null;
    end $$`,
    `create function ranking_changed_subcategories() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        perform ranking_touch(array(select company_id from new_rows));
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform ranking_touch(array(select company_id from old_rows));
      end if;
      return null;
    end $$`,
    ...triggers('point_totals_monthly', 'ranking_changed_totals', ['insert', 'update', 'delete']),
    ...triggers('users', 'ranking_changed_users', ['insert', 'update', 'delete']),
    ...triggers('companies', 'ranking_changed_companies', ['update']),
    ...triggers('company_subcategories', 'ranking_changed_subcategories', ['insert', 'update', 'delete']),
  ]) {
    await sql.raw(statement).execute(db);
  }
}

/** Statement-level AFTER triggers with the transition tables the operation has. */
function triggers(table: string, fn: string, ops: Array<'insert' | 'update' | 'delete'>): string[] {
  return ops.map((op) => {
    const tables = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows' };
    const referencing = op === 'delete' ? 'old table as old_rows' : tables[op];
    return `create trigger ${table}_ranking_${op} after ${op} on ${table}
      referencing ${referencing} for each statement execute function ${fn}()`;
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    ['point_totals_monthly', ['insert', 'update', 'delete']],
    ['users', ['insert', 'update', 'delete']],
    ['companies', ['update']],
    ['company_subcategories', ['insert', 'update', 'delete']],
  ] as const;
  for (const [table, ops] of drops) {
    for (const op of ops) await sql.raw(`drop trigger ${table}_ranking_${op} on ${table}`).execute(db);
  }
  for (const fn of [
    'ranking_changed_subcategories()',
    'ranking_changed_companies()',
    'ranking_changed_users()',
    'ranking_changed_totals()',
    'ranking_touch(integer[])',
  ]) {
    await sql.raw(`drop function ${fn}`).execute(db);
  }
  await sql.raw('drop table ranking_changes').execute(db);
}
