// Queries of the companies module. Member counts are plain counts of users; nothing here reads health data.
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type {
  AccessCodesTable,
  CompaniesTable,
  CompanyServicesTable,
  CompanySubcategoriesTable,
  Database,
  ServiceRequestsTable,
} from '../../db/schema';
import { containsPattern } from '../../shared/params';

type Db = Kysely<Database> | Transaction<Database>;

export const listCompanies = (db: Db, search: string | undefined) => {
  let query = db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.enable_subranking',
      'c.created_at',
      (eb) =>
        eb
          .selectFrom('users as u')
          .select(sql<number>`count(*)::integer`.as('n'))
          .whereRef('u.company_id', '=', 'c.id')
          .as('members'),
      (eb) =>
        eb
          .selectFrom('access_codes as a')
          .select(sql<number>`coalesce(sum(a.seats), 0)::integer`.as('n'))
          .whereRef('a.company_id', '=', 'c.id')
          .as('seats'),
      (eb) =>
        eb
          .selectFrom('access_codes as a')
          .select(sql<number>`coalesce(sum(a.seats_used), 0)::integer`.as('n'))
          .whereRef('a.company_id', '=', 'c.id')
          .as('seats_used'),
    ])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .limit(500);
  if (search) query = query.where('c.name', 'ilike', containsPattern(search));
  return query.execute();
};

export const findCompany = (db: Db, id: number) =>
  db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'enable_subranking',
      'goal_text',
      'ranking_goal',
      'email_domains',
      'company_email_only',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export const lockCompany = (db: Db, id: number) =>
  db.selectFrom('companies').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

