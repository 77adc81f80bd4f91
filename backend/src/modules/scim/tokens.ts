// A company's SCIM bearer tokens: created by staff (shown once, only the SHA-256 is kept), revoked by staff, and
// checked on every /scim/v2 request; one file per operation under use-cases/ (tokens.ts, token-auth.ts). The
// token's company is the only company the request can see or change.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScimTokenInfo } from '../../shared/domain';
import { bindUseCases } from '../../shared/use-cases';
import { auth } from './use-cases/token-auth';
import { create, list, revoke } from './use-cases/tokens';

export type { ScimTokenInfo };

export function createScimTokens(db: Kysely<Database>) {
  return bindUseCases(db, { list, create, revoke, auth });
}

export type ScimTokens = ReturnType<typeof createScimTokens>;
