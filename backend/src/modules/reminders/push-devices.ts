// How many browsers the user registered for Web Push (the settings show "push on this device" separately).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function countPushDevices(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
