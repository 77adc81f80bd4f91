import { type Bonus, toBonus } from './mappers';
import type { BonusesRepository } from './repository';
import type { ListBonusesQuery } from './schemas';

export interface BonusesService {
  list(query: ListBonusesQuery): Promise<Bonus[]>;
}

/** Business rules of officefit/v1/bonuses (redeeming arrives with the shop). */
export function createBonusesService(repo: BonusesRepository): BonusesService {
  return {
    async list({ lang }) {
      return (await repo.listActive(lang)).map(toBonus);
    },
  };
}
