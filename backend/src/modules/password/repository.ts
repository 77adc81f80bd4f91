// Reset keys, the mail outbox and the password itself. Every method runs inside one transaction (see
// PasswordRepository.transaction), so a request's writes happen together or not at all.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang } from '../../shared/domain';
import { clearLoginFailures, revokeTokens } from '../auth';
import type { MailDraft, Outbox } from '../contact';

export interface ResetUser {
  id: number;
  email: string;
  first_name: string;
  lang: Lang;
}

export interface StoredKey {
  user_id: number;
  email: string;
  used: boolean;
  expired: boolean;
}

export type NewMail = MailDraft;

/** What the service may do inside a transaction. */
export interface PasswordTx {
  /** The user with this (lower-case) e-mail, locked until the transaction ends: requests for one account queue. */
  lockUserByEmail(email: string): Promise<ResetUser | undefined>;
  /** Keys created for the user in the last `seconds`. */
  countKeysSince(userId: number, seconds: number): Promise<number>;
  insertKey(userId: number, keyHash: string, ttlSeconds: number): Promise<void>;
  /** Queues the mail sealed (the outbox's rule: no secret readable in the table). */
  queueMail(mail: NewMail): Promise<void>;
  /** The key with this hash and its user's e-mail, locked; `used`/`expired` by the database clock. */
  lockKey(keyHash: string): Promise<StoredKey | undefined>;
  /** Ends every open key of the user: the one just used and any older one still lying in a mailbox. */
  closeKeys(userId: number): Promise<void>;
  setPasswordHash(userId: number, passwordHash: string): Promise<void>;
  /** Ends every access token issued to the user so far (auth module's token version). */
  revokeTokens(userId: number): Promise<void>;
  /** Forgets failed logins of the account (key format of the auth module), so the new password works at once. */
  clearLoginFailures(email: string): Promise<void>;
}

export interface PasswordRepository {
  transaction<T>(work: (tx: PasswordTx) => Promise<T>): Promise<T>;
}

function txRepository(trx: Transaction<Database>, outbox: Outbox): PasswordTx {
  return {
    lockUserByEmail: (email) =>
      trx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'lang'])
        .where('email', '=', email)
        .forUpdate()
        .executeTakeFirst(),

    async countKeysSince(userId, seconds) {
      const row = await trx
        .selectFrom('password_reset_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertKey(userId, keyHash, ttlSeconds) {
      await trx
        .insertInto('password_reset_keys')
        .values({
          user_id: userId,
          key_hash: keyHash,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .execute();
    },

    queueMail: (mail) => outbox.queue(trx, mail),

    lockKey: (keyHash) =>
      trx
        .selectFrom('password_reset_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          'k.user_id',
          'u.email',
          sql<boolean>`k.used_at is not null`.as('used'),
          sql<boolean>`k.expires_at <= now()`.as('expired'),
        ])
        .where('k.key_hash', '=', keyHash)
        .forUpdate('k')
        .executeTakeFirst(),

    async closeKeys(userId) {
      await trx
        .updateTable('password_reset_keys')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    async setPasswordHash(userId, passwordHash) {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },

    revokeTokens: (userId) => revokeTokens(trx, userId),

    clearLoginFailures: (email) => clearLoginFailures(trx, email),
  };
}

/** The Kysely implementation of PasswordRepository. */
export function createPasswordRepository(db: Kysely<Database>, outbox: Outbox): PasswordRepository {
  return { transaction: (work) => db.transaction().execute((trx) => work(txRepository(trx, outbox))) };
}
