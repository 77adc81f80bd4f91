// Who may read members-only articles (docs/api-marketing.md "Access rules"): a signed-in user with an active
// subscription (any kind, trial included), or staff (administrator, marketing, customer service).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';
import { grantsAccess } from '../../shared/membership';
import type { Role } from '../../shared/domain';

const STAFF_ROLES: readonly Role[] = ['administrator', 'marketing', 'customer_service'];

/** The caller of a blog endpoint: anonymous (userId null) or a user, and whether members-only posts are open. */
export interface Reader {
  userId: number | null;
  access: boolean;
}

export const VISITOR: Reader = { userId: null, access: false };

/** True when the user holds a subscription that is active now. */
export async function hasActiveSubscription(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions as s')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where(grantsAccess('s'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The reader for an optional signed-in user. */
export async function readerFor(db: Kysely<Database>, user: AuthUser | undefined): Promise<Reader> {
  if (!user) return VISITOR;
  if (user.roles.some((role) => STAFF_ROLES.includes(role))) return { userId: user.id, access: true };
  return { userId: user.id, access: await hasActiveSubscription(db, user.id) };
}
