// Daily steps and the steps activation; writes run in one transaction that locks the user's row first.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PointAward } from '../kernel';
import { type ActivityUser, awardWithFlame, loadActivityUser, totalPoints } from '../activity';

export interface StepsReads {
  user(userId: number): Promise<ActivityUser>;
  /** Steps per date in [from, to] (dates without an entry are missing). */
  stepsBetween(userId: number, from: string, to: string): Promise<Map<string, number>>;
}

export interface StepsTx extends StepsReads {
  lockUser(userId: number): Promise<ActivityUser>;
  saveSteps(userId: number, date: string, steps: number): Promise<void>;
  award(user: ActivityUser, award: PointAward, ref: string, date: string): Promise<number>;
  totalPoints(userId: number): Promise<number>;
  /**
   * Keeps the highest step reached; step 3 switches step counting on (users.steps = 1). Returns the step and
   * whether step counting is on (the same flag GET steps reads, so accounts switched on earlier stay on).
   */
  saveActivationStep(userId: number, step: number): Promise<{ step: number; activated: boolean }>;
}

export interface StepsRepository extends StepsReads {
  transaction<T>(work: (tx: StepsTx) => Promise<T>): Promise<T>;
}

function reads(db: Kysely<Database>): StepsReads {
  return {
    user: (userId) => loadActivityUser(db, userId),
    async stepsBetween(userId, from, to) {
      const rows = await db
        .selectFrom('steps_entries')
        .select(['entry_date', 'steps'])
        .where('user_id', '=', userId)
        .where('entry_date', '>=', from)
        .where('entry_date', '<=', to)
        .execute();
      return new Map(rows.map((r) => [r.entry_date, r.steps]));
    },
  };
}

function txRepository(trx: Kysely<Database>): StepsTx {
  return {
    ...reads(trx),
    lockUser: (userId) => loadActivityUser(trx, userId, { lock: true }),
    async saveSteps(userId, date, steps) {
      await trx
        .insertInto('steps_entries')
        .values({ user_id: userId, entry_date: date, steps })
        .onConflict((oc) =>
          oc.columns(['user_id', 'entry_date']).doUpdateSet({ steps, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },
    award: (user, award, ref, date) => awardWithFlame(trx, user, award, ref, date),
    totalPoints: (userId) => totalPoints(trx, userId),
    async saveActivationStep(userId, step) {
      const row = await trx
        .updateTable('users')
        .set({
          steps_activation_step: sql<number>`greatest(steps_activation_step, ${step})`,
          steps: sql<number>`case when greatest(steps_activation_step, ${step}) >= 3 then 1 else steps end`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', userId)
        .returning(['steps_activation_step', 'steps'])
        .executeTakeFirstOrThrow();
      return { step: row.steps_activation_step, activated: row.steps === 1 };
    },
  };
}

/** The Kysely implementation of StepsRepository. */
export function createStepsRepository(db: Kysely<Database>): StepsRepository {
  return {
    ...reads(db),
    transaction: (work) => db.transaction().execute((trx) => work(txRepository(trx))),
  };
}
