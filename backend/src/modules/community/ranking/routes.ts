// officefit/v1 ranking_short, ranking_medium, ranking_full: the caller's company ranking (ranking_full may page).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { input, validate } from '../../../shared/validate';
import { RANKING_SIZES, type RankingSize, rankingFullQuery, rankingQuery } from './schemas';
import type { RankingService } from './service';

export function rankingRoutes(service: RankingService, requireAuth: RequestHandler): Router {
  const router = Router();
  for (const size of Object.keys(RANKING_SIZES) as RankingSize[]) {
    const schema = size === 'full' ? rankingFullQuery : rankingQuery;
    router.get(
      `/ranking_${size}`,
      requireAuth,
      requireAccess('abo'),
      validate({ query: schema }),
      async (req, res) => {
        const page = await service.ranking(currentUser(req).id, size, input(req, 'query', schema));
        if (size === 'full') {
          res.set({ 'X-WP-Total': String(page.total), 'X-WP-TotalPages': String(page.totalPages) });
        }
        // JSON already, in chunks that share the cached list: written as they are (no ETag: no-store anyway)
        res.type('json');
        res.set('Content-Length', String(page.body.reduce((n, chunk) => n + Buffer.byteLength(chunk), 0)));
        for (const chunk of page.body) res.write(chunk);
        res.end();
      },
    );
  }
  return router;
}
