import { AppError } from '../../shared/errors';
import type { Clock } from '../kernel';
import { type Me, toMe } from './mappers';
import type { MeRepository } from './repository';
import type { UpdateMeBody } from './schemas';

export interface MeService {
  getMe(userId: number): Promise<Me>;
  updateMe(userId: number, changes: UpdateMeBody): Promise<Me>;
}

/** Business rules of officefit/v1/me. */
export function createMeService(repo: MeRepository, clock: Clock): MeService {
  async function getMe(userId: number): Promise<Me> {
    const row = await repo.findMe(userId, clock());
    if (!row) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
    return toMe(row);
  }
  return {
    getMe,
    async updateMe(userId, changes) {
      if (changes.lang) await repo.updateLang(userId, changes.lang);
      return getMe(userId);
    },
  };
}
