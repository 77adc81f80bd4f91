// Spec §9: health data is kept up to six months after the contract ends. The recurring retention job deletes the
// health profile (and its pain points, by cascade) of everyone whose last membership ended longer ago than that
// and who holds no membership now. Users who never had a membership (guests) are not touched: no contract ended.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export const HEALTH_RETENTION_MONTHS = 6;

/** Deletes the health profiles past retention at `now`; returns how many. */
export async function deleteExpiredHealthData(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = sql<Date>`${now.toISOString()}::timestamptz - make_interval(months => ${HEALTH_RETENTION_MONTHS})`;
  const result = await db
    .deleteFrom('anamnesis as a')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscriptions as s')
          .select(sql`1`.as('one'))
          .whereRef('s.user_id', '=', 'a.user_id'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscriptions as s')
            .select(sql`1`.as('one'))
            .whereRef('s.user_id', '=', 'a.user_id')
            // periods that never ran (a dropped or unpaid extension) do not keep the data
            .where('s.status', 'not in', ['cancelled_renewal', 'awaiting_payment'])
            // still running, open-ended, or ended within the retention period
            .where((w) => w.or([w('s.ends_at', 'is', null), w('s.ends_at', '>', cutoff)])),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
