// Public surface of the SCIM module (issue 37): a company's directory (Microsoft Entra ID, Okta) provisions its
// employees through SCIM 2.0 at /scim/v2 with a company bearer token that staff create and revoke.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import type { Outbox } from '../contact';
import { createScimGroups } from './groups';
import { scimAdminRoutes, scimRoutes } from './routes';
import { createScimTokens } from './tokens';
import { createScimUsers } from './users';

export interface ScimModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  storage: FileStorage;
  /** The companies module's deletion of a location/department (its picture file goes too). */
  deleteSubcategory: (companyId: number, id: number) => Promise<unknown>;
}

/** `router` is mounted at /scim/v2 (outside /wp-json), `adminRouter` under /wp-json/officefit/v1. */
export function createScimModule({ db, requireAuth, outbox, storage, deleteSubcategory }: ScimModuleDeps): {
  router: Router;
  adminRouter: Router;
} {
  const tokens = createScimTokens(db);
  return {
    router: scimRoutes({
      tokens,
      users: createScimUsers({ db, outbox, storage }),
      groups: createScimGroups({ db, deleteSubcategory }),
    }),
    adminRouter: scimAdminRoutes({ db, tokens, requireAuth }),
  };
}
