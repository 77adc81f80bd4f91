// SCIM Users PUT and PATCH: the directory changes what it owns of a member (names, e-mail, language, externalId,
// active) in one transaction on the locked user.
import { userChangesOf } from '../patch';
import type { PatchOperation, ScimUserBody } from '../schemas';
import { get } from './users-read';
import { apply, changesOfBody, type ScimUser, type ScimUsersDeps, write } from './users-context';

/** PUT: the resource as sent replaces what the directory owns. */
export async function replace(
  deps: ScimUsersDeps,
  companyId: number,
  id: number,
  body: ScimUserBody,
  base: string,
): Promise<ScimUser> {
  await write(deps, (tx) => apply(tx, companyId, id, changesOfBody(body)));
  return get(deps, companyId, id, base);
}

/** PATCH: Entra ID's and Okta's forms of add/replace/remove (patch.ts). */
export async function patch(
  deps: ScimUsersDeps,
  companyId: number,
  id: number,
  operations: PatchOperation[],
  base: string,
): Promise<ScimUser> {
  const changes = userChangesOf(operations);
  await write(deps, (tx) => apply(tx, companyId, id, changes));
  return get(deps, companyId, id, base);
}
