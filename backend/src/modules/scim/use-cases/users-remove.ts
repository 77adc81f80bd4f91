// SCIM Users DELETE: the seat goes back and the account is erased now, as the GDPR deletion erases it (privacy
// module); the avatar file goes after the commit.
import { eraseUser } from '../../privacy';
import { deactivate } from '../seats';
import { lockedMember, type ScimUsersDeps } from './users-context';

export async function remove({ db, storage }: ScimUsersDeps, companyId: number, id: number): Promise<void> {
  const avatarKey = await db.transaction().execute(async (tx) => {
    const user = await lockedMember(tx, companyId, id);
    await deactivate(tx, id, companyId);
    await eraseUser(tx, user, new Date());
    return user.avatar_key;
  });
  if (avatarKey) await storage.delete(avatarKey);
}
