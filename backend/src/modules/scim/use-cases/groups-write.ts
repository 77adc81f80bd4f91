// SCIM Groups POST, PUT and DELETE. A group the directory creates is a department (SCIM has no kind; staff can
// still add locations in the admin app); deleting one is the companies module's deletion.
import type { ScimGroupBody } from '../schemas';
import {
  addMembers,
  groupNotFound,
  lockGroup,
  memberIds,
  removeMembers,
  rename,
  type ScimGroupsDeps,
  write,
} from './groups-context';
import { get } from './groups-read';

export async function create(deps: ScimGroupsDeps, companyId: number, body: ScimGroupBody, base: string) {
  const id = await write(deps, async (tx) => {
    const group = await tx
      .insertInto('company_subcategories')
      .values({ company_id: companyId, kind: 'department', name: body.displayName })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addMembers(tx, companyId, group.id, await memberIds(tx, companyId, body.members ?? []));
    return group.id;
  });
  return get(deps, companyId, id, base);
}

export async function replace(
  deps: ScimGroupsDeps,
  companyId: number,
  id: number,
  body: ScimGroupBody,
  base: string,
) {
  await write(deps, async (tx) => {
    await lockGroup(tx, companyId, id);
    await rename(tx, id, body.displayName);
    const ids = await memberIds(tx, companyId, body.members ?? []);
    await removeMembers(tx, companyId, id, 'all');
    await addMembers(tx, companyId, id, ids);
  });
  return get(deps, companyId, id, base);
}

export async function remove(
  { db, deleteSubcategory }: ScimGroupsDeps,
  companyId: number,
  id: number,
): Promise<void> {
  const found = await db
    .selectFrom('company_subcategories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw groupNotFound();
  await deleteSubcategory(companyId, id);
}
