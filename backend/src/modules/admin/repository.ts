// User search for the admin and customer-service area: one query with the company joined in (no N+1).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../shared/params';

/** Most rows one search returns. */
export const MAX_USERS = 50;

/** Builds the search query (its result type is AdminUserRow). */
function searchQuery(db: Kysely<Database>, search: string | undefined) {
  return (
    db
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.roles',
        'u.created_at',
        'c.name as company_name',
      ])
      .$if(Boolean(search), (qb) => {
        const pattern = containsPattern(search!);
        return qb.where((eb) =>
          eb.or([
            eb('u.email', 'ilike', pattern),
            eb('u.first_name', 'ilike', pattern),
            eb('u.last_name', 'ilike', pattern),
            // "dana demo" finds Dana Demo
            eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
          ]),
        );
      })
      // matches index users_last_name_email_idx
      .orderBy(sql`lower(u.last_name)`)
      .orderBy('u.email')
      .limit(MAX_USERS)
  );
}

export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof searchQuery>['execute']>>[number];

export interface AdminRepository {
  searchUsers(search: string | undefined): Promise<AdminUserRow[]>;
}

/** The Kysely implementation of AdminRepository. */
export function createAdminRepository(db: Kysely<Database>): AdminRepository {
  return { searchUsers: (search) => searchQuery(db, search).execute() };
}
