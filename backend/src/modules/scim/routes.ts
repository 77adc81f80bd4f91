// /scim/v2 (the company directory's API, bearer token of the company) and the staff endpoints that create, list
// and revoke those tokens (officefit/v1/admin/companies/:id/scim-tokens). SCIM answers are application/scim+json;
// requests may be application/scim+json or application/json (RFC 7644 §3.1).
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import { DEFAULT_BODY_LIMIT, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../shared/json-body';
import { AppError } from '../../shared/errors';
import { requirePermission } from '../../shared/permissions';
import { rejectUnsafeQuery } from '../../shared/safe-strings';
import { input, parseOrThrow, validate } from '../../shared/validate';
import { auditDetails } from '../audit';
import { siteOf } from '../posts';
import { companyParams, noQuery } from '../companies';
import { SCIM_CONTENT_TYPE, scimErrorHandler, scimNoRoute } from './errors';
import type { ScimGroups } from './groups';
import { idParams, listQuery, patchBody, resourceQuery, scimGroupBody, scimUserBody } from './schemas';
import type { ScimTokens } from './tokens';
import type { ScimUsers } from './users';

/** Request bodies of a directory: SCIM's media type and plain JSON, with the API's size and depth limits. */
const scimJson = express.json({
  type: ['application/scim+json', 'application/json'],
  limit: DEFAULT_BODY_LIMIT * 4,
  verify: (_req, _res, buf) => {
    if (jsonDepthExceeds(buf, MAX_JSON_DEPTH)) {
      throw new AppError('invalid_data', 'invalidSyntax', `The JSON body is nested too deeply.`);
    }
  },
});

const baseOf = (req: Request) => `${siteOf(req).origin}/scim/v2`;
const companyOf = (req: Request) => {
  if (req.scimCompanyId === undefined) throw new Error('scimAuth did not run');
  return req.scimCompanyId;
};

function send(res: Response, status: number, body: unknown, location?: string): void {
  if (location) res.set('Location', location);
  res.status(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** Parses the request's JSON body (already read by scimJson) with a SCIM schema; 400 invalidValue otherwise. */
function body<S extends z.core.$ZodType>(req: Request, schema: S): z.output<S> {
  return parseOrThrow(schema, req.body ?? {}, 'body');
}

/** The one RFC 7644 §5 document clients ask for first: what this service provider supports. */
const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The company SCIM token from officefit staff.',
    },
  ],
};

interface Resources<R> {
  list(companyId: number, query: z.output<typeof listQuery>, base: string): Promise<unknown>;
  get(companyId: number, id: number, base: string): Promise<R>;
  create(companyId: number, body: never, base: string): Promise<R & { meta: { location: string } }>;
  replace(companyId: number, id: number, body: never, base: string): Promise<R>;
  patch(companyId: number, id: number, operations: never, base: string): Promise<R>;
  remove(companyId: number, id: number): Promise<void>;
}

/** The six endpoints of one resource type (Users, Groups). */
function resourceRoutes<R>(
  router: Router,
  path: string,
  service: Resources<R>,
  schema: z.core.$ZodType,
): void {
  const one = `${path}/:id`;
  const id = (req: Request) => input(req, 'params', idParams).id;
  router.get(path, validate({ query: listQuery }), async (req, res) => {
    send(res, 200, await service.list(companyOf(req), input(req, 'query', listQuery), baseOf(req)));
  });
  router.get(one, validate({ params: idParams, query: resourceQuery }), async (req, res) => {
    send(res, 200, await service.get(companyOf(req), id(req), baseOf(req)));
  });
  router.post(path, validate({ query: resourceQuery }), scimJson, async (req, res) => {
    const created = await service.create(companyOf(req), body(req, schema) as never, baseOf(req));
    send(res, 201, created, created.meta.location);
  });
  router.put(one, validate({ params: idParams, query: resourceQuery }), scimJson, async (req, res) => {
    send(res, 200, await service.replace(companyOf(req), id(req), body(req, schema) as never, baseOf(req)));
  });
  router.patch(one, validate({ params: idParams, query: resourceQuery }), scimJson, async (req, res) => {
    const { Operations } = body(req, patchBody);
    send(res, 200, await service.patch(companyOf(req), id(req), Operations as never, baseOf(req)));
  });
  router.delete(one, validate({ params: idParams }), async (req, res) => {
    await service.remove(companyOf(req), id(req));
    res.status(204).end();
  });
}

export interface ScimRoutesDeps {
  tokens: ScimTokens;
  users: ScimUsers;
  groups: ScimGroups;
}

/** The router mounted at /scim/v2: every request needs a live token of a company and sees that company only. */
export function scimRoutes({ tokens, users, groups }: ScimRoutesDeps): Router {
  const router = Router({ caseSensitive: false });
  router.use(rejectUnsafeQuery);
  router.use(tokens.auth());
  router.get('/ServiceProviderConfig', (_req, res) => send(res, 200, SERVICE_PROVIDER_CONFIG));
  resourceRoutes(router, '/Users', users, scimUserBody);
  resourceRoutes(router, '/Groups', groups, scimGroupBody);
  router.use(scimNoRoute);
  router.use(scimErrorHandler);
  return router;
}

const tokenParams = z.strictObject({
  id: companyParams.shape.id,
  tid: z
    .string({ error: 'tid is not of type integer.' })
    .regex(/^\d{1,10}$/, 'tid is not of type integer.')
    .transform(Number),
});

export interface ScimAdminRoutesDeps {
  db: Kysely<Database>;
  tokens: ScimTokens;
  requireAuth: RequestHandler;
}

/** Staff: a company's SCIM tokens (list: companies.read; create, revoke: companies.write), each write audited. */
export function scimAdminRoutes({ db, tokens, requireAuth }: ScimAdminRoutesDeps): Router {
  const router = Router();
  const path = '/admin/companies/:id/scim-tokens';
  router.get(
    path,
    requireAuth,
    requirePermission('companies.read'),
    validate({ params: companyParams, query: noQuery }),
    async (req, res) => {
      res.json(await tokens.list(input(req, 'params', companyParams).id));
    },
  );
  router.post(
    path,
    requireAuth,
    requirePermission('companies.write'),
    validate({ params: companyParams, query: noQuery }),
    async (req, res) => {
      const { id } = input(req, 'params', companyParams);
      const actor = currentUser(req).id;
      const created = await tokens.create(id, actor);
      await auditDetails(db, res, actor, {
        action: 'scim.token_created',
        subject: `company:${id}`,
        after: { token_id: created.id, hint: created.hint },
      });
      res.status(201).json({ ...created, scim_url: `${siteOf(req).origin}/scim/v2` });
    },
  );
  router.delete(
    `${path}/:tid`,
    requireAuth,
    requirePermission('companies.write'),
    validate({ params: tokenParams }),
    async (req, res) => {
      const { id, tid } = input(req, 'params', tokenParams);
      const actor = currentUser(req).id;
      const revoked = await tokens.revoke(id, tid, actor);
      await auditDetails(db, res, actor, {
        action: 'scim.token_revoked',
        subject: `company:${id}`,
        before: { token_id: tid, hint: revoked.hint },
      });
      res.json({ revoked: true });
    },
  );
  return router;
}
