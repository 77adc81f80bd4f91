// What identity providers send to /scim/v2 (RFC 7643 resources, RFC 7644 PatchOp and list queries). Resources are
// loose objects: a directory sends many attributes this app does not keep (title, addresses, the enterprise
// extension), which RFC 7644 §3.3 lets a service provider ignore; the ones kept are checked strictly.
import { z } from 'zod';
import { SUBCATEGORY_NAME_MAX, USER_NAME_MAX } from '../../shared/domain';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/**
 * A SCIM boolean: Entra ID sends `active` in PATCH as the string "True"/"False" (any case), Okta as a boolean.
 */
export const scimBoolean = z.union(
  [
    z.boolean(),
    z
      .string()
      .regex(/^(true|false)$/i)
      .transform((value) => value.toLowerCase() === 'true'),
  ],
  { error: 'active must be true or false.' },
);

const nameText = (field: string) =>
  z
    .string({ error: `${field} must be a text.` })
    .trim()
    .max(USER_NAME_MAX, `${field} is too long (at most ${USER_NAME_MAX} characters).`);

export const scimEmail = z
  .string({ error: 'userName must be an e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'userName must be an e-mail address.' }).max(254));

const externalId = z
  .string({ error: 'externalId must be a text.' })
  .max(255, 'externalId is too long (at most 255 characters).');

/** The attributes of a User this app keeps (name parts, language, the directory's id, active). */
export const scimUserBody = z.looseObject({
  schemas: z.array(z.string()).optional(),
  userName: scimEmail,
  externalId: externalId.nullish(),
  name: z
    .looseObject({
      givenName: nameText('name.givenName').nullish(),
      familyName: nameText('name.familyName').nullish(),
    })
    .optional(),
  displayName: nameText('displayName').nullish(),
  preferredLanguage: z.string().max(35).nullish(),
  locale: z.string().max(35).nullish(),
  active: scimBoolean.optional(),
});
export type ScimUserBody = z.output<typeof scimUserBody>;

const member = z.looseObject({
  value: z
    .string({ error: 'members[].value must be a user id.' })
    .regex(/^\d{1,10}$/, 'members[].value must be a user id.'),
});
export const scimMembers = z.array(member, { error: 'members must be a list of { value }.' }).max(10_000);

export const scimGroupBody = z.looseObject({
  schemas: z.array(z.string()).optional(),
  displayName: z
    .string({ error: 'displayName must be a text.' })
    .trim()
    .min(1, 'displayName must not be empty.')
    .max(SUBCATEGORY_NAME_MAX, `displayName is too long (at most ${SUBCATEGORY_NAME_MAX} characters).`),
  externalId: externalId.nullish(),
  members: scimMembers.optional(),
});
export type ScimGroupBody = z.output<typeof scimGroupBody>;

export const patchOperation = z.looseObject({
  op: z
    .string({ error: 'op must be add, replace or remove.' })
    .regex(/^(add|replace|remove)$/i, 'op must be add, replace or remove.')
    .transform((op) => op.toLowerCase() as 'add' | 'replace' | 'remove'),
  path: z.string({ error: 'path must be a text.' }).max(500).optional(),
  value: z.unknown().optional(),
});
export type PatchOperation = z.output<typeof patchOperation>;

export const patchBody = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(PATCH_SCHEMA), `schemas must name ${PATCH_SCHEMA}.`),
  Operations: z.array(patchOperation, { error: 'Operations must be a list.' }).min(1).max(1000),
});

/** A resource id in the path: our numeric id as a string. */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Unknown resource.')
    .transform(Number),
});

const integerParam = (name: string) =>
  z
    .string({ error: `${name} must be a whole number.` })
    .regex(/^-?\d{1,10}$/, `${name} must be a whole number.`)
    .transform(Number);

/** List query: `attributes`/`excludedAttributes` are accepted and every attribute is answered (RFC allows). */
export const listQuery = z.strictObject({
  filter: z.string().max(1000).optional(),
  startIndex: integerParam('startIndex').optional(),
  count: integerParam('count').optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
  sortBy: z.string().max(100).optional(),
  sortOrder: z.string().max(20).optional(),
});
export type ListQuery = z.output<typeof listQuery>;

/** get/put/patch may name attributes too; they are answered in full. */
export const resourceQuery = z.strictObject({
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
