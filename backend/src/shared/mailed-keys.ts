// Single-use keys sent by mail (e-mail verification, e-mail change, password reset, cancellation without login).
// The link carries a random key; the table keeps only its SHA-256, an expiry and when it was used, so a leaked table
// opens nothing. The tables share the columns user_id, key_hash, expires_at and used_at; what else a row holds (the
// new address of a change, the reason of a cancellation) is the caller's.
import { createHash, randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The tables of mailed keys. */
export type MailedKeyTable =
  'email_verification_keys' | 'email_change_requests' | 'password_reset_keys' | 'cancellation_requests';

/** What a new row holds besides its key and expiry. */
type KeyValues<T extends MailedKeyTable> = Omit<Insertable<Database[T]>, 'key_hash' | 'expires_at'>;

/** The stored form of a key: its SHA-256 in hex. */
export const hashMailedKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Stores a new key valid for `ttlSeconds` and returns it in clear, for the link; only its hash is kept. */
export async function issueMailedKey<T extends MailedKeyTable>(
  db: Kysely<Database>,
  table: T,
  values: KeyValues<T>,
  ttlSeconds: number,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db
    .insertInto(table as MailedKeyTable)
    .values({
      ...(values as KeyValues<'email_verification_keys'>),
      key_hash: hashMailedKey(key),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
  return key;
}

/**
 * Uses a key: its row (locked) when the key is known, unused and not expired, and undefined otherwise (one answer
 * for the three, so a link tells nothing). Every open key of the same user ends with it: a link works once and an
 * older one no more. Run it in the transaction that applies what the key allows, so a refusal undoes the use.
 */
export async function consumeMailedKey<T extends MailedKeyTable>(
  db: Kysely<Database>,
  table: T,
  key: string,
): Promise<Selectable<Database[T]> | undefined> {
  // the tables share the key columns; typing the query on one of them keeps Kysely's checks on those
  const keys = table as MailedKeyTable as 'email_verification_keys';
  const row = await db
    .selectFrom(keys)
    .selectAll()
    .where('key_hash', '=', hashMailedKey(key))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable(keys)
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return row as unknown as Selectable<Database[T]>;
}
