// Requests of the admin job endpoints.
import { z } from 'zod';
import { integerParam } from '../../shared/params';
import { idField } from '../kernel';

export const JOB_STATES = ['pending', 'running', 'done', 'skipped', 'dead'] as const;

export const listJobsQuery = z.strictObject({
  state: z.enum(JOB_STATES, { error: `state must be one of: ${JOB_STATES.join(', ')}.` }).optional(),
  name: z
    .string({ error: 'name must be a string.' })
    .regex(/^[a-z0-9_.:-]{1,100}$/, 'name is not a job name.')
    .optional(),
  per_page: integerParam('per_page', 1, 100).default(50),
  page: integerParam('page', 1, 100_000).default(1),
});
export type ListJobsQuery = z.output<typeof listJobsQuery>;

export const jobParams = z.strictObject({ id: idField('id') });

/** No body. */
export const noBody = z.strictObject({});
