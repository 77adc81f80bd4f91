// Business rules of habits and habit check-offs (docs/api-community.md "Habits"). Writes of one user run one by
// one (the user row is locked); a PUT habits either applies every item or, on the first invalid one, none.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { contentLangOf, type ContentLang, type HabitSuggestion } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { HABIT_SUGGESTIONS } from './suggestions';
import { addDays, type Clock, daysBetween, localDate, safeTimeZone } from '../../kernel';
import { invalidParam, loadCommunityUser } from '../shared/members';
import { type Habit, type HabitAction, isHabitFinished, toHabit, toHabitAction } from './mappers';
import type { HabitChange, HabitRow, HabitsRepository, HabitsTx } from './repository';
import {
  type ActionsQuery,
  type HabitInput,
  MAX_ACTIVE_HABITS,
  MAX_HABIT_DAYS,
  type PutActionBody,
  type PutHabitsBody,
} from './schemas';

/** Most finished habits GET habits lists. */
const FINISHED_LIST_LIMIT = 100;
/** Default range of GET action_habit: the last 35 days. */
const DEFAULT_ACTION_DAYS = 35;

export interface HabitLists {
  habits: Habit[];
  finished: Habit[];
}

export interface HabitsService {
  suggestions(lang: ContentLang): HabitSuggestion[];
  list(userId: number): Promise<HabitLists>;
  save(userId: number, body: PutHabitsBody): Promise<HabitLists>;
  actions(userId: number, query: ActionsQuery): Promise<HabitAction[]>;
  check(userId: number, body: PutActionBody): Promise<{ action: HabitAction; habit: Habit }>;
  uncheck(userId: number, actionId: number): Promise<{ deleted: true; id: number; habit: Habit }>;
}

const SUGGESTIONS = new Map(HABIT_SUGGESTIONS.map((s) => [s.key, s]));

function invalidHabit(): AppError {
  return new AppError('not_found', 'rest_habit_invalid', 'Invalid habit ID.');
}

function splitLists(rows: HabitRow[], today: string): HabitLists {
  const habits: Habit[] = [];
  const finished: Habit[] = [];
  for (const row of rows) (isHabitFinished(row, today) ? finished : habits).push(toHabit(row, today));
  finished.sort((a, b) => (b.closed_on ?? b.to).localeCompare(a.closed_on ?? a.to) || b.id - a.id);
  return { habits, finished: finished.slice(0, FINISHED_LIST_LIMIT) };
}

/**
 * A suggestion is taken once at a time: while a habit from it runs or is still to come, adopting it again would
 * give two identical habits to check off (#39). A finished one may be started anew.
 */
async function refuseTakenSuggestion(
  tx: HabitsTx,
  userId: number,
  key: string,
  today: string,
): Promise<void> {
  const rows = await tx.list(userId);
  if (rows.some((row) => row.suggestion === key && !isHabitFinished(row, today))) {
    throw new AppError(
      'conflict',
      'habit_suggestion_taken',
      'This suggestion is already one of your habits.',
    );
  }
}

function checkRuntime(field: string, from: string, to: string): void {
  if (to < from) throw invalidParam(`${field}.to`, 'to must not be before from.');
  if (daysBetween(from, to) >= MAX_HABIT_DAYS) {
    throw invalidParam(`${field}.to`, `A habit runs at most ${MAX_HABIT_DAYS} days.`);
  }
}

