// SCIM Groups PATCH: the PatchOp forms Entra ID and Okta send for a group's name and members, applied in order to
// the locked group in one transaction.
import { AppError } from '../../../shared/errors';
import { parseOrThrow } from '../../../shared/validate';
import { type PatchOperation, scimMembers } from '../schemas';
import {
  addMembers,
  lockGroup,
  memberIds,
  removeMembers,
  rename,
  type ScimGroupsDeps,
  type Tx,
  write,
} from './groups-context';
import { get } from './groups-read';

export async function patch(
  deps: ScimGroupsDeps,
  companyId: number,
  id: number,
  operations: PatchOperation[],
  base: string,
) {
  await write(deps, async (tx) => {
    await lockGroup(tx, companyId, id);
    for (const operation of operations) await patchOne(tx, companyId, id, operation);
  });
  return get(deps, companyId, id, base);
}

/** `members[value eq "12"]` (Okta's remove of one member) → "12". */
function memberFilterValue(path: string): string | undefined {
  return /^members\[\s*value\s+eq\s+"(\d{1,10})"\s*\]$/i.exec(path)?.[1];
}

/** One PatchOp operation on a locked group. */
async function patchOne(tx: Tx, companyId: number, id: number, operation: PatchOperation): Promise<void> {
  const { op, value } = operation;
  const path = operation.path?.trim() ?? '';
  const lower = path.toLowerCase();
  if (lower === 'displayname') return rename(tx, id, value);
  if (!path && value && typeof value === 'object' && !Array.isArray(value)) {
    const attributes = value as Record<string, unknown>;
    // Okta sends `{"op":"replace","value":{"id":"…","displayName":"…"}}`
    if ('displayName' in attributes) await rename(tx, id, attributes.displayName);
    if ('members' in attributes)
      await patchOne(tx, companyId, id, { op, path: 'members', value: attributes.members });
    return;
  }
  const single = memberFilterValue(path);
  if (single !== undefined && op === 'remove') {
    return removeMembers(tx, companyId, id, [Number(single)]);
  }
  if (lower !== 'members')
    throw new AppError('invalid_data', 'invalidPath', `Unsupported path: ${path || '(none)'}.`);
  if (op === 'remove' && value === undefined) return removeMembers(tx, companyId, id, 'all');
  const ids = await memberIds(tx, companyId, parseOrThrow(scimMembers, value, 'body'));
  if (op === 'remove') return removeMembers(tx, companyId, id, ids);
  if (op === 'replace') await removeMembers(tx, companyId, id, 'all');
  return addMembers(tx, companyId, id, ids);
}
