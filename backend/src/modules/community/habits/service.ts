// Business rules of habits and habit check-offs (docs/api-community.md "Habits"), one file per topic under
// use-cases/; this factory only hands them their deps. Writes of one user run one by one (the user row is
// locked); a PUT habits either applies every item or, on the first invalid one, none.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentLang, HabitSuggestion } from '../../../shared/domain';
import { bindUseCases } from '../../../shared/use-cases';
import type { Clock } from '../../kernel';
import type { Habit, HabitAction } from './mappers';
import type { HabitsRepository } from './repository';
import type { ActionsQuery, PutActionBody, PutHabitsBody } from './schemas';
import { actions, check, uncheck } from './use-cases/actions';
import type { HabitLists, HabitsDeps } from './use-cases/context';
import { list, save, suggestions } from './use-cases/habits';

export type { HabitLists } from './use-cases/context';

export interface HabitsService {
  suggestions(lang: ContentLang): HabitSuggestion[];
  list(userId: number): Promise<HabitLists>;
  save(userId: number, body: PutHabitsBody): Promise<HabitLists>;
  actions(userId: number, query: ActionsQuery): Promise<HabitAction[]>;
  check(userId: number, body: PutActionBody): Promise<{ action: HabitAction; habit: Habit }>;
  uncheck(userId: number, actionId: number): Promise<{ deleted: true; id: number; habit: Habit }>;
}

/** Business rules of the habit endpoints; `clock` decides what "today" is. */
export function createHabitsService(
  repo: HabitsRepository,
  db: Kysely<Database>,
  clock: Clock,
): HabitsService {
  const deps: HabitsDeps = { repo, db, clock };
  return bindUseCases(deps, { suggestions, list, save, actions, check, uncheck });
}
