import type { AnamnesisResponse } from '../../shared/domain';
import { blankAnamnesis, toAnamnesisJson, toInjuryJson } from './mappers';
import type { AnamnesisRepository } from './repository';

export interface AnamnesisService {
  getAnamnesis(userId: number): Promise<AnamnesisResponse>;
}

/** Business rules of officefit/v1/anamnesis. */
export function createAnamnesisService(repo: AnamnesisRepository): AnamnesisService {
  return {
    async getAnamnesis(userId) {
      const [stored, consents] = await Promise.all([repo.findByUser(userId), repo.consentsOf(userId)]);
      if (!stored) return { anamnesis: blankAnamnesis(), injuries: [], consents };
      return {
        anamnesis: toAnamnesisJson(stored.anamnesis),
        injuries: stored.injuries.map(toInjuryJson),
        consents,
      };
    },
  };
}
