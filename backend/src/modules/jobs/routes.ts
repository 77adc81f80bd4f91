// officefit/v1 admin/jobs (administrators): every job with its state, attempts, next run and last error, and
// the retry of a dead job.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Job } from '../../shared/domain';
import { requirePermission } from '../../shared/permissions';
import { AppError } from '../../shared/errors';
import { input, validate } from '../../shared/validate';
import type { Clock } from '../kernel';
import { findJob, type JobRow, listJobs, reviveJob } from './repository';
import { RECURRING_KEY } from './rules';
import type { Jobs } from './runner';
import { jobParams, listJobsQuery, noBody } from './schemas';

// the answer's shape is the wire type `Job` of @officefit/domain, read by mf-admin as well

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toView(row: JobRow, jobs: Jobs): Job {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    recurring: row.key === RECURRING_KEY,
    every_seconds: row.every_seconds,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.key === RECURRING_KEY ? null : (jobs.maxAttemptsOf(row.name) ?? null),
    runs: row.runs,
    run_at: row.run_at.toISOString(),
    locked_by: row.locked_by,
    locked_until: iso(row.locked_until),
    last_error: row.last_error,
    last_started_at: iso(row.last_started_at),
    last_finished_at: iso(row.last_finished_at),
    created_at: row.created_at.toISOString(),
  };
}

export function jobsRoutes(deps: {
  db: Kysely<Database>;
  jobs: Jobs;
  clock: Clock;
  requireAuth: RequestHandler;
}): Router {
  const { db, jobs, clock } = deps;
  const router = Router();
  const read = [deps.requireAuth, requirePermission('jobs.read')];
  const run = [deps.requireAuth, requirePermission('jobs.run')];

  router.get('/admin/jobs', ...read, validate({ query: listJobsQuery }), async (req, res) => {
    const query = input(req, 'query', listJobsQuery);
    const { rows, total } = await listJobs(db, {
      state: query.state,
      name: query.name,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    res
      .set({ 'X-WP-Total': String(total), 'X-WP-TotalPages': String(Math.ceil(total / query.per_page)) })
      .json(rows.map((row) => toView(row, jobs)));
  });

  router.post(
    '/admin/jobs/:id/retry',
    ...run,
    validate({ params: jobParams, body: noBody }),
    async (req, res) => {
      const { id } = input(req, 'params', jobParams);
      const revived = await reviveJob(db, id, clock());
      if (revived) return void res.json(toView(revived, jobs));
      if (!(await findJob(db, id))) throw new AppError('not_found', 'job_not_found', 'No job with this id.');
      throw new AppError('conflict', 'job_not_dead', 'Only a dead job can be retried.');
    },
  );

  return router;
}
