// SCIM Groups GET: one location/department of the company with its members, or the list a directory filters by
// displayName or id.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { listResponse, paging, parseFilter } from '../list';
import { GROUP_SCHEMA, type ListQuery } from '../schemas';
import { groupNotFound, type ScimGroupsDeps } from './groups-context';

// only its type is used: the query builder the list narrows with a filter
const _groupQuery = (db: Kysely<Database>) => db.selectFrom('company_subcategories as g');
type GroupQuery = ReturnType<typeof _groupQuery>;
interface Page {
  offset: number;
  limit: number;
}

/** The company's groups `where` selects (a page of them, when given) as SCIM resources, and how many there are. */
async function resources(
  { db }: ScimGroupsDeps,
  companyId: number,
  base: string,
  where: (q: GroupQuery) => GroupQuery,
  page?: Page,
) {
  let query = where(db.selectFrom('company_subcategories as g').where('g.company_id', '=', companyId));
  const total = await query.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
  if (page) query = query.offset(page.offset).limit(page.limit);
  const groups =
    page?.limit === 0 ? [] : await query.select(['g.id', 'g.name', 'g.created_at']).orderBy('g.id').execute();
  const members = groups.length
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'subcategory_id'])
        .where('company_id', '=', companyId)
        .where('erased_at', 'is', null)
        .where(
          'subcategory_id',
          'in',
          groups.map((g) => g.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const list = groups.map((g) => ({
    schemas: [GROUP_SCHEMA],
    id: String(g.id),
    displayName: g.name,
    members: members
      .filter((m) => m.subcategory_id === g.id)
      .map((m) => ({ value: String(m.id), display: m.email, $ref: `${base}/Users/${m.id}` })),
    meta: {
      resourceType: 'Group',
      created: g.created_at.toISOString(),
      location: `${base}/Groups/${g.id}`,
    },
  }));
  return { list, total: total.n };
}

export async function get(deps: ScimGroupsDeps, companyId: number, id: number, base: string) {
  const { list } = await resources(deps, companyId, base, (q) => q.where('g.id', '=', id));
  if (!list[0]) throw groupNotFound();
  return list[0];
}

export async function list(deps: ScimGroupsDeps, companyId: number, query: ListQuery, base: string) {
  const filter = parseFilter(query.filter, ['displayname', 'id']);
  const page = paging(query);
  const { list, total } = await resources(
    deps,
    companyId,
    base,
    (q) => {
      if (filter?.attribute === 'displayname') return q.where('g.name', '=', filter.value);
      if (filter) return q.where('g.id', '=', /^\d{1,10}$/.test(filter.value) ? Number(filter.value) : 0);
      return q;
    },
    page,
  );
  return listResponse(list, total, page.startIndex);
}
