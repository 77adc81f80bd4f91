// GET bonuses reads the shop's catalogue (one product query for both lists; DECISIONS "One catalogue query").
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pointsRewards } from '../shop';
import { type Bonus, toBonus } from './mappers';
import type { ListBonusesQuery } from './schemas';

export interface BonusesService {
  list(userId: number, query: ListBonusesQuery): Promise<Bonus[]>;
}

/** The older list of /mybonuses: the rewards fitness points buy; the full shop is shop/products. */
export function createBonusesService(db: Kysely<Database>): BonusesService {
  return {
    async list(userId, { lang }) {
      return (await pointsRewards(db, userId, lang)).map(toBonus);
    },
  };
}
