// SCIM Groups of one company: its locations and departments (company_subcategories). A user belongs to at most
// one of them (users.subcategory_id), so adding a user to a group moves them out of their previous one. A group
// the directory creates is a department (SCIM has no kind; staff can still add locations in the admin app).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { listResponse, paging, parseFilter } from './list';
import { memberRoles } from './users';
import {
  GROUP_SCHEMA,
  type ListQuery,
  type PatchOperation,
  type ScimGroupBody,
  scimMembers,
} from './schemas';
import { parseOrThrow } from '../../shared/validate';

type Tx = Transaction<Database>;

function groupNotFound(): AppError {
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

export interface ScimGroupsDeps {
  db: Kysely<Database>;
  /** The companies module's deletion (it removes an uploaded picture's file too). */
  deleteSubcategory: (companyId: number, id: number) => Promise<unknown>;
}

/** Member ids (strings of the directory) → user ids of the company, or a 400 naming the first unknown one. */
async function memberIds(tx: Tx, companyId: number, members: { value: string }[]): Promise<number[]> {
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

async function addMembers(tx: Tx, companyId: number, groupId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .updateTable('users')
    .set({ subcategory_id: groupId, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

async function removeMembers(
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

/** `members[value eq "12"]` (Okta's remove of one member) → "12". */
function memberFilterValue(path: string): string | undefined {
  return /^members\[\s*value\s+eq\s+"(\d{1,10})"\s*\]$/i.exec(path)?.[1];
}

export function createScimGroups({ db, deleteSubcategory }: ScimGroupsDeps) {
  async function lockGroup(tx: Tx, companyId: number, id: number) {
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

  async function rename(tx: Tx, id: number, value: unknown): Promise<void> {
    if (typeof value !== 'string' || !value.trim() || value.trim().length > 80) {
      throw new AppError('invalid_data', 'invalidValue', 'displayName must be a text of 1 to 80 characters.');
    }
    await tx.updateTable('company_subcategories').set({ name: value.trim() }).where('id', '=', id).execute();
  }

  /** One PatchOp operation on a locked group. */
  async function patchOne(tx: Tx, companyId: number, id: number, operation: PatchOperation): Promise<void> {
    const { op, value } = operation;
    const path = operation.path?.trim() ?? '';
    const lower = path.toLowerCase();
    if (lower === 'displayname') return rename(tx, id, value);
    if (!path && value && typeof value === 'object' && !Array.isArray(value)) {
      const attributes = value as Record<string, unknown>;
      // Okta sends `{"op":"replace","value":{"id":"…","displayName":"…"}}`
      if ('displayName' in attributes) await rename(tx, id, attributes.displayName);
      if ('members' in attributes)
        await patchOne(tx, companyId, id, { op, path: 'members', value: attributes.members });
      return;
    }
    const single = memberFilterValue(path);
    if (single !== undefined && op === 'remove') {
      return removeMembers(tx, companyId, id, [Number(single)]);
    }
    if (lower !== 'members')
      throw new AppError('invalid_data', 'invalidPath', `Unsupported path: ${path || '(none)'}.`);
    if (op === 'remove' && value === undefined) return removeMembers(tx, companyId, id, 'all');
    const ids = await memberIds(tx, companyId, parseOrThrow(scimMembers, value, 'body'));
    if (op === 'remove') return removeMembers(tx, companyId, id, ids);
    if (op === 'replace') await removeMembers(tx, companyId, id, 'all');
    return addMembers(tx, companyId, id, ids);
  }

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw groupNameTaken();
      throw error;
    }
  }

  async function resources(
    companyId: number,
    base: string,
    where: (q: GroupQuery) => GroupQuery,
    page?: Page,
  ) {
    let query = where(db.selectFrom('company_subcategories as g').where('g.company_id', '=', companyId));
    const total = await query.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
    if (page) query = query.offset(page.offset).limit(page.limit);
    const groups =
      page?.limit === 0
        ? []
        : await query.select(['g.id', 'g.name', 'g.created_at']).orderBy('g.id').execute();
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

  async function get(companyId: number, id: number, base: string) {
    const { list } = await resources(companyId, base, (q) => q.where('g.id', '=', id));
    if (!list[0]) throw groupNotFound();
    return list[0];
  }

  return {
    get,

    async list(companyId: number, query: ListQuery, base: string) {
      const filter = parseFilter(query.filter, ['displayname', 'id']);
      const page = paging(query);
      const { list, total } = await resources(
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
    },

    async create(companyId: number, body: ScimGroupBody, base: string) {
      const id = await write(async (tx) => {
        const group = await tx
          .insertInto('company_subcategories')
          .values({ company_id: companyId, kind: 'department', name: body.displayName })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addMembers(tx, companyId, group.id, await memberIds(tx, companyId, body.members ?? []));
        return group.id;
      });
      return get(companyId, id, base);
    },

    async replace(companyId: number, id: number, body: ScimGroupBody, base: string) {
      await write(async (tx) => {
        await lockGroup(tx, companyId, id);
        await rename(tx, id, body.displayName);
        const ids = await memberIds(tx, companyId, body.members ?? []);
        await removeMembers(tx, companyId, id, 'all');
        await addMembers(tx, companyId, id, ids);
      });
      return get(companyId, id, base);
    },

    async patch(companyId: number, id: number, operations: PatchOperation[], base: string) {
      await write(async (tx) => {
        await lockGroup(tx, companyId, id);
        for (const operation of operations) await patchOne(tx, companyId, id, operation);
      });
      return get(companyId, id, base);
    },

    async remove(companyId: number, id: number): Promise<void> {
      const found = await db
        .selectFrom('company_subcategories')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw groupNotFound();
      await deleteSubcategory(companyId, id);
    },
  };
}

// only its type is used: the query builder the list narrows with a filter
const _groupQuery = (db: Kysely<Database>) => db.selectFrom('company_subcategories as g');
type GroupQuery = ReturnType<typeof _groupQuery>;
interface Page {
  offset: number;
  limit: number;
}

export type ScimGroups = ReturnType<typeof createScimGroups>;
