// A company's SCIM bearer tokens as staff see them: created (shown once, only the SHA-256 is kept), listed and
// revoked. token-auth.ts checks them on every /scim/v2 request.
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ScimTokenInfo } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { companyNotFound } from '../../companies';

/** Recognisable prefix: secret scanners and staff can tell what leaked. */
const TOKEN_PREFIX = 'ofscim_';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function requireCompany(db: Kysely<Database>, companyId: number): Promise<void> {
  const found = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!found) throw companyNotFound();
}

export async function list(db: Kysely<Database>, companyId: number): Promise<ScimTokenInfo[]> {
  await requireCompany(db, companyId);
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
}

/** A new token; the answer is the only place the token itself ever appears. */
export async function create(
  db: Kysely<Database>,
  companyId: number,
  staffId: number,
): Promise<ScimTokenInfo & { token: string }> {
  await requireCompany(db, companyId);
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
}

/** Revokes the token at once; revoking twice is a 404 (nothing live to revoke). */
export async function revoke(
  db: Kysely<Database>,
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
}
