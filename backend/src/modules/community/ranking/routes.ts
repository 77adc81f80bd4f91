// officefit/v1 ranking_short, ranking_medium, ranking_full: the caller's company ranking.
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { input, validate } from '../../../shared/validate';
import { RANKING_SIZES, type RankingSize, rankingQuery } from './schemas';
import type { RankingService } from './service';

export function rankingRoutes(service: RankingService, requireAuth: RequestHandler): Router {
  const router = Router();
  for (const size of Object.keys(RANKING_SIZES) as RankingSize[]) {
    router.get(
      `/ranking_${size}`,
      requireAuth,
      requireAccess('abo'),
      validate({ query: rankingQuery }),
      async (req, res) => {
        res.json(await service.ranking(currentUser(req).id, size, input(req, 'query', rankingQuery)));
      },
    );
  }
  return router;
}
