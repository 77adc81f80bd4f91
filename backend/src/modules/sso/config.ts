// Staff configure a company's identity provider (issue 37). The client secret is written sealed and never read
// back: answers say only whether one is set. Each change writes its audit row in the same transaction.
import type { Response } from 'express';
import type { KeyObject } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { auditDetails } from '../audit';
import type { SsoConfig, SsoConfigBody } from '../../shared/domain';
import { sealClientSecret } from './secret';

const NOT_CONFIGURED: SsoConfig = {
  configured: false,
  issuer: null,
  client_id: null,
  client_secret_set: false,
  email_domains: [],
  password_login: true,
};

const companyNotFound = () => new AppError('not_found', 'company_not_found', 'Company not found.');

async function readConfig(db: Kysely<Database>, companyId: number): Promise<SsoConfig> {
  const row = await db
    .selectFrom('company_sso')
    .select(['issuer', 'client_id', 'email_domains', 'password_login'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? { configured: true, ...row, client_secret_set: true } : NOT_CONFIGURED;
}

async function requireCompany(db: Kysely<Database>, companyId: number): Promise<void> {
  const found = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!found) throw companyNotFound();
}

export function createSsoConfigService(db: Kysely<Database>, key: KeyObject) {
  return {
    async get(companyId: number): Promise<SsoConfig> {
      await requireCompany(db, companyId);
      return readConfig(db, companyId);
    },

    /** Creates or replaces the provider; a domain another company signs in with is refused (one domain, one door). */
    async put(companyId: number, body: SsoConfigBody, actorId: number, res: Response): Promise<SsoConfig> {
      return db.transaction().execute(async (tx) => {
        await requireCompany(tx, companyId);
        const before = await readConfig(tx, companyId);
        if (!before.configured && body.client_secret === undefined) {
          throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): client_secret', {
            params: { client_secret: 'client_secret is required for a new identity provider.' },
          });
        }
        const domains = [...new Set(body.email_domains)];
        const taken = await tx
          .selectFrom('company_sso')
          .select('company_id')
          .where('company_id', '<>', companyId)
          .where(sql<boolean>`email_domains && ${sql.val(domains)}::text[]`)
          .executeTakeFirst();
        if (taken) {
          throw new AppError(
            'conflict',
            'sso_domain_taken',
            'Another company already signs in with one of these domains.',
          );
        }
        const values = {
          issuer: body.issuer,
          client_id: body.client_id,
          email_domains: domains,
          password_login: body.password_login,
          updated_at: new Date(),
          ...(body.client_secret === undefined
            ? {}
            : { client_secret_sealed: sealClientSecret(key, companyId, body.client_secret) }),
        };
        await tx
          .insertInto('company_sso')
          .values({ company_id: companyId, client_secret_sealed: '', ...values })
          .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
          .execute();
        const after = await readConfig(tx, companyId);
        const secretChanged = body.client_secret !== undefined;
        await auditDetails(tx, res, actorId, {
          action: 'sso.configure',
          subject: `company:${companyId}`,
          before,
          after: { ...after, client_secret_changed: secretChanged },
        });
        return after;
      });
    },

    async remove(companyId: number, actorId: number, res: Response): Promise<SsoConfig> {
      return db.transaction().execute(async (tx) => {
        await requireCompany(tx, companyId);
        const before = await readConfig(tx, companyId);
        await tx.deleteFrom('company_sso').where('company_id', '=', companyId).execute();
        await auditDetails(tx, res, actorId, {
          action: 'sso.remove',
          subject: `company:${companyId}`,
          before,
          after: NOT_CONFIGURED,
        });
        return NOT_CONFIGURED;
      });
    },
  };
}

export type SsoConfigService = ReturnType<typeof createSsoConfigService>;
