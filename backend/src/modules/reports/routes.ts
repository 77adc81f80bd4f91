// officefit/v1 company/report[.csv] (account owners: their own company) and admin/companies/{id}/report[.csv]
// (staff). The owner's company comes from the token's user, never from a parameter.
import { type RequestHandler, type Response, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { companyParams, reportCsvQuery, reportQuery } from './schemas';
import type { ReportsService } from './service';

export interface ReportsRoutesDeps {
  service: ReportsService;
  requireAuth: RequestHandler;
  companyOf: (userId: number) => Promise<number | null>;
}

function sendCsv(res: Response, csv: { filename: string; text: string }): void {
  res
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csv.filename}"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(csv.text);
}

export function reportsRoutes({ service, requireAuth, companyOf }: ReportsRoutesDeps): Router {
  const router = Router();
  const owner = [requireAuth, requirePermission('reports.company')];
  const staff = [requireAuth, requirePermission('companies.read')];

  router.get('/company/report', ...owner, validate({ query: reportQuery }), async (req, res) => {
    const { weeks } = input(req, 'query', reportQuery);
    res.json(await service.report(await companyOf(currentUser(req).id), weeks));
  });
  router.get('/company/report.csv', ...owner, validate({ query: reportCsvQuery }), async (req, res) => {
    const { weeks, lang } = input(req, 'query', reportCsvQuery);
    sendCsv(res, await service.csv(await companyOf(currentUser(req).id), weeks, lang));
  });
  router.get(
    '/admin/companies/:id/report',
    ...staff,
    validate({ params: companyParams, query: reportQuery }),
    async (req, res) => {
      const { weeks } = input(req, 'query', reportQuery);
      res.json(await service.report(input(req, 'params', companyParams).id, weeks));
    },
  );
  router.get(
    '/admin/companies/:id/report.csv',
    ...staff,
    validate({ params: companyParams, query: reportCsvQuery }),
    async (req, res) => {
      const { weeks, lang } = input(req, 'query', reportCsvQuery);
      sendCsv(res, await service.csv(input(req, 'params', companyParams).id, weeks, lang));
    },
  );
  return router;
}
