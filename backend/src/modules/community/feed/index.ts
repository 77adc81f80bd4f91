// Public surface of the team feed (issue 38): the endpoints, and the writer the modules where milestones happen
// call inside their transactions.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type Clock, systemClock } from '../../kernel';
import type { Notifier } from '../../notifications';
import { feedRoutes } from './routes';
import { createFeedService } from './service';

export { feedRefs, isStrikeMilestone, type NewFeedPost, recordFeedPost } from './posts';

export interface FeedModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  notifier: Notifier;
  clock?: Clock;
}

/** Wires the feed module: service → router. */
export function createFeedModule({ db, requireAuth, notifier, clock }: FeedModuleDeps): { router: Router } {
  return { router: feedRoutes(createFeedService(db, notifier, clock ?? systemClock), requireAuth) };
}
