// What can be bought: the offers with their prices and billing intervals, in the order of the durations.
import {
  BILLING_INTERVALS_BY_DURATION,
  type ExtendMembershipBody,
  type MembershipOffersResponse,
} from '../../../shared/domain';
import * as repo from '../repository';
import type { Db } from '../repository';
import { fail, type MembershipContext } from './context';

export async function offers({ db }: MembershipContext): Promise<MembershipOffersResponse> {
  const rows = await repo.prices(db);
  const order = Object.keys(BILLING_INTERVALS_BY_DURATION);
  return {
    offers: rows
      .sort((a, b) => order.indexOf(a.duration) - order.indexOf(b.duration))
      .map((row) => ({
        duration: row.duration,
        price_cents: row.price_cents,
        vat_rate: row.vat_rate,
        billing_intervals: [...BILLING_INTERVALS_BY_DURATION[row.duration]],
      })),
  };
}

/** The price of a duration on sale now; a duration not on sale is refused. */
export async function priceOf(tx: Db, duration: ExtendMembershipBody['duration']) {
  const row = await repo.priceOf(tx, duration);
  if (!row) throw fail('not_found', 'offer_not_available', 'This duration cannot be bought at the moment.');
  return row;
}
