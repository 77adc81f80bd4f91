// SCIM Users GET: one member of the company, or the list a directory filters by userName, externalId, e-mail or id.
import { sql } from 'kysely';
import { listResponse, paging, parseFilter } from '../list';
import type { ListQuery } from '../schemas';
import {
  COLUMNS,
  findUser,
  type ScimUser,
  type ScimUsersDeps,
  toScimUser,
  userNotFound,
  usersOf,
} from './users-context';

export async function get(
  { db }: ScimUsersDeps,
  companyId: number,
  id: number,
  base: string,
): Promise<ScimUser> {
  const row = await findUser(db, companyId, id);
  if (!row) throw userNotFound();
  return toScimUser(row, base);
}

export async function list({ db }: ScimUsersDeps, companyId: number, query: ListQuery, base: string) {
  const filter = parseFilter(query.filter, ['username', 'externalid', 'emails.value', 'id']);
  let scope = usersOf(db, companyId);
  if (filter?.attribute === 'externalid') scope = scope.where('u.scim_external_id', '=', filter.value);
  else if (filter?.attribute === 'id')
    scope = scope.where('u.id', '=', /^\d{1,10}$/.test(filter.value) ? Number(filter.value) : 0);
  else if (filter) scope = scope.where('u.email', '=', filter.value.toLowerCase());
  const { offset, limit, startIndex } = paging(query);
  const total = await scope.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
  const rows =
    limit === 0 ? [] : await scope.select(COLUMNS).orderBy('u.id').offset(offset).limit(limit).execute();
  return listResponse(
    rows.map((row) => toScimUser(row, base)),
    total.n,
    startIndex,
  );
}
