// What the SCIM Users operations share: the company's members as the directory sees them (RFC 7643 §4.1), their
// resource, the errors, and the transaction in which a write changes a locked member. `id` is our user id,
// `userName` the e-mail address (the login), `active` whether the directory lets them in (seats.ts). Erased
// accounts (GDPR tombstones) are gone for the directory: 404, not listed.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { toLang } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { FileStorage } from '../../../shared/storage';
import type { Outbox } from '../../contact';
import type { UserChanges } from '../patch';
import { type ScimUserBody, USER_SCHEMA } from '../schemas';
import { activate, deactivate } from '../seats';

export type Db = Kysely<Database> | Transaction<Database>;

export interface ScimUsersDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  /** Where avatars are kept: an erased account's avatar file goes after the commit. */
  storage: FileStorage;
}

export const COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.lang',
  'u.scim_external_id',
  'u.deactivated_at',
  'u.created_at',
  'u.updated_at',
  'u.subcategory_id',
  's.name as subcategory_name',
] as const;

/**
 * Staff accounts (administrators, customer service, marketing) are never the directory's, even when they sit in
 * the company: a company token cannot deactivate or erase the people who run officefit.
 */
export const memberRoles = (column: string) =>
  sql<boolean>`${sql.ref(column)} <@ array['subscriber','guest','company_owner']::text[]`;

export const usersOf = (db: Db, companyId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .where('u.company_id', '=', companyId)
    .where('u.erased_at', 'is', null)
    .where(memberRoles('u.roles'));

type UserRow = Awaited<ReturnType<typeof findUser>>;

export const findUser = (db: Db, companyId: number, id: number) =>
  usersOf(db, companyId).select(COLUMNS).where('u.id', '=', id).executeTakeFirst();

export function userNotFound(): AppError {
  return new AppError('not_found', 'scim_user_not_found', 'No user with this id in the company.');
}

function userNameTaken(): AppError {
  return new AppError('conflict', 'uniqueness', 'A user with this userName (e-mail address) exists already.');
}

/** The SCIM resource of a user row; `base` is `<origin>/scim/v2`. */
export function toScimUser(row: NonNullable<UserRow>, base: string) {
  const formatted = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.scim_external_id ? { externalId: row.scim_external_id } : {}),
    userName: row.email,
    name: { givenName: row.first_name, familyName: row.last_name, formatted },
    displayName: formatted || row.email,
    preferredLanguage: row.lang,
    active: row.deactivated_at === null,
    emails: [{ value: row.email, type: 'work', primary: true }],
    groups:
      row.subcategory_id === null
        ? []
        : [
            {
              value: String(row.subcategory_id),
              display: row.subcategory_name,
              $ref: `${base}/Groups/${row.subcategory_id}`,
            },
          ],
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${base}/Users/${row.id}`,
    },
  };
}
export type ScimUser = ReturnType<typeof toScimUser>;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** What a full resource (POST, PUT) says, as changes. */
export function changesOfBody(body: ScimUserBody): UserChanges {
  const [first, ...rest] = (body.displayName ?? '').split(/\s+/);
  return {
    email: body.userName,
    first_name: body.name?.givenName ?? first ?? '',
    last_name: body.name?.familyName ?? rest.join(' '),
    lang: toLang(body.preferredLanguage ?? body.locale ?? undefined),
    externalId: body.externalId ?? null,
    active: body.active ?? true,
  };
}

export async function emailFree(tx: Db, email: string, exceptId: number | null): Promise<void> {
  let query = tx.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw userNameTaken();
}

/** The company's (not erased) member `id`, locked until the transaction ends; a SCIM 404 when there is none. */
export async function lockedMember(tx: Transaction<Database>, companyId: number, id: number) {
  const user = await tx
    .selectFrom('users')
    .select(['id', 'email', 'avatar_key', 'deactivated_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('erased_at', 'is', null)
    .where(memberRoles('roles'))
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw userNotFound();
  return user;
}

/** Applies the changes to a locked user of the company, activation and deactivation included. */
export async function apply(tx: Transaction<Database>, companyId: number, id: number, changes: UserChanges) {
  const user = await lockedMember(tx, companyId, id);
  if (changes.email !== undefined) await emailFree(tx, changes.email, id);
  const { active, externalId, ...fields } = changes;
  const values = { ...fields, ...(externalId !== undefined ? { scim_external_id: externalId } : {}) };
  if (Object.keys(values).length) {
    await tx
      .updateTable('users')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
  if (active === true && user.deactivated_at !== null) await activate(tx, id, companyId);
  if (active === false && user.deactivated_at === null) await deactivate(tx, id, companyId);
}

/** Runs a write in one transaction; a unique violation (a concurrent sign-up with the address) is a 409. */
export async function write<T>(
  { db }: ScimUsersDeps,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
}
