// What every training service needs: the database and "now" (tests pin it).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findPlanUser } from '../plan/repository';
import { todayIn } from './dates';

import type { Clock } from '@officefit/domain';

export type { Clock };

export interface TrainingContext {
  db: Kysely<Database>;
  clock: Clock;
}

/** Today's date in the user's time zone. */
export async function userToday(ctx: TrainingContext, userId: number): Promise<string> {
  const user = await findPlanUser(ctx.db, userId);
  return todayIn(user?.timeZone, ctx.clock());
}
