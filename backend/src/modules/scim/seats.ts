// Access through the company's directory (issue 37). Active in the directory = a company membership holding one
// seat of a valid access code; deactivated = no login, every token refused, the membership ended and the seat
// given back, so the company can give it to someone else. Reactivation takes a seat again (or fails when none is
// free: the seat limit holds for the directory as for the access code).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { grantsAccess } from '../../shared/membership';
import { startCompanyMembership, takeCompanySeat } from '../membership';

const DETAIL = 'company directory (SCIM)';

type Tx = Transaction<Database>;

export function seatLimitReached(): AppError {
  return new AppError(
    'conflict',
    'scim_seat_limit',
    'The company has no free seat: every seat of its valid access codes is taken. Raise the seats or deactivate someone.',
  );
}

/** Gives the user access: a seat, a running company membership, and the account switched on. */
export async function activate(tx: Tx, userId: number, companyId: number): Promise<void> {
  const running = await tx
    .selectFrom('subscriptions as s')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where('s.company_id', '=', companyId)
    .where(grantsAccess('s'))
    .executeTakeFirst();
  if (!running) {
    const codeId = await takeCompanySeat(tx, companyId);
    if (codeId === null) throw seatLimitReached();
    await startCompanyMembership(tx, {
      userId,
      companyId,
      accessCodeId: codeId,
      reason: 'directory_activated',
      detail: DETAIL,
    });
  }
  await tx
    .updateTable('users')
    .set({ deactivated_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('deactivated_at', 'is not', null)
    .execute();
}

/**
 * Ends the user's access at once: the account is switched off and its token version raised (every access token is
 * refused, in every process: the version change notifies), the running company memberships end now and give their
 * seats back.
 */
export async function deactivate(tx: Tx, userId: number, companyId: number): Promise<void> {
  await tx
    .updateTable('users')
    .set({
      deactivated_at: sql<Date>`coalesce(deactivated_at, now())`,
      token_version: sql<number>`token_version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
  const ended = await tx
    .updateTable('subscriptions as s')
    // a period started in this very instant still ends after its start (CHECK subscriptions_period)
    .set({ ends_at: sql<Date>`greatest(now(), s.starts_at + interval '1 microsecond')`, status: 'expired' })
    .where('s.user_id', '=', userId)
    .where('s.company_id', '=', companyId)
    .where('s.kind', '=', 'company')
    .where(grantsAccess('s'))
    .returning(['s.id', 's.access_code_id'])
    .execute();
  for (const subscription of ended) {
    await history(tx, subscription.id, userId, 'active', 'expired', 'directory_deactivated');
    if (subscription.access_code_id === null) continue;
    await tx
      .updateTable('access_codes')
      .set({ seats_used: sql<number>`seats_used - 1` })
      .where('id', '=', subscription.access_code_id)
      .where('seats_used', '>', 0)
      .execute();
  }
}

async function history(
  tx: Tx,
  subscriptionId: number,
  userId: number,
  from: 'active',
  to: 'expired',
  reason: string,
): Promise<void> {
  await tx
    .insertInto('membership_history')
    .values({
      subscription_id: subscriptionId,
      user_id: userId,
      from_state: from,
      to_state: to,
      reason,
      detail: DETAIL,
      actor: 'system',
      actor_id: null,
    })
    .execute();
}