export const countMembers = async (db: Db, companyId: number): Promise<number> =>
  (
    await db
      .selectFrom('users')
      .select(sql<number>`count(*)::integer`.as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).n;

/** The company's locations and departments a member chooses among (none without a company), by kind and name. */
export const subcategoryChoices = (db: Db, companyId: number | null) =>
  companyId === null
    ? Promise.resolve([])
    : db
        .selectFrom('company_subcategories')
        .select(['id', 'kind', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('kind')
        .orderBy('name')
        .execute();

export const subcategoriesOf = (db: Db, companyId: number) =>
  db
    .selectFrom('company_subcategories as s')
    .select([
      's.id',
      's.kind',
      's.name',
      's.pic',
      (eb) =>
        eb
          .selectFrom('users as u')
          .select(sql<number>`count(*)::integer`.as('n'))
          .whereRef('u.subcategory_id', '=', 's.id')
          .as('members'),
    ])
    .where('s.company_id', '=', companyId)
    .orderBy('s.kind')
    .orderBy(sql`lower(s.name)`)
    .execute();

export const findSubcategory = (db: Db, companyId: number, id: number) =>
  db
    .selectFrom('company_subcategories')
    .select(['id', 'kind', 'name', 'pic'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

export const accessCodesOf = (db: Db, companyId: number) =>
  db
    .selectFrom('access_codes')
    .select(['id', 'code', 'seats', 'seats_used', 'valid_from', 'valid_until'])
    .where('company_id', '=', companyId)
    .orderBy('valid_until', 'desc')
    .orderBy('id')
    .execute();

export const servicesOf = (db: Db, companyId: number) =>
  db
    .selectFrom('company_services')
    .select(['id', 'kind', 'format', 'note', 'active'])
    .where('company_id', '=', companyId)
    .orderBy('kind')
    .orderBy('format')
    .execute();

/** Booking requests with their company, service and requester; of one company or (null) of all. */
export const serviceRequests = (db: Db, companyId: number | null) => {
  let query = db
    .selectFrom('service_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .innerJoin('company_services as s', 's.id', 'r.service_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.preferred_date',
      'r.participants',
      'r.message',
      'r.status',
      'r.created_at',
      'r.handled_at',
      'c.id as company_id',
      'c.name as company_name',
      's.id as service_id',
      's.kind as service_kind',
      's.format as service_format',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500);
  if (companyId !== null) query = query.where('r.company_id', '=', companyId);
  return query.execute();
};

export type ServiceRequestRow = Awaited<ReturnType<typeof serviceRequests>>[number];

export const findPicture = (db: Db, token: string) =>
  db
    .selectFrom('subcategory_pictures')
    .select(['storage_key', 'mime'])
    .where('token', '=', token)
    .executeTakeFirst();

/** Creates a company; returns its id (a used name fails on companies' unique index). */
export const insertCompany = async (db: Db, values: Insertable<CompaniesTable>): Promise<number> =>
  (await db.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow()).id;

export async function updateCompany(db: Db, id: number, changes: Updateable<CompaniesTable>): Promise<void> {
  await db.updateTable('companies').set(changes).where('id', '=', id).execute();
}

/** Creates a location or department; returns its id. */
export const insertSubcategory = async (
  db: Db,
  values: Insertable<CompanySubcategoriesTable>,
): Promise<number> =>
  (await db.insertInto('company_subcategories').values(values).returning('id').executeTakeFirstOrThrow()).id;

export async function updateSubcategory(
  db: Db,
  id: number,
  changes: Updateable<CompanySubcategoriesTable>,
): Promise<void> {
  await db.updateTable('company_subcategories').set(changes).where('id', '=', id).execute();
}

/** Deletes a location or department (its members keep their company: FK set null). */
export async function deleteSubcategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('company_subcategories').where('id', '=', id).execute();
}

/** Deletes the uploaded picture row of a subcategory; returns its file's storage key, if there was one. */
export const deletePicture = async (db: Db, subcategoryId: number): Promise<string | undefined> =>
  (
    await db
      .deleteFrom('subcategory_pictures')
      .where('subcategory_id', '=', subcategoryId)
      .returning('storage_key')
      .executeTakeFirst()
  )?.storage_key;

/** Records an uploaded picture (its file is stored already) and shows it for the subcategory. */
export async function insertPicture(
  db: Db,
  picture: {
    token: string;
    subcategoryId: number;
    storageKey: string;
    mime: Insertable<Database['subcategory_pictures']>['mime'];
  },
): Promise<void> {
  await db
    .insertInto('subcategory_pictures')
    .values({
      token: picture.token,
      subcategory_id: picture.subcategoryId,
      storage_key: picture.storageKey,
      mime: picture.mime,
    })
    .execute();
  await db
    .updateTable('company_subcategories')
    .set({ pic: `upload:${picture.token}` })
    .where('id', '=', picture.subcategoryId)
    .execute();
}

/** An access code of the company (id and seats taken), or undefined. */
export const findAccessCode = (db: Db, companyId: number, id: number) =>
  db
    .selectFrom('access_codes')
    .select(['id', 'seats_used'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertAccessCode(db: Db, values: Insertable<AccessCodesTable>): Promise<void> {
  await db.insertInto('access_codes').values(values).execute();
}

/**
 * Changes an access code of the company; new seats must not drop below the seats taken. Returns false when no
 * code was changed (not found, or too few seats).
 */
export async function updateAccessCode(
  db: Db,
  companyId: number,
  id: number,
  changes: { seats?: number; valid_until?: string },
): Promise<boolean> {
  const row = await db
    .updateTable('access_codes')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where((eb) => (changes.seats === undefined ? eb.val(true) : eb('seats_used', '<=', changes.seats)))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const serviceColumns = ['id', 'kind', 'format', 'note', 'active'] as const;

/** A service of the company (only an active one with `activeOnly`), or undefined. */
export const findService = (db: Db, companyId: number, id: number, { activeOnly = false } = {}) =>
  db
    .selectFrom('company_services')
    .select(serviceColumns)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .$if(activeOnly, (qb) => qb.where('active', '=', true))
    .executeTakeFirst();

/** Adds a service to the company (one per kind and format: a second fails on the unique index). */
export const insertService = (db: Db, values: Insertable<CompanyServicesTable>) =>
  db.insertInto('company_services').values(values).returning(serviceColumns).executeTakeFirstOrThrow();

/** Changes a service of the company; undefined when it has no such service. */
export const updateService = (
  db: Db,
  companyId: number,
  id: number,
  changes: Updateable<CompanyServicesTable>,
) =>
  db
    .updateTable('company_services')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(serviceColumns)
    .executeTakeFirst();

/** Creates a booking request; returns its id. */
export const insertServiceRequest = async (
  db: Db,
  values: Insertable<ServiceRequestsTable>,
): Promise<number> =>
  (await db.insertInto('service_requests').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** Answers a booking request still open; undefined when there is none such (missing or answered already). */
export const answerServiceRequest = (
  db: Db,
  id: number,
  answer: { status: 'confirmed' | 'declined' | 'cancelled'; handledBy: number; at: Date },
) =>
  db
    .updateTable('service_requests')
    .set({ status: answer.status, handled_by: answer.handledBy, handled_at: answer.at })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returning(['id', 'company_id'])
    .executeTakeFirst();

export const serviceRequestExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.selectFrom('service_requests').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;
