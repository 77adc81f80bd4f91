// The company ranking in ONE SQL statement per call: the caller and their company, every opted-in member's points
// in the month window (index point_events (user_id, created_at)), the ranked list, the caller's row and the
// sub-ranking of locations/departments, returned as JSON columns. Opted-in members come from the partial index
// users (company_id) where participating = 1.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RankingSubcat, SubcategoryKind } from '../../../shared/domain';

export interface RankingRowJson {
  pos: number;
  id: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
  avatar: string | null;
  points: number;
  subcat_id: number | null;
  subcat_kind: SubcategoryKind | null;
  subcat_name: string | null;
  subcat_pic: string | null;
}

/** A location or department with its team score, as the SQL returns it: the wire type. */
export type SubcatJson = RankingSubcat;

export interface RankingResult {
  participating: number;
  company_id: number | null;
  company_name: string | null;
  enable_subranking: boolean;
  ranking_goal: number | null;
  /** The subcat filter exists in the caller's company (null when no filter was given). */
  subcat_ok: boolean | null;
  participants: number;
  company_points: number;
  data: RankingRowJson[];
  me: RankingRowJson | null;
  subcats: SubcatJson[];
}

export interface RankingWindow {
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
}

/** Runs the ranking statement. `limit` null = everyone; `subcat` filters the list to one location/department. */
export async function loadRanking(
  db: Kysely<Database>,
  params: { userId: number; window: RankingWindow; limit: number | null; subcat: number | null },
): Promise<RankingResult> {
  const { userId, window, limit, subcat } = params;
  const result = await sql<RankingResult>`
    with me as (
      select u.id, u.company_id, u.participating from users u where u.id = ${userId}
    ),
    co as (
      select c.id, c.name, c.enable_subranking, c.ranking_goal from companies c join me on c.id = me.company_id
    ),
    members as (
      select u.id, u.first_name, u.last_name, u.nickname, u.avatar, u.subcategory_id,
        coalesce((
          select sum(p.points) from point_events p
          where p.user_id = u.id and p.created_at >= ${window.from} and p.created_at < ${window.to}
        ), 0)::integer as points
      from users u join co on u.company_id = co.id
      where u.participating = 1
    ),
    listed as (
      select m.*, rank() over (order by m.points desc)::integer as pos,
        row_number() over (order by m.points desc, lower(coalesce(nullif(btrim(m.nickname), ''), m.first_name)), m.id)
          as rn
      from members m
      where ${subcat}::integer is null or m.subcategory_id = ${subcat}::integer
    ),
    rows as (
      select l.rn, json_build_object(
        'pos', l.pos, 'id', l.id, 'first_name', l.first_name, 'last_name', l.last_name, 'nickname', l.nickname,
        'avatar', l.avatar, 'points', l.points, 'subcat_id', s.id, 'subcat_kind', s.kind, 'subcat_name', s.name,
        'subcat_pic', s.pic
      ) as j, l.id
      from listed l left join company_subcategories s on s.id = l.subcategory_id
    ),
    subs as (
      select s.id, s.kind, s.name, s.pic,
        coalesce(sum(m.points), 0)::integer as points, count(m.id)::integer as members
      from company_subcategories s join co on s.company_id = co.id
      left join members m on m.subcategory_id = s.id
      where co.enable_subranking
      group by s.id, s.kind, s.name, s.pic
    )
    select
      coalesce((select participating from me), 0)::integer as participating,
      (select id from co) as company_id,
      (select name from co) as company_name,
      coalesce((select enable_subranking from co), false) as enable_subranking,
      (select ranking_goal from co) as ranking_goal,
      case when ${subcat}::integer is null then null
        else exists (select 1 from company_subcategories s join co on s.company_id = co.id
                     where s.id = ${subcat}::integer) end as subcat_ok,
      (select count(*) from members)::integer as participants,
      coalesce((select sum(points) from members), 0)::integer as company_points,
      coalesce((select json_agg(r.j order by r.rn) from rows r
                where ${limit}::integer is null or r.rn <= ${limit}::integer), '[]'::json) as data,
      (select r.j from rows r where r.id = ${userId}) as me,
      coalesce((select json_agg(json_build_object(
          'id', x.id, 'kind', x.kind, 'name', x.name, 'pic', x.pic, 'points', x.points, 'members', x.members,
          'pos', x.pos) order by x.pos, x.name)
        from (select subs.*, rank() over (order by subs.points desc)::integer as pos from subs) x), '[]'::json)
        as subcats
  `.execute(db);
  return result.rows[0]!;
}
