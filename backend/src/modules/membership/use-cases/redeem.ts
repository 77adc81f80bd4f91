// A voucher or a company access code redeemed by someone signed in (issue 36): a guest, a lapsed member, or a
// member adding a voucher term. The rules are the registration's (grant-access.ts: the seat, the voucher use), the
// guessing budgets the same (guessing.ts), and a voucher term follows a running membership without a gap, as a
// paid extension does (extend.ts `extendable`). Everything in one transaction: an error changes nothing.
import type { RedeemCodeBody, RedeemCodeResponse } from '../../../shared/domain';
import { toMembership } from '../mappers';
import * as repo from '../repository';
import type { Db } from '../repository';
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
  const current = currentOf(await repo.membershipsOf(tx, user.id));
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
  const access = { type: 'company' as const, code: body.code, subcategory_id: body.subcategory_id };
  return companySeat(tx, user, access, 'code_redeemed');
}

/** A voucher term: now, or from the end of the running membership (refused next to a company membership). */
async function voucherTerm(tx: Db, user: Redeemer, code: string): Promise<number> {
  const now = new Date();
  const current = await extendable(tx, user.id);
  const startsAt = current?.grants_access && current.ends_at && current.ends_at > now ? current.ends_at : now;
  return voucher(tx, user, { type: 'voucher', code }, now, startsAt, 'code_redeemed');
}