/** Business rules of the habit endpoints; `clock` decides what "today" is. */
export function createHabitsService(
  repo: HabitsRepository,
  db: Kysely<Database>,
  clock: Clock,
): HabitsService {
  async function todayOf(userId: number): Promise<string> {
    const user = await loadCommunityUser(db, userId);
    return localDate(clock(), user.timeZone);
  }

  async function applyItem(
    tx: HabitsTx,
    userId: number,
    item: HabitInput,
    index: number,
    today: string,
    lang: ContentLang,
  ) {
    const field = `habits.${index}`;
    if (item.id === undefined) {
      if (item.status !== undefined && item.status !== 'active') {
        throw invalidParam(`${field}.status`, 'A new habit cannot be finished or deleted.');
      }
      let name = item.name;
      let typ = item.typ;
      let suggestion: string | null = null;
      if (item.suggestion !== undefined) {
        const entry = SUGGESTIONS.get(item.suggestion);
        if (!entry) throw invalidParam(`${field}.suggestion`, 'suggestion is not in the catalogue.');
        await refuseTakenSuggestion(tx, userId, entry.key, today);
        suggestion = entry.key;
        name ??= entry[lang].name;
        typ ??= entry.typ;
      }
      if (name === undefined) throw invalidParam(`${field}.name`, `${field}.name is a required parameter.`);
      if (typ === undefined) throw invalidParam(`${field}.typ`, `${field}.typ is a required parameter.`);
      if (item.from === undefined)
        throw invalidParam(`${field}.from`, `${field}.from is a required parameter.`);
      if (item.to === undefined) throw invalidParam(`${field}.to`, `${field}.to is a required parameter.`);
      if (item.from < today) throw invalidParam(`${field}.from`, 'Start date must not be in the past');
      checkRuntime(field, item.from, item.to);
      await tx.insert(userId, { name, typ, suggestion, from: item.from, to: item.to });
      return;
    }

    const habit = await tx.find(userId, item.id);
    // only an active habit changes: a closed one or one whose runtime is over is finished for good
    if (!habit || isHabitFinished(habit, today)) throw invalidHabit();
    if (item.suggestion !== undefined) {
      throw invalidParam(`${field}.suggestion`, 'The catalogue entry of a habit cannot be changed.');
    }
    if (item.status === 'deleted') {
      await tx.deleteActionsOf(habit.id);
      await tx.update(userId, habit.id, { status: 'deleted', closed_on: null });
      return;
    }
    const change: HabitChange = {};
    if (item.name !== undefined) change.name = item.name;
    if (item.typ !== undefined) change.typ = item.typ;
    if (item.from !== undefined && item.from !== habit.date_from) {
      if (item.from < today) throw invalidParam(`${field}.from`, 'Start date must not be in the past');
      if (habit.days.some((day) => day < item.from!)) {
        throw invalidParam(`${field}.from`, 'The runtime must keep the days already checked off.');
      }
      change.date_from = item.from;
    }
    if (item.to !== undefined && item.to !== habit.date_to) {
      if (item.to < today) throw invalidParam(`${field}.to`, 'Date cannot be in the past');
      if (habit.days.some((day) => day > item.to!)) {
        throw invalidParam(`${field}.to`, 'The runtime must keep the days already checked off.');
      }
      change.date_to = item.to;
    }
    checkRuntime(field, change.date_from ?? habit.date_from, change.date_to ?? habit.date_to);
    if (item.status === 'finished') {
      change.status = 'finished';
      change.closed_on = today;
    }
    if (Object.keys(change).length) await tx.update(userId, habit.id, change);
  }

  return {
    suggestions(lang) {
      return HABIT_SUGGESTIONS.map((s) => ({ key: s.key, typ: s.typ, ...s[lang] }));
    },

    async list(userId) {
      const today = await todayOf(userId);
      return splitLists(await repo.list(userId), today);
    },

    async save(userId, body) {
      const ids = body.habits.flatMap((h) => (h.id === undefined ? [] : [h.id]));
      if (new Set(ids).size !== ids.length) throw invalidParam('habits', 'A habit may appear only once.');
      return repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
        const today = localDate(clock(), safeTimeZone(user.timeZone));
        const lang = contentLangOf(user.lang);
        for (const [index, item] of body.habits.entries())
          await applyItem(tx, userId, item, index, today, lang);
        if ((await tx.countActive(userId, today)) > MAX_ACTIVE_HABITS) {
          throw new AppError(
            'conflict',
            'habit_limit',
            `You can keep at most ${MAX_ACTIVE_HABITS} active habits.`,
          );
        }
        return splitLists(await tx.list(userId), today);
      });
    },

    async actions(userId, query) {
      const today = await todayOf(userId);
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, 1 - DEFAULT_ACTION_DAYS);
      if (from > to) throw invalidParam('from', 'from must not be after to.');
      if (daysBetween(from, to) > MAX_HABIT_DAYS) {
        throw invalidParam('from', `The range covers at most ${MAX_HABIT_DAYS} days.`);
      }
      return (await repo.actions(userId, from, to)).map(toHabitAction);
    },

    async check(userId, body) {
      return repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
        const today = localDate(clock(), safeTimeZone(user.timeZone));
        const habit = await tx.find(userId, body.habit);
        if (!habit || habit.status !== 'active') throw invalidHabit();
        const day = body.day ?? today;
        if (day > today || day < habit.date_from || day > habit.date_to) {
          throw new AppError('invalid_data', 'habit_day_invalid', "This day is outside the habit's runtime.");
        }
        const actionId = await tx.check(userId, habit.id, day);
        const action = await tx.action(userId, actionId);
        const updated = await tx.find(userId, habit.id);
        if (!action || !updated) throw invalidHabit();
        return { action: toHabitAction(action), habit: toHabit(updated, today) };
      });
    },

    async uncheck(userId, actionId) {
      return repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
        const today = localDate(clock(), safeTimeZone(user.timeZone));
        const habitId = await tx.uncheck(userId, actionId);
        if (habitId === undefined) {
          throw new AppError('not_found', 'rest_habit_action_invalid', 'Invalid habit action ID.');
        }
        const habit = await tx.find(userId, habitId);
        if (!habit) throw invalidHabit();
        return { deleted: true as const, id: actionId, habit: toHabit(habit, today) };
      });
    },
  };
}
