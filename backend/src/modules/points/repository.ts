// The fitness-points history of one user (by user id only; index point_events (user_id, created_at)).
import type { Kysely, Selectable } from 'kysely';
import type { Database, PointEventsTable } from '../../db/schema';

export type PointEventRow = Pick<Selectable<PointEventsTable>, 'id' | 'points' | 'reason' | 'created_at'>;

export interface PointsRepository {
  /** The user's point events, newest first. */
  listByUser(userId: number): Promise<PointEventRow[]>;
}

/** The Kysely implementation of PointsRepository. */
export function createPointsRepository(db: Kysely<Database>): PointsRepository {
  return {
    listByUser: (userId) =>
      db
        .selectFrom('point_events')
        .select(['id', 'points', 'reason', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        // events of the same moment keep the order they were written in
        .orderBy('id', 'desc')
        .execute(),
  };
}
