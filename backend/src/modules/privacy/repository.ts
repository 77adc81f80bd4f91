// Queries of the privacy module's self-service flows on the users row (deletion request and its cancellation).
// The export, the erasure and the retention job keep their queries in export.ts, erase.ts and retention.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The user's pending deletion, locked: when it was asked for and the language for the notice. Undefined when no
 * deletion is pending or the account is already erased.
 */
export const lockPendingDeletion = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['lang', 'deletion_requested_at'])
    .where('id', '=', userId)
    .where('deletion_due_at', 'is not', null)
    .where('erased_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();

/** The user's password hash and due date of a deletion already asked for, locked; undefined for no such user. */
export const lockUserForDeletion = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['password_hash', 'deletion_due_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

/** Records a deletion request made at `requestedAt`, due (erased by the job) at `dueAt`. */
export async function markDeletionRequested(
  db: Db,
  userId: number,
  requestedAt: Date,
  dueAt: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ deletion_requested_at: requestedAt, deletion_due_at: dueAt })
    .where('id', '=', userId)
    .execute();
}

/** Forgets the user's deletion request (none pending afterwards). */
export async function clearDeletionRequest(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ deletion_requested_at: null, deletion_due_at: null })
    .where('id', '=', userId)
    .execute();
}
