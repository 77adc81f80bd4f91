// SQL of the profile: the editable user fields with height and weight from the health profile, the company's
// sub-categories, e-mail change requests, the password hash and the absence. Every function takes the caller's
// connection or transaction.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, UserUpdate } from '../../db/schema';
import type { AbsenceBody, Lang, RegistrationGender } from '../../shared/domain';

export type Db = Kysely<Database> | Transaction<Database>;

/** The user row of the profile page (locked with FOR UPDATE when `lock`). */
export function findProfileRow(db: Db, userId: number, lock = false) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('anamnesis as a', 'a.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.nickname',
      'u.birthdate',
      'u.gender',
      'u.job_category',
      'u.company_id',
      'u.subcategory_id',
      'u.phone_number',
      'u.lang',
      'u.newsletter',
      'u.avatar',
      'u.avatar_key',
      'u.password_hash',
      'u.token_version',
      'u.deletion_due_at',
      'a.height',
      'a.weight',
      sql<boolean>`(a.id is not null and not a.is_new and not a.skipped)`.as('health_consent'),
      // the latest decision on pain tracking (migration 0053, append-only)
      sql<boolean>`coalesce((select c.action = 'confirmed' from health_consents c
        where c.user_id = u.id and c.purpose = 'pain_tracking'
        order by c.decided_at desc, c.id desc limit 1),
        -- never decided: a profile kept before issue 36 had one declaration for both purposes
        (a.id is not null and a.accept and not a.is_new and not a.skipped))`.as('pain_consent'),
    ])
    .where('u.id', '=', userId)
    .where('u.erased_at', 'is', null);
  if (lock) query = query.forUpdate('u');
  return query.executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('email_change_requests')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.new_email ?? null;
}

export interface UserFields {
  first_name?: string;
  last_name?: string;
  nickname?: string | null;
  birthdate?: string | null;
  gender?: RegistrationGender | null;
  job_category?: number | null;
  subcategory_id?: number | null;
  phone_number?: string | null;
  lang?: Lang;
  newsletter?: number;
}

export async function updateUser(db: Db, userId: number, fields: UserFields | UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Height and weight live in the health profile (one place for body data, deleted with it). Without a health
 * profile a blank one (is_new) is created that carries them into the questionnaire.
 */
export async function upsertBodyData(
  db: Db,
  userId: number,
  values: { height?: number | null; weight?: number | null },
): Promise<void> {
  await db
    .insertInto('anamnesis')
    .values({ user_id: userId, is_new: true, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function subcategoryBelongs(db: Db, id: number, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const row = await db
    .selectFrom('company_subcategories')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countEmailChangesSince(db: Db, userId: number, seconds: number): Promise<number> {
  const row = await db
    .selectFrom('email_change_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends the user's open e-mail change requests (their links no longer work). */
export async function closeEmailChanges(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('email_change_requests')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function setAbsence(db: Db, userId: number, absence: AbsenceBody | null): Promise<void> {
  await updateUser(db, userId, {
    absence_from: absence?.from ?? null,
    absence_until: absence?.until ?? null,
    absence_reason: absence?.reason ?? null,
  });
}

export const absenceOf = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['absence_from', 'absence_until', 'absence_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
