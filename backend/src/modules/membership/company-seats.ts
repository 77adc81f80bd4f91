// A company membership on a seat of one of the company's access codes: the one rule for every way in (a sign-up
// with the code, the company's directory (SCIM), single sign-on). The seat is taken by a conditional UPDATE, so the
// limit holds under concurrent sign-ups.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** An access code that is valid now and has a free seat (columns of `access_codes`). */
export const HAS_FREE_SEAT = sql<boolean>`valid_from <= now() and valid_until > now() and seats_used < seats`;

/** Takes one seat of a valid access code of the company (the one valid longest first); its id, or null when full. */
export async function takeCompanySeat(tx: Kysely<Database>, companyId: number): Promise<number | null> {
  const codes = await tx
    .selectFrom('access_codes')
    .select('id')
    .where('company_id', '=', companyId)
    .where(HAS_FREE_SEAT)
    .orderBy('valid_until', 'desc')
    .orderBy('id')
    .execute();
  for (const { id } of codes) {
    // another sign-up may have taken the last seat since the read: the condition is checked again in the UPDATE
    const taken = await tx
      .updateTable('access_codes')
      .set({ seats_used: sql<number>`seats_used + 1` })
      .where('id', '=', id)
      .where(HAS_FREE_SEAT)
      .returning('id')
      .executeTakeFirst();
    if (taken) return taken.id;
  }
  return null;
}

/** Who started it: the system (SCIM, SSO) unless the person signed up with the code themselves. */
type StartActor = { actor: 'system'; actorId: null } | { actor: 'self'; actorId: number };

/** Starts an open-ended company membership on the seat of `accessCodeId`, with its history row; its id. */
export async function startCompanyMembership(
  tx: Kysely<Database>,
  start: {
    userId: number;
    companyId: number;
    accessCodeId: number;
    reason: string;
    detail: string;
  } & Partial<StartActor>,
): Promise<number> {
  const subscription = await tx
    .insertInto('subscriptions')
    .values({
      user_id: start.userId,
      company_id: start.companyId,
      kind: 'company',
      status: 'active',
      starts_at: sql<Date>`now()`,
      ends_at: null,
      payment_type: 'company',
      access_code_id: start.accessCodeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('membership_history')
    .values({
      subscription_id: subscription.id,
      user_id: start.userId,
      from_state: null,
      to_state: 'active',
      reason: start.reason,
      detail: start.detail,
      actor: start.actor ?? 'system',
      actor_id: start.actorId ?? null,
    })
    .execute();
  return subscription.id;
}
