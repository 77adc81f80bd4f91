import { type PointsEntry, toPointsEntry } from './mappers';
import type { PointsRepository } from './repository';

export interface PointsService {
  history(userId: number): Promise<PointsEntry[]>;
}

/** Business rules of officefit/v1/points. */
export function createPointsService(repo: PointsRepository): PointsService {
  return {
    async history(userId) {
      return (await repo.listByUser(userId)).map(toPointsEntry);
    },
  };
}
