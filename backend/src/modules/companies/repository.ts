// Queries of the companies module. Member counts are plain counts of users; nothing here reads health data.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
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
    .select(['id', 'name', 'enable_subranking', 'goal_text', 'ranking_goal', 'created_at'])
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
