// A voucher or a company access code redeemed by someone signed in (issue 36): a guest, a lapsed member, or a
// member adding a voucher term. The rules are the registration's (grant-access.ts: the seat, the voucher use), the
// guessing budgets the same (guessing.ts), and a voucher term follows a running membership without a gap, as a
// paid extension does (extend.ts `extendable`). Everything in one transaction: an error changes nothing.
import { sql } from 'kysely';
import type { MembershipState, RedeemCodeBody, RedeemCodeResponse } from '../../../shared/domain';
import { toMembership } from '../mappers';
import * as repo from '../repository';
import type { Db, MembershipRow } from '../repository';
import { fail, type MembershipContext, throttle } from './context';
import { extendable } from './extend';
import { companySeat, voucher } from './grant-access';
import { currentOf } from './standing';

interface Redeemer {
  id: number;
  email: string;
}

export async function redeem(
  ctx: MembershipContext,
  userId: number,
  body: RedeemCodeBody,
  client: string,
): Promise<RedeemCodeResponse> {
  const { db, guesses } = ctx;
  await throttle(ctx, 'redeem', client);
  await guesses.refuse(client, body.code);
  return db
    .transaction()
    .execute(async (tx) => {
      await repo.lockUser(tx, userId);
      const user = await repo.userById(tx, userId);
      if (!user) throw fail('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
      // one field for both kinds of code: a company code is looked up first, anything else is a voucher
      const isCompanyCode = (await repo.accessCodeByCode(tx, body.code)) !== undefined;
      const id = isCompanyCode ? await seat(tx, user, body) : await voucherTerm(tx, user, body.code);
      await repo.addSubscriberRole(tx, userId);
      return { membership: toMembership((await repo.membershipById(tx, id))!) };
    })
    .catch(async (error: unknown) => {
      await guesses.countMiss(error, client, body.code);
      throw error;
    });
}

/** A seat, unless a company membership runs already (of this company, or of another one's contract). */
async function seat(tx: Db, user: Redeemer, body: RedeemCodeBody): Promise<number> {
  const rows = await repo.membershipsOf(tx, user.id);
  refuseNextToKeptTerm(rows);
  const current = currentOf(rows);
  if (current?.grants_access && current.kind === 'company') {
    const code = await repo.accessCodeByCode(tx, body.code);
    if (code?.company_id === current.company_id) {
      throw fail('conflict', 'already_company_member', 'You are already a member of this company.');
    }
    throw fail(
      'conflict',
      'company_membership_running',
      'Your membership runs through another company. Please contact customer service.',
    );
  }
  await endTrialForCompany(tx, user.id, rows);
  const access = { type: 'company' as const, code: body.code, subcategory_id: body.subcategory_id };
  return companySeat(tx, user, access, {
    reason: 'code_redeemed',
    field: 'subcategory_id',
    placeRequired: true,
  });
}

/** The states in which a paid term still runs or waits to start (spec §4; `cancelled` runs to its end date). */
const PAID_TERM_STATES = new Set<MembershipState>(['active', 'cancelled', 'awaiting_payment', 'extension']);

/**
 * A company code is refused while a paid or voucher term runs or waits to start (docs/decisions/
 * paid-term-before-company-code.md): a company membership is open-ended and starts now, so it would run
 * beside days the member has paid for; they redeem the code once the paid term has ended (they cancel it so that it
 * is not renewed). Nothing is refunded or moved, so no money is lost and no two memberships overlap.
 */
function refuseNextToKeptTerm(rows: MembershipRow[]): void {
  const paid = rows.find((r) => r.kind === 'private' && PAID_TERM_STATES.has(r.state));
  if (paid) {
    throw fail(
      'conflict',
      'paid_membership_running',
      'Your paid membership is still running. Redeem the company code once it has ended.',
    );
  }
  // a voucher's days are someone's gift or purchase: kept like a paid term's
  if (rows.some((r) => r.kind === 'voucher' && (r.grants_access || r.state === 'extension'))) {
    throw fail(
      'conflict',
      'voucher_membership_running',
      'Your voucher membership is still running. Redeem the company code once it has ended.',
    );
  }
}

/**
 * A running trial week gives way to the company membership: it ends now (the company one starts now, so the two
 * periods meet without overlapping), with a history row. Inside the redemption's transaction, so a refused seat
 * (no location chosen yet, no free seat) leaves the trial running.
 */
async function endTrialForCompany(tx: Db, userId: number, rows: MembershipRow[]): Promise<void> {
  const trial = rows.find((r) => r.kind === 'trial' && r.grants_access);
  if (!trial) return;
  await tx
    .updateTable('subscriptions')
    .set({ ends_at: sql<Date>`now()` })
    .where('id', '=', trial.id)
    .execute();
  await repo.addHistory(tx, {
    subscriptionId: trial.id,
    userId,
    from: trial.state,
    to: 'expired',
    reason: 'code_redeemed',
    detail: 'company',
    actor: 'self',
    actorId: userId,
  });
}

/** A voucher term: now, or from the end of the running membership (refused next to a company membership). */
async function voucherTerm(tx: Db, user: Redeemer, code: string): Promise<number> {
  const now = new Date();
  const current = await extendable(tx, user.id);
  const startsAt = current?.grants_access && current.ends_at && current.ends_at > now ? current.ends_at : now;
  return voucher(tx, user, { type: 'voucher', code }, now, startsAt, 'code_redeemed');
}
