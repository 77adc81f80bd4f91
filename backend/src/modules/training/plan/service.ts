// current_units, day_units, current_day, start_unit, finish_unit, one file per use case group under use-cases/;
// this factory only hands them the training context.
import type { ContentLang, CurrentUnits, UnitJson } from '../../../shared/domain';
import { bindUseCases } from '../../../shared/use-cases';
import type { TrainingContext } from '../shared/context';
import { currentUnits } from './use-cases/current-units';
import { type CurrentDay, currentDay, type DayUnits, dayUnits } from './use-cases/plan-days';
import { finishUnit, startUnit } from './use-cases/unit-status';

export type { CurrentDay, DayUnits } from './use-cases/plan-days';

export interface PlanService {
  currentUnits(userId: number, lang: ContentLang): Promise<CurrentUnits>;
  dayUnits(userId: number, day: number, lang: ContentLang): Promise<DayUnits>;
  currentDay(userId: number): Promise<CurrentDay>;
  startUnit(userId: number, unitId: number, lang: ContentLang): Promise<{ unit: UnitJson }>;
  finishUnit(
    userId: number,
    unitId: number,
    lang: ContentLang,
  ): Promise<{ unit: UnitJson; dayDone: boolean }>;
}

export function createPlanService(ctx: TrainingContext): PlanService {
  return bindUseCases(ctx, { currentUnits, dayUnits, currentDay, startUnit, finishUnit });
}
