// Public surface of the SSO module (issue 37): companies' OpenID Connect identity providers, the login through
// them with just-in-time provisioning, and the rule that may turn a company's password login off.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JwtOptions } from '../../shared/jwt';
import { createSsoConfigService } from './config';
import { ssoRoutes } from './routes';
import { ssoSecretKey } from './secret';

export { passwordLoginRefused } from './session';
export { SSO_ERROR_CODES, type SsoErrorCode } from './problems';

export interface SsoModuleDeps {
  db: Kysely<Database>;
  jwt: JwtOptions;
  requireAuth: RequestHandler;
}

export function createSsoModule({ db, jwt, requireAuth }: SsoModuleDeps): { router: Router } {
  const key = ssoSecretKey(jwt.secret);
  return { router: ssoRoutes({ db, jwt, key, config: createSsoConfigService(db, key), requireAuth }) };
}
