// Reset keys, the mail outbox and the password itself. Every method runs inside one transaction (see
// PasswordRepository.transaction), so a request's writes happen together or not at all.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang } from '../../shared/domain';
import { consumeMailedKey, issueMailedKey } from '../../shared/mailed-keys';
import { clearLoginFailures, revokeTokens } from '../auth';
import type { MailDraft, Outbox } from '../contact';

export interface ResetUser {
  id: number;
  email: string;
  first_name: string;
  lang: Lang;
}

/** The user a used key belongs to. */
export interface KeyOwner {
  user_id: number;
  email: string;
}

export type NewMail = MailDraft;

/** What the service may do inside a transaction. */
export interface PasswordTx {
  /** The user with this (lower-case) e-mail, locked until the transaction ends: requests for one account queue. */
  lockUserByEmail(email: string): Promise<ResetUser | undefined>;
  /** Keys created for the user in the last `seconds`. */
  countKeysSince(userId: number, seconds: number): Promise<number>;
  /** Stores a new key valid for `ttlSeconds` (only its hash: shared/mailed-keys) and returns it for the link. */
  issueKey(userId: number, ttlSeconds: number): Promise<string>;
  /** Queues the mail sealed (the outbox's rule: no secret readable in the table). */
  queueMail(mail: NewMail): Promise<void>;
  /**
   * Uses the key and ends every other open key of its user (any older one still lying in a mailbox); its user and
   * e-mail, or undefined when the key is unknown, used or expired (database clock). A refusal later in the
   * transaction undoes the use.
   */
  consumeKey(key: string): Promise<KeyOwner | undefined>;
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

    issueKey: (userId, ttlSeconds) =>
      issueMailedKey(trx, 'password_reset_keys', { user_id: userId }, ttlSeconds),

    queueMail: (mail) => outbox.queue(trx, mail),

    async consumeKey(key) {
      const row = await consumeMailedKey(trx, 'password_reset_keys', key);
      if (!row) return undefined;
      return trx
        .selectFrom('users')
        .select(['id as user_id', 'email'])
        .where('id', '=', row.user_id)
        .executeTakeFirstOrThrow();
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
