// SCIM Users of one company (RFC 7643 §4.1): the company's members as the directory sees them, one file per
// operation under use-cases/ (users-read, users-create, users-update, users-remove; shared rules in users-context).
import { bindUseCases } from '../../shared/use-cases';
import type { ScimUsersDeps } from './use-cases/users-context';
import { create } from './use-cases/users-create';
import { get, list } from './use-cases/users-read';
import { remove } from './use-cases/users-remove';
import { patch, replace } from './use-cases/users-update';

export {
  memberRoles,
  type ScimUser,
  type ScimUsersDeps,
  toScimUser,
  userNotFound,
} from './use-cases/users-context';

export function createScimUsers(deps: ScimUsersDeps) {
  return bindUseCases(deps, { get, list, create, replace, patch, remove });
}

export type ScimUsers = ReturnType<typeof createScimUsers>;
