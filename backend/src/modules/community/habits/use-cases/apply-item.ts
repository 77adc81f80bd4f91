// One item of PUT habits: a new habit (free or from the suggestion catalogue) or a change of an active one
// (rename, runtime, finish, delete). Runs inside the save's transaction.
import type { ContentLang } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import { daysBetween } from '../../../kernel';
import { invalidParam } from '../../shared/members';
import { isHabitFinished } from '../mappers';
import type { HabitChange, HabitRow, HabitsTx } from '../repository';
import { type HabitInput, MAX_HABIT_DAYS } from '../schemas';
import { HABIT_SUGGESTIONS } from '../suggestions';
import { invalidHabit } from './context';

const SUGGESTIONS = new Map(HABIT_SUGGESTIONS.map((s) => [s.key, s]));

/** Where the item stands: the caller, its place in the body, the caller's today and language. */
interface ItemContext {
  tx: HabitsTx;
  userId: number;
  /** `habits.<index>`, the parameter an error names */
  field: string;
  today: string;
  lang: ContentLang;
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

async function addHabit({ tx, userId, field, today, lang }: ItemContext, item: HabitInput): Promise<void> {
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
  if (item.from === undefined) throw invalidParam(`${field}.from`, `${field}.from is a required parameter.`);
  if (item.to === undefined) throw invalidParam(`${field}.to`, `${field}.to is a required parameter.`);
  if (item.from < today) throw invalidParam(`${field}.from`, 'Start date must not be in the past');
  checkRuntime(field, item.from, item.to);
  await tx.insert(userId, { name, typ, suggestion, from: item.from, to: item.to });
}

/** The runtime change of an item; it must keep the days already checked off and not start or end in the past. */
function runtimeChange({ field, today }: ItemContext, item: HabitInput, habit: HabitRow): HabitChange {
  const change: HabitChange = {};
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
  return change;
}

async function changeHabit(ctx: ItemContext, id: number, item: HabitInput): Promise<void> {
  const { tx, userId, field, today } = ctx;
  const habit = await tx.find(userId, id);
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
  Object.assign(change, runtimeChange(ctx, item, habit));
  if (item.status === 'finished') {
    change.status = 'finished';
    change.closed_on = today;
  }
  if (Object.keys(change).length) await tx.update(userId, habit.id, change);
}

export async function applyItem(
  tx: HabitsTx,
  userId: number,
  item: HabitInput,
  index: number,
  today: string,
  lang: ContentLang,
): Promise<void> {
  const ctx: ItemContext = { tx, userId, field: `habits.${index}`, today, lang };
  if (item.id === undefined) await addHabit(ctx, item);
  else await changeHabit(ctx, item.id, item);
}
