// A company's SCIM bearer tokens: created by staff (shown once, only the SHA-256 is kept), revoked by staff, and
// checked on every /scim/v2 request. The token's company is the only company the request can see or change.
import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScimTokenInfo } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { companyNotFound } from '../companies';

/** Recognisable prefix: secret scanners and staff can tell what leaked. */
const TOKEN_PREFIX = 'ofscim_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type { ScimTokenInfo };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The company whose SCIM token the request carries (set by scimAuth). */
      scimCompanyId?: number;
    }
  }
}

export function createScimTokens(db: Kysely<Database>) {
  async function requireCompany(companyId: number): Promise<void> {
    const found = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!found) throw companyNotFound();
  }

  return {
    async list(companyId: number): Promise<ScimTokenInfo[]> {
      await requireCompany(companyId);
      const rows = await db
        .selectFrom('company_scim_tokens as t')
        .leftJoin('users as u', 'u.id', 't.created_by')
        .select(['t.id', 't.hint', 't.created_at', 't.last_used_at', 't.revoked_at', 'u.email as created_by'])
        .where('t.company_id', '=', companyId)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        hint: r.hint,
        created_at: r.created_at.toISOString(),
        created_by: r.created_by ?? null,
        last_used_at: r.last_used_at?.toISOString() ?? null,
        revoked_at: r.revoked_at?.toISOString() ?? null,
      }));
    },

    /** A new token; the answer is the only place the token itself ever appears. */
    async create(companyId: number, staffId: number): Promise<ScimTokenInfo & { token: string }> {
      await requireCompany(companyId);
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db
        .insertInto('company_scim_tokens')
        .values({
          company_id: companyId,
          token_hash: hashOf(token),
          hint: token.slice(-4),
          created_by: staffId,
        })
        .returning(['id', 'hint', 'created_at'])
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        hint: row.hint,
        created_at: row.created_at.toISOString(),
        created_by: null,
        last_used_at: null,
        revoked_at: null,
        token,
      };
    },

    /** Revokes the token at once; revoking twice is a 404 (nothing live to revoke). */
    async revoke(
      companyId: number,
      tokenId: number,
      staffId: number,
    ): Promise<{ revoked: true; hint: string }> {
      const row = await db
        .updateTable('company_scim_tokens')
        .set({ revoked_at: sql<Date>`now()`, revoked_by: staffId })
        .where('id', '=', tokenId)
        .where('company_id', '=', companyId)
        .where('revoked_at', 'is', null)
        .returning('hint')
        .executeTakeFirst();
      if (!row) throw new AppError('not_found', 'scim_token_not_found', 'No active SCIM token with this id.');
      return { revoked: true, hint: row.hint };
    },

    /** Middleware of /scim/v2: a live token of some company, else 401 (SCIM error format via the router). */
    auth(): RequestHandler {
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
    },
  };
}

export type ScimTokens = ReturnType<typeof createScimTokens>;
