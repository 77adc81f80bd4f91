// Business rules of the challenge endpoints (docs/api-community.md "Challenges"), one file per use case under
// use-cases/; this factory only hands them their deps. Every write runs in one transaction that first locks the
// caller's user row and then the challenge row, so the limit and the wager check cannot be raced by a second
// request of the same user, and a challenge changes state one request at a time.
import type { FileStorage } from '../../../shared/storage';
import { bindUseCases } from '../../../shared/use-cases';
import type { Clock } from '../../kernel';
import type { Challenge } from './mappers';
import type { CreateChallengeBody, EditChallengeBody } from './schemas';
import { cheer } from './use-cases/cheer';
import type { ChallengesDeps, Db } from './use-cases/context';
import { create } from './use-cases/create';
import { edit } from './use-cases/edit';
import { endNow } from './use-cases/end-now';
import { type ChallengeListMeta, get, list } from './use-cases/list';
import { deletePhoto, photo, savePhoto } from './use-cases/photos';
import { remove } from './use-cases/remove';
import { accept, decline } from './use-cases/respond';

export type { ChallengeListMeta } from './use-cases/list';

export interface ChallengesService {
  list(
    userId: number,
    scope: 'mine' | 'company',
  ): Promise<{ res: true; data: Challenge[]; meta: ChallengeListMeta }>;
  get(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  create(userId: number, body: CreateChallengeBody): Promise<{ res: true; data: Challenge }>;
  edit(userId: number, id: number, body: EditChallengeBody): Promise<{ res: true; data: Challenge }>;
  remove(userId: number, id: number): Promise<{ res: true; deleted: number }>;
  accept(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  decline(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  cheer(userId: number, id: number, target: number): Promise<{ res: true; points: number }>;
  savePhoto(
    userId: number,
    id: number,
    team: 1 | 2,
    file: { buffer: Buffer } | undefined,
  ): Promise<{ res: true; data: Challenge }>;
  deletePhoto(userId: number, id: number, team: 1 | 2): Promise<{ res: true; data: Challenge }>;
  photo(token: string): Promise<{ mime: string; data: Buffer }>;
  /** Admin/e2e: moves the end of a running challenge to now. */
  endNow(id: number): Promise<{ res: true; data: Challenge }>;
}

/** Business rules of the challenge endpoints; `clock` decides what "now" and "today" are. */
export function createChallengesService(db: Db, clock: Clock, storage: FileStorage): ChallengesService {
  const deps: ChallengesDeps = { db, clock, storage };
  return bindUseCases(deps, {
    list,
    get,
    create,
    edit,
    remove,
    accept,
    decline,
    cheer,
    savePhoto,
    deletePhoto,
    photo,
    endNow,
  });
}
