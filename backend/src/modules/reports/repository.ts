// The figures behind the account-owner report: per location/department (null: none) of one company, sums over
// its members only. Nothing per person leaves this query.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { confirmedMember } from '../companies';
import type { RawGroup } from './floor';

/**
 * Members are the company's employees (subscriber role) that the company confirmed (companies/members.ts: a
 * verified address on its domain, or the owner's approval): anyone can register with the access code, so
 * unconfirmed accounts would lift a small group over the floor (issue 32). Staff accounts do not count.
 */
export async function groupFigures(
  db: Kysely<Database>,
  companyId: number,
  from: string,
  to: string,
): Promise<RawGroup[]> {
  const { rows } = await sql<{
    id: number | null;
    kind: 'location' | 'department' | null;
    name: string | null;
    members: number;
    active_users: number;
    exercises: number;
    points: number;
    challenge_participants: number;
  }>`
    with members as (
      select u.id, u.subcategory_id, u.time_zone from users u
      join companies c on c.id = u.company_id
      where u.company_id = ${companyId} and 'subscriber' = any (u.roles) and ${confirmedMember}
    ),
    exercises as (
      select a.user_id, count(*)::integer as n from exercise_activity a
      join members m on m.id = a.user_id
      where a.kind = 'finish' and a.activity_date between ${from}::date and ${to}::date
      group by a.user_id
    ),
    points as (
      -- earned points in the user's days of the period; redemptions (negative) are not participation
      select p.user_id, sum(p.points)::integer as n from point_events p
      join members m on m.id = p.user_id
      where p.points > 0
        and (p.created_at at time zone m.time_zone)::date between ${from}::date and ${to}::date
      group by p.user_id
    ),
    challengers as (
      select distinct cp.user_id from challenge_participants cp
      join challenges c on c.id = cp.challenge_id
      join members m on m.id = cp.user_id
      where cp.status = 'accepted' and c.status in ('running', 'completed')
        and c.started_on <= ${to}::date and c.ends_on >= ${from}::date
    )
    select s.id, s.kind, s.name,
      count(*)::integer as members,
      count(e.user_id)::integer as active_users,
      coalesce(sum(e.n), 0)::integer as exercises,
      coalesce(sum(p.n), 0)::integer as points,
      count(ch.user_id)::integer as challenge_participants
    from members m
    left join company_subcategories s on s.id = m.subcategory_id
    left join exercises e on e.user_id = m.id
    left join points p on p.user_id = m.id
    left join challengers ch on ch.user_id = m.id
    group by s.id, s.kind, s.name
    order by s.id nulls last
  `.execute(db);
  return rows.map((r) => ({ ...r }));
}

export const companyName = (db: Kysely<Database>, id: number) =>
  db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
