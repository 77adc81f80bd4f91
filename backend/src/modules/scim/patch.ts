// PATCH of a User (RFC 7644 §3.5.2) as identity providers send it:
// - Microsoft Entra ID: one operation per attribute with a path, ops capitalised and booleans as strings:
//   `{"op":"Replace","path":"active","value":"False"}`, `{"op":"Replace","path":"name.givenName","value":"Ada"}`;
// - Okta: no path, the attributes in the value: `{"op":"replace","value":{"active":false}}`.
// Attributes this app does not keep (title, addresses, the enterprise extension, …) are ignored, as RFC 7644
// §3.3 allows; a malformed value of a kept attribute is a 400 invalidValue.
import { z } from 'zod';
import { type Lang, toLang } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { parseOrThrow } from '../../shared/validate';
import { type PatchOperation, scimBoolean, scimEmail } from './schemas';

/** What a write changes on a user; undefined = unchanged. */
export interface UserChanges {
  email?: string;
  first_name?: string;
  last_name?: string;
  lang?: Lang;
  externalId?: string | null;
  active?: boolean;
}

const text = z.string({ error: 'The value must be a text.' }).trim().max(100, 'The value is too long.');
const externalId = z.string({ error: 'externalId must be a text.' }).max(255, 'externalId is too long.');

/** Sets one attribute (lower-case path) from a value; false when the attribute is not one this app keeps. */
function setAttribute(changes: UserChanges, path: string, value: unknown): boolean {
  switch (path) {
    case 'active':
      changes.active = parseOrThrow(scimBoolean, value, 'body');
      return true;
    case 'username':
      changes.email = parseOrThrow(scimEmail, value, 'body');
      return true;
    case 'externalid':
      changes.externalId = value === null ? null : parseOrThrow(externalId, value, 'body');
      return true;
    case 'name.givenname':
      changes.first_name = parseOrThrow(text, value, 'body');
      return true;
    case 'name.familyname':
      changes.last_name = parseOrThrow(text, value, 'body');
      return true;
    case 'preferredlanguage':
    case 'locale':
      changes.lang = toLang(parseOrThrow(text, value, 'body'));
      return true;
    case 'name':
      if (value === null || typeof value !== 'object') throw invalidValue('name must be an object.');
      setAll(changes, value as Record<string, unknown>, 'name.');
      return true;
    default:
      return false;
  }
}

/** Every attribute of a value object (Okta's form; dotted keys such as "name.givenName" as well). */
function setAll(changes: UserChanges, value: Record<string, unknown>, prefix = ''): void {
  for (const [key, item] of Object.entries(value)) {
    const path = `${prefix}${key.toLowerCase()}`;
    if (path === 'name' && item !== null && typeof item === 'object') {
      setAll(changes, item as Record<string, unknown>, 'name.');
    } else {
      setAttribute(changes, path, item);
    }
  }
}

function invalidValue(detail: string): AppError {
  return new AppError('invalid_data', 'invalidValue', detail);
}

/** The changes of a PatchOp's operations, applied in order (a later one wins). */
export function userChangesOf(operations: readonly PatchOperation[]): UserChanges {
  const changes: UserChanges = {};
  for (const { op, path, value } of operations) {
    // a path may carry the core schema's URN in front (RFC 7644 §3.10)
    const target = path
      ?.trim()
      .toLowerCase()
      .replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '');
    if (op === 'remove') {
      if (!target) throw new AppError('invalid_data', 'noTarget', 'A remove operation needs a path.');
      // only the directory's id can be cleared; the names and the e-mail address are required
      if (target === 'externalid') changes.externalId = null;
      continue;
    }
    if (target) {
      setAttribute(changes, target, value);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      setAll(changes, value as Record<string, unknown>);
    } else {
      throw invalidValue('An operation without a path needs an object of attributes as its value.');
    }
  }
  return changes;
}
