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
      const [stored, consents, gender] = await Promise.all([
        repo.findByUser(userId),
        repo.consentsOf(userId),
        repo.genderOf(userId),
      ]);
      if (!stored) return { anamnesis: blankAnamnesis(gender), injuries: [], consents };
      return {
        anamnesis: toAnamnesisJson(stored.anamnesis, gender),
        injuries: stored.injuries.map(toInjuryJson),
        consents,
      };
    },
  };
}
