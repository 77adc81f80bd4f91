// The fitness-points history of one user (by user id only; index point_events (user_id, created_at)).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, PointEventsTable } from '../../db/schema';

export type PointEventRow = Pick<Selectable<PointEventsTable>, 'id' | 'points' | 'reason' | 'created_at'> & {
  /** What the entry was for, where the ledger knows more than its kind: the products of a shop order. */
  detail: string | null;
};

export interface PointsRepository {
  /** The user's point events, newest first. */
  listByUser(userId: number): Promise<PointEventRow[]>;
}

/**
 * The product names of the order a shop entry points at (ref 'order:<id>', see shop/checkout.ts and cancel.ts);
 * null for every other entry. The regular expression keeps a foreign ref from failing the cast.
 */
const orderProducts = sql<string | null>`case when p.reason in ('shop_order', 'shop_refund')
  and p.ref ~ '^order:[0-9]+$' then (select string_agg(l.name, ', ' order by l.product_id)
    from shop_order_lines l where l.order_id = substr(p.ref, 7)::integer) end`;

/** The Kysely implementation of PointsRepository. */
export function createPointsRepository(db: Kysely<Database>): PointsRepository {
  return {
    listByUser: (userId) =>
      db
        .selectFrom('point_events as p')
        .select(['p.id', 'p.points', 'p.reason', 'p.created_at', orderProducts.as('detail')])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at', 'desc')
        // events of the same moment keep the order they were written in
        .orderBy('p.id', 'desc')
        .execute(),
  };
}
