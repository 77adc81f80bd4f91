// The company ranking's two SQL statements. loadRankingSnapshot reads everything a ranking of one company and month
// shows — opted-in members with their month's points from the read model point_totals_monthly (kept by triggers
// on point_events, migration 0012), sorted; the company's locations/departments and their sub-ranking — together
// with the snapshot it was read in. checkRanking answers, in one index probe, whether such a snapshot is still
// current: no ranking input of the company changed in a transaction committed after it (ranking_changes, kept by
// triggers, migration 0022). cache.ts keeps the snapshots; service.ts pages and ranks them.
import { type Kysely, sql } from 'kysely';
import { committedAfter, pruneChanges } from '../../../db/change-log';
import type { Database } from '../../../db/schema';
import type { RankingSubcat, SubcategoryKind } from '../../../shared/domain';

/** A member as the build returns it: [id, points, first_name, last_name, nickname, avatar, subcat …]. */
export type MemberTuple = [
  id: number,
  points: number,
  firstName: string,
  lastName: string,
  nickname: string | null,
  avatar: string | null,
  subcatId: number | null,
  subcatKind: SubcategoryKind | null,
  subcatName: string | null,
  subcatPic: string | null,
];

export interface RankingSnapshotRow {
  participating: number;
  company_id: number | null;
  company_name: string | null;
  enable_subranking: boolean;
  ranking_goal: number | null;
  /** pg_current_snapshot() of the statement, as text. */
  snapshot: string;
  /** Opted-in members, best first (points, then display name, then id). */
  members: MemberTuple[];
  /** Ids of the company's locations and departments. */
  subcat_ids: number[];
  /** The sub-ranking ([] when the company has it off). */
  subcats: RankingSubcat[];
}

/** Everything the caller's company ranking of `month` ('YYYY-MM') shows, in one statement and one snapshot. */
export async function loadRankingSnapshot(
  db: Kysely<Database>,
  params: { userId: number; month: string },
): Promise<RankingSnapshotRow> {
  const { userId, month } = params;
  const result = await sql<RankingSnapshotRow>`
    with me as (
      select u.id, u.company_id, u.participating from users u where u.id = ${userId}
    ),
    co as (
      select c.id, c.name, c.enable_subranking, c.ranking_goal from companies c join me on c.id = me.company_id
    ),
    members as (
      select u.id, u.subcategory_id, coalesce(t.points, 0)::integer as points, u.first_name, u.last_name,
        u.nickname, u.avatar, lower(coalesce(nullif(btrim(u.nickname), ''), u.first_name)) as sort_name
      from users u join co on u.company_id = co.id
      left join point_totals_monthly t on t.user_id = u.id and t.month = ${`${month}-01`}::date
      where u.participating = 1
    ),
    subs as (
      select s.id, s.kind, s.name, s.pic, coalesce(a.points, 0)::integer as points,
        coalesce(a.members, 0)::integer as members
      from company_subcategories s join co on s.company_id = co.id
      left join (select subcategory_id, sum(points) as points, count(*) as members from members
                 group by subcategory_id) a on a.subcategory_id = s.id
    )
    select
      coalesce((select participating from me), 0)::integer as participating,
      (select id from co) as company_id,
      (select name from co) as company_name,
      coalesce((select enable_subranking from co), false) as enable_subranking,
      (select ranking_goal from co) as ranking_goal,
      pg_current_snapshot()::text as snapshot,
      coalesce((select json_agg(json_build_array(m.id, m.points, m.first_name, m.last_name, m.nickname, m.avatar,
          s.id, s.kind, s.name, s.pic) order by m.points desc, m.sort_name, m.id)
        from members m left join company_subcategories s on s.id = m.subcategory_id), '[]'::json) as members,
      coalesce((select json_agg(id) from subs), '[]'::json) as subcat_ids,
      case when (select enable_subranking from co) then coalesce((select json_agg(json_build_object(
          'id', x.id, 'kind', x.kind, 'name', x.name, 'pic', x.pic, 'points', x.points, 'members', x.members,
          'pos', x.pos) order by x.pos, x.name)
        from (select subs.*, rank() over (order by subs.points desc)::integer as pos from subs) x), '[]'::json)
      else '[]'::json end as subcats
  `.execute(db);
  return result.rows[0]!;
}

export interface RankingWindow {
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
}

export interface RankingCheckRow {
  company_id: number | null;
  participating: number;
  /** The user is still in `companyId` and nothing the company's ranking shows changed since `snapshot`. */
  fresh: boolean;
}

/**
 * The caller's company and opt-in, and whether a ranking of `companyId` read in `snapshot` is still current:
 * no ranking_changes row of the company that is visible now (committed) was invisible to that snapshot.
 */
export async function checkRanking(
  db: Kysely<Database>,
  params: { userId: number; companyId: number; snapshot: string },
): Promise<RankingCheckRow | undefined> {
  const { userId, companyId, snapshot } = params;
  const result = await sql<RankingCheckRow>`
    select u.company_id, u.participating,
      coalesce(u.company_id = ${companyId}::integer and not exists (
        select 1 from ranking_changes r
        where r.company_id = ${companyId}::integer and ${committedAfter(snapshot)}), false) as fresh
    from users u where u.id = ${userId}
  `.execute(db);
  return result.rows[0];
}

/** Drops change records older than any cached snapshot can be (cache.ts keeps snapshots for a minute). */
export async function pruneRankingChanges(db: Kysely<Database>, keepSeconds: number): Promise<void> {
  await pruneChanges(db, 'ranking_changes', keepSeconds);
}
