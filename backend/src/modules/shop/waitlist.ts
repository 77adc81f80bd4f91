// The coupon waiting list's notice (spec §4 "limit reached → waiting list"): when uses of a coupon become free
// again (an order that used it is cancelled, or staff raise its limit), as many waiting users as there are free
// uses, first come first, get a mail that the code works again. The mail is queued through the outbox in the
// transaction that frees the use (the outbox job delivers it later, so no extra job is needed), and
// `notified_at` makes it once per user. The caller holds the coupon's row lock (its UPDATE), so two changes of
// one coupon notify one after another and never the same person twice.
import { sql } from 'kysely';
import type { Lang } from '../../shared/domain';
import type { MailDraft, Outbox } from '../contact';
import { localDate } from '../kernel';
import type { Db } from './catalogue';
import { dateText } from './coupons';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

export const WAITLIST_MAIL_KIND = 'shop_coupon_available';

const TEXTS = {
  'de-DE': {
    subject: (code: string) => `Ihr Gutscheincode ${code} ist wieder einlösbar`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (code: string) =>
      `Sie stehen auf der Warteliste für den Gutscheincode ${code}. Er kann wieder eingelöst werden – solange der Vorrat reicht.`,
    how: 'Geben Sie den Code im Prämien-Shop an der Kasse ein:',
    bye: 'Ihr officefit-Team',
  },
  'en-US': {
    subject: (code: string) => `Your coupon code ${code} can be used again`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (code: string) =>
      `You are on the waiting list for the coupon code ${code}. It can be used again – while uses last.`,
    how: 'Enter the code at the checkout of the rewards shop:',
    bye: 'Your officefit team',
  },
} as const;

export function waitlistMail(to: { email: string; firstName: string; lang: Lang }, code: string): MailDraft {
  const t = TEXTS[to.lang];
  return {
    kind: WAITLIST_MAIL_KIND,
    recipient: to.email,
    lang: to.lang,
    subject: t.subject(code),
    body: [t.hello(to.firstName), '', t.body(code), '', t.how, '/mybonuses/cart', '', t.bye].join('\n'),
  };
}

type Uses = { usage_limit: number | null; used_count: number };

/** Free uses of a coupon (null: no limit). */
export const freeUses = (coupon: Uses): number | null =>
  coupon.usage_limit === null ? null : Math.max(coupon.usage_limit - coupon.used_count, 0);

/** How many uses a change freed (null: the limit is gone, every use is free); 0 when none. */
export function freedUses(before: Uses, after: Uses): number | null {
  const was = freeUses(before);
  const now = freeUses(after);
  if (now === null) return was === null ? 0 : null;
  return Math.max(now - (was ?? now), 0);
}

/**
 * After a change of a coupon (its row locked by the caller): notifies as many waiting users as uses were freed,
 * if the code can be used at all (switched on and not expired; a code valid only later still gets the notice).
 */
export async function noticeFreedUses(
  tx: Db,
  outbox: Outbox,
  before: Uses,
  after: Uses & { id: number; code: string; active: boolean; valid_until: unknown },
  now: Date,
): Promise<number> {
  if (!after.active) return 0;
  if (after.valid_until !== null && dateText(after.valid_until) < localDate(now, BUSINESS_TIME_ZONE))
    return 0;
  return notifyWaitlist(tx, outbox, after, freedUses(before, after));
}

/**
 * Notifies the first waiting users who were not told yet, as many as `freed` (null: all of them). Answers how
 * many were notified.
 */
export async function notifyWaitlist(
  tx: Db,
  outbox: Outbox,
  coupon: { id: number; code: string },
  freed: number | null,
): Promise<number> {
  if (freed !== null && freed <= 0) return 0;
  const waiting = await tx
    .selectFrom('coupon_waitlist as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.user_id', 'u.email', 'u.first_name', 'u.lang'])
    .where('w.coupon_id', '=', coupon.id)
    .where('w.notified_at', 'is', null)
    .orderBy('w.created_at')
    .orderBy('w.user_id')
    .$if(freed !== null, (qb) => qb.limit(freed!))
    .execute();
  if (!waiting.length) return 0;
  await tx
    .updateTable('coupon_waitlist')
    .set({ notified_at: sql<Date>`now()` })
    .where('coupon_id', '=', coupon.id)
    .where(
      'user_id',
      'in',
      waiting.map((w) => w.user_id),
    )
    .execute();
  for (const w of waiting) {
    await outbox.queue(
      tx,
      waitlistMail({ email: w.email, firstName: w.first_name, lang: w.lang }, coupon.code),
    );
  }
  return waiting.length;
}
