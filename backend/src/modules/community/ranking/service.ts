// GET ranking_short / ranking_medium / ranking_full (docs/api-community.md "Ranking"). The use case sits under
// use-cases/; this factory only hands it its deps, among them the ranking cache of this service.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { bindUseCases } from '../../../shared/use-cases';
import type { Clock } from '../../kernel';
import { RankingCache } from './cache';
import type { RankingQuery, RankingSize } from './schemas';
import type { RankingDeps } from './use-cases/context';
import { ranking, type RankingChunks } from './use-cases/ranking';

// The JSON shapes are the wire types shared with the community app (@officefit/domain).
export type { Ranking, RankingEntry } from '../../../shared/domain';
export { monthWindow } from './month-window';
export { DEFAULT_PER_PAGE, GOAL_POINTS_PER_MEMBER, type RankingChunks } from './use-cases/ranking';

export interface RankingService {
  ranking(userId: number, size: RankingSize, query: RankingQuery): Promise<RankingChunks>;
}

export function createRankingService(db: Kysely<Database>, clock: Clock): RankingService {
  const deps: RankingDeps = { db, clock, cache: new RankingCache() };
  return bindUseCases(deps, { ranking });
}
