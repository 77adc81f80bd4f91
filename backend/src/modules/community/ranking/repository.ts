// The company ranking in ONE SQL statement per call: the caller and their company, every opted-in member's points
// of the month from the read model point_totals_monthly (one row per user and month, kept by triggers on
// point_events, migration 0012), the ranked list (or one page of it: a top-N sort, JSON built only for the rows
// sent), the caller's row and the sub-ranking of locations/departments, returned as JSON columns. Opted-in members
// come from the partial index users (company_id) where participating = 1.
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
  /** Rows of the list before paging (the subcat's members when filtered, else the participants). */
  listed: number;
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

/**
 * Runs the ranking statement for the calendar month `month` ('YYYY-MM'). `limit` null = everyone, else the rows
 * `offset + 1 … offset + limit`; `subcat` filters the list to one location/department.
 */
export async function loadRanking(
  db: Kysely<Database>,
  params: { userId: number; month: string; limit: number | null; offset: number; subcat: number | null },
): Promise<RankingResult> {
  const { userId, month, limit, offset, subcat } = params;
  const result = await sql<RankingResult>`
    with me as (
      select u.id, u.company_id, u.participating from users u where u.id = ${userId}
    ),
    co as (
      select c.id, c.name, c.enable_subranking, c.ranking_goal from companies c join me on c.id = me.company_id
    ),
    members as (
      select u.id, u.subcategory_id, coalesce(t.points, 0)::integer as points,
        lower(coalesce(nullif(btrim(u.nickname), ''), u.first_name)) as sort_name
      from users u join co on u.company_id = co.id
      left join point_totals_monthly t on t.user_id = u.id and t.month = ${`${month}-01`}::date
      where u.participating = 1
    ),
    listed as (
      select m.* from members m where ${subcat}::integer is null or m.subcategory_id = ${subcat}::integer
    ),
    -- the place of each points value: 1 + the members with more points, so ties share it (rank() without
    -- sorting every member: one row per distinct value)
    places as (
      select g.points, (1 + coalesce(sum(g.n) over (order by g.points desc
        rows between unbounded preceding and 1 preceding), 0))::integer as pos
      from (select points, count(*) as n from listed group by points) g
    ),
    page as (
      select l.id, l.points, row_number() over (order by l.points desc, l.sort_name, l.id) as rn
      from (select * from listed order by points desc, sort_name, id
            offset ${offset}::integer limit ${limit}::integer) l
    ),
    shown as (
      select x.id, x.points, x.rn from page x
      union all
      select m.id, m.points, null from listed m where m.id = ${userId}
    ),
    rows as (
      select x.rn, x.id, json_build_object(
        'pos', pl.pos, 'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'nickname', u.nickname,
        'avatar', u.avatar, 'points', x.points, 'subcat_id', s.id, 'subcat_kind', s.kind, 'subcat_name', s.name,
        'subcat_pic', s.pic
      ) as j
      from shown x join users u on u.id = x.id join places pl on pl.points = x.points
      left join company_subcategories s on s.id = u.subcategory_id
    ),
    totals as (
      select count(*)::integer as participants, coalesce(sum(points), 0)::integer as points from members
    ),
    subs as (
      select s.id, s.kind, s.name, s.pic, coalesce(a.points, 0)::integer as points,
        coalesce(a.members, 0)::integer as members
      from company_subcategories s join co on s.company_id = co.id
      left join (select subcategory_id, sum(points) as points, count(*) as members from members
                 where (select enable_subranking from co) group by subcategory_id) a on a.subcategory_id = s.id
      where co.enable_subranking
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
      (select participants from totals) as participants,
      case when ${subcat}::integer is null then (select participants from totals)
        else (select count(*) from listed)::integer end as listed,
      (select points from totals) as company_points,
      coalesce((select json_agg(r.j order by r.rn) from rows r where r.rn is not null), '[]'::json) as data,
      (select r.j from rows r where r.rn is null) as me,
      coalesce((select json_agg(json_build_object(
          'id', x.id, 'kind', x.kind, 'name', x.name, 'pic', x.pic, 'points', x.points, 'members', x.members,
          'pos', x.pos) order by x.pos, x.name)
        from (select subs.*, rank() over (order by subs.points desc)::integer as pos from subs) x), '[]'::json)
        as subcats
  `.execute(db);
  return result.rows[0]!;
}
