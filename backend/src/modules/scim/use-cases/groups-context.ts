// What the SCIM Groups operations share: a company's locations and departments (company_subcategories) as
// groups, their members, the errors, and the transaction a write runs in. A user belongs to at most one of them
// (users.subcategory_id), so adding a user to a group moves them out of their previous one.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { memberRoles } from './users-context';

export type Tx = Transaction<Database>;

export interface ScimGroupsDeps {
  db: Kysely<Database>;
  /** The companies module's deletion (it removes an uploaded picture's file too). */
  deleteSubcategory: (companyId: number, id: number) => Promise<unknown>;
}

export function groupNotFound(): AppError {
  return new AppError('not_found', 'scim_group_not_found', 'No group with this id in the company.');
}

function groupNameTaken(): AppError {
  return new AppError(
    'conflict',
    'uniqueness',
    'The company has a department with this displayName already.',
  );
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Runs a write in one transaction; a unique violation (a name the company has) is a 409. */
export async function write<T>({ db }: ScimGroupsDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw groupNameTaken();
    throw error;
  }
}

export async function lockGroup(tx: Tx, companyId: number, id: number) {
  const row = await tx
    .selectFrom('company_subcategories')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw groupNotFound();
  return row;
}

export async function rename(tx: Tx, id: number, value: unknown): Promise<void> {
  if (typeof value !== 'string' || !value.trim() || value.trim().length > 80) {
    throw new AppError('invalid_data', 'invalidValue', 'displayName must be a text of 1 to 80 characters.');
  }
  await tx.updateTable('company_subcategories').set({ name: value.trim() }).where('id', '=', id).execute();
}

/** Member ids (strings of the directory) → user ids of the company, or a 400 naming the first unknown one. */
export async function memberIds(tx: Tx, companyId: number, members: { value: string }[]): Promise<number[]> {
  const ids = [...new Set(members.map((m) => Number(m.value)))];
  if (!ids.length) return [];
  const found = await tx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('erased_at', 'is', null)
    .where(memberRoles('roles'))
    .where('id', 'in', ids)
    .execute();
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new AppError('invalid_data', 'invalidValue', `members: no user ${unknown} in the company.`);
  }
  return ids;
}

export async function addMembers(tx: Tx, companyId: number, groupId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .updateTable('users')
    .set({ subcategory_id: groupId, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export async function removeMembers(
  tx: Tx,
  companyId: number,
  groupId: number,
  ids: number[] | 'all',
): Promise<void> {
  let query = tx
    .updateTable('users')
    .set({ subcategory_id: null, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('subcategory_id', '=', groupId);
  if (ids !== 'all') {
    if (!ids.length) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}
