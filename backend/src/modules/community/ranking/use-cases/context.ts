// What the ranking use case shares with its helpers: the deps, among them the process's ranking cache.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { Clock } from '../../../kernel';
import type { RankingCache } from '../cache';

/** The deps of the use case; `clock` decides which month is "this month". */
export interface RankingDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** the company rankings kept in this process (one per service) */
  cache: RankingCache;
}
