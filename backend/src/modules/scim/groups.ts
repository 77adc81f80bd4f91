// SCIM Groups of one company: its locations and departments (company_subcategories), one file per operation
// under use-cases/ (groups-read, groups-write, groups-patch; shared rules in groups-context). A user belongs to at
// most one of them, so adding a user to a group moves them out of their previous one.
import { bindUseCases } from '../../shared/use-cases';
import type { ScimGroupsDeps } from './use-cases/groups-context';
import { patch } from './use-cases/groups-patch';
import { get, list } from './use-cases/groups-read';
import { create, remove, replace } from './use-cases/groups-write';

export type { ScimGroupsDeps } from './use-cases/groups-context';

export function createScimGroups(deps: ScimGroupsDeps) {
  return bindUseCases(deps, { get, list, create, replace, patch, remove });
}

export type ScimGroups = ReturnType<typeof createScimGroups>;
