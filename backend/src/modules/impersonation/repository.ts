// Reads and writes of "switch to user": the users involved and the impersonations rows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The user a staff member wants to switch to (what the checks and the token need), or undefined. */
export const findTarget = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The staff member as the answer names them (`orig_user`). */
export const findStaffMember = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Opens a switched session; returns its id. */
export async function openSession(
  db: Db,
  session: { actorId: number; targetId: number; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('impersonations')
    .values({ actor_id: session.actorId, target_id: session.targetId, expires_at: session.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a switched session (a closed one stays as it is). */
export async function closeSession(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('impersonations')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}
