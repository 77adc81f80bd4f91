// The bearer token check of /scim/v2: the token's company is the only company the request can see or change.
import type { RequestHandler } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { hashOf } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The company whose SCIM token the request carries (set by scimAuth). */
      scimCompanyId?: number;
    }
  }
}

/** Middleware of /scim/v2: a live token of some company, else 401 (SCIM error format via the router). */
export function auth(db: Kysely<Database>): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new AppError('unauthorized', 'scim_no_token', 'A bearer token is required.');
    const row = await db
      .selectFrom('company_scim_tokens')
      .select(['id', 'company_id', 'last_used_at'])
      .where('token_hash', '=', hashOf(match[1]))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError('unauthorized', 'scim_invalid_token', 'The bearer token is not valid.');
    // the last use is for staff's list: written at most once a minute, not on every request of a sync
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
      await db
        .updateTable('company_scim_tokens')
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
    }
    req.scimCompanyId = row.company_id;
    res.set('Cache-Control', 'no-store');
    next();
  };
}
