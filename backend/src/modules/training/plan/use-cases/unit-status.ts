// start_unit and finish_unit: a plan unit's status; a unit counts as finished only after its exercise's finish.
import type { ContentLang, UnitJson } from '../../../../shared/domain';
import { AppError } from '../../../../shared/errors';
import type { TrainingContext } from '../../shared/context';
import { findUnit, findUnitsBetween, markUnitDone, markUnitStarted } from '../repository';
import { unitInvalid, unitJson } from './phase';

const unitNotFinished = () =>
  new AppError('conflict', 'rest_unit_not_finished', 'Finish the exercise of this unit first.');

export async function startUnit(
  ctx: TrainingContext,
  userId: number,
  unitId: number,
  lang: ContentLang,
): Promise<{ unit: UnitJson }> {
  const row = await markUnitStarted(ctx.db, userId, unitId);
  if (!row) throw unitInvalid();
  return { unit: await unitJson(ctx, userId, row, lang) };
}

export async function finishUnit(
  ctx: TrainingContext,
  userId: number,
  unitId: number,
  lang: ContentLang,
): Promise<{ unit: UnitJson; dayDone: boolean }> {
  const { db } = ctx;
  const row = await markUnitDone(db, userId, unitId);
  // told apart only on failure: someone else's unit is not found, an own one is not finished yet
  if (!row) throw (await findUnit(db, userId, unitId)) ? unitNotFinished() : unitInvalid();
  const sameDay = await findUnitsBetween(db, userId, row.plan_date, row.plan_date);
  return {
    unit: await unitJson(ctx, userId, row, lang),
    dayDone: sameDay.length > 0 && sameDay.every((u) => u.status === 'done'),
  };
}
