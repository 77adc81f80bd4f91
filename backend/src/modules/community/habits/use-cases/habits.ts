// The habits: the suggestion catalogue, the caller's lists, and PUT habits (every item or, on the first invalid
// one, none).
import type { ContentLang, HabitSuggestion } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import { invalidParam } from '../../shared/members';
import { MAX_ACTIVE_HABITS, type PutHabitsBody } from '../schemas';
import { HABIT_SUGGESTIONS } from '../suggestions';
import { applyItem } from './apply-item';
import { type HabitLists, type HabitsDeps, lockCaller, splitLists, todayOf } from './context';

export function suggestions(_deps: HabitsDeps, lang: ContentLang): HabitSuggestion[] {
  return HABIT_SUGGESTIONS.map((s) => ({ key: s.key, typ: s.typ, ...s[lang] }));
}

export async function list(deps: HabitsDeps, userId: number): Promise<HabitLists> {
  const today = await todayOf(deps, userId);
  return splitLists(await deps.repo.list(userId), today);
}

export async function save(deps: HabitsDeps, userId: number, body: PutHabitsBody): Promise<HabitLists> {
  const ids = body.habits.flatMap((h) => (h.id === undefined ? [] : [h.id]));
  if (new Set(ids).size !== ids.length) throw invalidParam('habits', 'A habit may appear only once.');
  return deps.repo.transaction(async (tx) => {
    const { today, lang } = await lockCaller(deps, tx, userId);
    for (const [index, item] of body.habits.entries()) await applyItem(tx, userId, item, index, today, lang);
    if ((await tx.countActive(userId, today)) > MAX_ACTIVE_HABITS) {
      throw new AppError(
        'conflict',
        'habit_limit',
        `You can keep at most ${MAX_ACTIVE_HABITS} active habits.`,
      );
    }
    return splitLists(await tx.list(userId), today);
  });
}
