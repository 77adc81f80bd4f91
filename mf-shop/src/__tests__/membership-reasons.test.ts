// Every reason the membership history can name has a label in both languages: the overview shows
// `membership.reasons.<reason>`, and a missing one showed the raw key (a redeemed code, issue 36). The record below
// must name every MembershipChangeReason, so a new reason fails the typecheck until it is added here and labelled.
import type { MembershipChangeReason } from '@officefit/domain';
import de from '../i18n/accounts.de.json';
import en from '../i18n/accounts.en.json';

const REASONS: Record<MembershipChangeReason, true> = {
  registered: true,
  code_redeemed: true,
  extension_requested: true,
  payment_confirmed: true,
  cancelled: true,
  cancelled_without_login: true,
  refunded: true,
  expired: true,
  invoice_unpaid: true,
};

test.each(Object.keys(REASONS))('the history reason %s has a German and an English label', (reason) => {
  const label = (file: typeof de) => (file.membership.reasons as Record<string, string | undefined>)[reason];
  expect(label(de)).toEqual(expect.any(String));
  expect(label(en)).toEqual(expect.any(String));
});
