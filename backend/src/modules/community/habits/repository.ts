// Habits and their check-offs, always by owner (user_id) so no query reaches another user's rows.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, HabitStatus, HabitTyp } from '../../../db/schema';

export interface HabitRow {
  id: number;
  name: string;
  typ: HabitTyp;
  suggestion: string | null;
  date_from: string;
  date_to: string;
  status: HabitStatus;
  closed_on: string | null;
  /** Checked-off days, ascending. */
  days: string[];
}

export interface HabitActionRow {
  id: number;
  habit: number;
  name: string;
  typ: HabitTyp;
  day: string;
}

export interface NewHabit {
  name: string;
  typ: HabitTyp;
  suggestion: string | null;
  from: string;
  to: string;
}

export interface HabitChange {
  name?: string;
  typ?: HabitTyp;
  date_from?: string;
  date_to?: string;
  status?: HabitStatus;
  closed_on?: string | null;
}

function habitQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('habits as h')
    .select([
      'h.id',
      'h.name',
      'h.typ',
      'h.suggestion',
      'h.date_from',
      'h.date_to',
      'h.status',
      'h.closed_on',
      sql<string[]>`coalesce((
        select array_agg(to_char(a.day, 'YYYY-MM-DD') order by a.day) from habit_actions a where a.habit_id = h.id
      ), '{}')`.as('days'),
    ])
    .where('h.user_id', '=', userId);
}

export interface HabitsReads {
  /** The user's habits that are not deleted. */
  list(userId: number): Promise<HabitRow[]>;
  find(userId: number, habitId: number): Promise<HabitRow | undefined>;
  actions(userId: number, from: string, to: string): Promise<HabitActionRow[]>;
  action(userId: number, actionId: number): Promise<HabitActionRow | undefined>;
}

export interface HabitsTx extends HabitsReads {
  lockUser(userId: number): Promise<{ timeZone: string; lang: string } | undefined>;
  countActive(userId: number, today: string): Promise<number>;
  insert(userId: number, habit: NewHabit): Promise<number>;
  update(userId: number, habitId: number, change: HabitChange): Promise<void>;
  deleteActionsOf(habitId: number): Promise<void>;
  /** Inserts the check-off unless it exists; returns the action's id. */
  check(userId: number, habitId: number, day: string): Promise<number>;
  /** Deletes the user's action; returns its habit id, or undefined when there was none. */
  uncheck(userId: number, actionId: number): Promise<number | undefined>;
}

export interface HabitsRepository extends HabitsReads {
  transaction<T>(work: (tx: HabitsTx) => Promise<T>): Promise<T>;
}

function reads(db: Kysely<Database>): HabitsReads {
  const actionQuery = (userId: number) =>
    db
      .selectFrom('habit_actions as a')
      .innerJoin('habits as h', 'h.id', 'a.habit_id')
      .select(['a.id', 'a.habit_id as habit', 'h.name', 'h.typ', 'a.day'])
      .where('a.user_id', '=', userId)
      .where('h.status', '<>', 'deleted');
  return {
    list: (userId) =>
      habitQuery(db, userId)
        .where('h.status', '<>', 'deleted')
        .orderBy('h.date_from')
        .orderBy('h.id')
        .execute(),
    find: (userId, habitId) =>
      habitQuery(db, userId)
        .where('h.id', '=', habitId)
        .where('h.status', '<>', 'deleted')
        .executeTakeFirst(),
    actions: async (userId, from, to) =>
      (
        await actionQuery(userId)
          .where('a.day', '>=', from)
          .where('a.day', '<=', to)
          .orderBy('a.day', 'desc')
          .orderBy('a.id', 'desc')
          .execute()
      ).map((row) => ({ ...row, id: Number(row.id) })),
    action: async (userId, actionId) => {
      const row = await actionQuery(userId).where('a.id', '=', actionId).executeTakeFirst();
      return row && { ...row, id: Number(row.id) };
    },
  };
}

/** The transaction's lock of the user row and its habit writes. */
function habitWrites(
  trx: Transaction<Database>,
): Pick<HabitsTx, 'lockUser' | 'countActive' | 'insert' | 'update' | 'deleteActionsOf'> {
  return {
    async lockUser(userId) {
      const row = await trx
        .selectFrom('users')
        .select(['time_zone', 'lang'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row && { timeZone: row.time_zone, lang: row.lang };
    },
    async countActive(userId, today) {
      const row = await trx
        .selectFrom('habits')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .where('date_to', '>=', today)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insert(userId, habit) {
      const row = await trx
        .insertInto('habits')
        .values({
          user_id: userId,
          name: habit.name,
          typ: habit.typ,
          suggestion: habit.suggestion,
          date_from: habit.from,
          date_to: habit.to,
          closed_on: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(userId, habitId, change) {
      await trx
        .updateTable('habits')
        .set({ ...change, updated_at: sql<Date>`now()` })
        .where('id', '=', habitId)
        .where('user_id', '=', userId)
        .execute();
    },
    async deleteActionsOf(habitId) {
      await trx.deleteFrom('habit_actions').where('habit_id', '=', habitId).execute();
    },
  };
}

/** The check-off writes of the transaction. */
function checkOffWrites(trx: Transaction<Database>): Pick<HabitsTx, 'check' | 'uncheck'> {
  return {
    async check(userId, habitId, day) {
      await trx
        .insertInto('habit_actions')
        .values({ habit_id: habitId, user_id: userId, day })
        .onConflict((oc) => oc.constraint('habit_actions_habit_id_day_key').doNothing())
        .execute();
      const row = await trx
        .selectFrom('habit_actions')
        .select('id')
        .where('habit_id', '=', habitId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async uncheck(userId, actionId) {
      const row = await trx
        .deleteFrom('habit_actions')
        .where('id', '=', actionId)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('habits as h')
              .select('h.id')
              .whereRef('h.id', '=', 'habit_actions.habit_id')
              .where('h.status', '<>', 'deleted'),
          ),
        )
        .returning('habit_id')
        .executeTakeFirst();
      return row?.habit_id;
    },
  };
}

function txRepository(trx: Transaction<Database>): HabitsTx {
  return { ...reads(trx), ...habitWrites(trx), ...checkOffWrites(trx) };
}

/** The Kysely implementation of HabitsRepository. */
export function createHabitsRepository(db: Kysely<Database>): HabitsRepository {
  return {
    ...reads(db),
    transaction: (work) => db.transaction().execute((trx) => work(txRepository(trx))),
  };
}
