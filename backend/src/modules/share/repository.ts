// Colleagues, shared exercises and the share mail; the share, both awards and the mail are written in one
// transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';
import { POINT_REASONS, type PointAward } from '../kernel';
import { type ActivityUser, awardWithFlame, loadActivityUser, pointsOnDay } from '../activity';
import type { MailDraft, Outbox } from '../contact';

export type NewMail = MailDraft;

export interface ShareReads {
  user(userId: number): Promise<ActivityUser>;
  /** The id of the user with this (lower-case) e-mail in the company, if any. */
  colleagueId(email: string, companyId: number): Promise<number | undefined>;
  /** The exercise's name in the language (German when missing), or undefined for an unknown exercise. */
  exerciseName(exerciseId: number, lang: ContentLang): Promise<string | undefined>;
}

export interface ShareTx {
  /** Locks the user's row until the transaction ends (callers lock two users lower id first). */
  lockUser(userId: number): Promise<void>;
  /** Share points the user earned for that local date. */
  sharePoints(userId: number, date: string): Promise<number>;
  /** Records the share once per sender, recipient and exercise; false when it existed. */
  recordShare(senderId: number, recipientId: number, exerciseId: number): Promise<boolean>;
  queueMail(mail: NewMail): Promise<void>;
  award(user: ActivityUser, award: PointAward, ref: string, date: string): Promise<number>;
}

export interface ShareRepository extends ShareReads {
  transaction<T>(work: (tx: ShareTx) => Promise<T>): Promise<T>;
}

function txRepository(trx: Kysely<Database>, outbox: Outbox): ShareTx {
  return {
    async lockUser(userId) {
      await loadActivityUser(trx, userId, { lock: true });
    },
    sharePoints(userId, date) {
      return pointsOnDay(trx, userId, [POINT_REASONS.share], date);
    },
    async recordShare(senderId, recipientId, exerciseId) {
      const row = await trx
        .insertInto('exercise_shares')
        .values({ sender_id: senderId, recipient_id: recipientId, exercise_id: exerciseId })
        .onConflict((oc) => oc.columns(['sender_id', 'recipient_id', 'exercise_id']).doNothing())
        .returning('sender_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    // sealed like every outbox mail
    queueMail: (mail) => outbox.queue(trx, mail),
    award: (user, award, ref, date) => awardWithFlame(trx, user, award, ref, date),
  };
}

/** The Kysely implementation of ShareRepository. */
export function createShareRepository(db: Kysely<Database>, outbox: Outbox): ShareRepository {
  return {
    user: (userId) => loadActivityUser(db, userId),
    async colleagueId(email, companyId) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return row?.id;
    },
    async exerciseName(exerciseId, lang) {
      const row = await db
        .selectFrom('exercises as e')
        .leftJoin('exercise_translations as t', (join) =>
          join.onRef('t.exercise_id', '=', 'e.id').on('t.lang', '=', lang),
        )
        .leftJoin('exercise_translations as de', (join) =>
          join.onRef('de.exercise_id', '=', 'e.id').on('de.lang', '=', 'de'),
        )
        .select((eb) => eb.fn.coalesce('t.name', 'de.name', 'e.slug').as('name'))
        .where('e.id', '=', exerciseId)
        .executeTakeFirst();
      return row?.name;
    },
    transaction: (work) => db.transaction().execute((trx) => work(txRepository(trx, outbox))),
  };
}
