// Writing the community's point events. Like the training awards (activity/ledger.ts) each has a reference and is
// inserted with ON CONFLICT DO NOTHING on the unique index point_events (user_id, reason, ref), so a retry or a
// second job run writes nothing twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lightFlame } from '../../activity';
import type { Absence } from '../../kernel';

/** Inserts the point event unless it exists; returns the points written (0 when it was already there). */
export async function insertPointsOnce(
  db: Kysely<Database>,
  event: { userId: number; points: number; reason: string; ref: string; date: string },
): Promise<number> {
  if (event.points === 0) return 0;
  const row = await db
    .insertInto('point_events')
    .values({
      user_id: event.userId,
      points: event.points,
      reason: event.reason,
      ref: event.ref,
      activity_date: event.date,
    })
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'ref']).where('ref', 'is not', null).doNothing())
    .returning('points')
    .executeTakeFirst();
  return row?.points ?? 0;
}

/** An activity award (cheer, shared exercise): the points and the strike flame they may light (lightFlame). */
export async function awardActivityOnce(
  db: Kysely<Database>,
  user: { id: number; absence: Absence },
  event: { points: number; reason: string; ref: string; date: string },
): Promise<number> {
  const points = await insertPointsOnce(db, { userId: user.id, ...event });
  return points + (await lightFlame(db, user, event.date, points));
}
