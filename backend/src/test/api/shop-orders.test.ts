// After the order (issue 12): the invoice PDF as a download (owner and staff only, the mailed bytes), the user's
// own cancellation within a day, cancelling (any path) gives the coupon use back in the same transaction, and a use that becomes free again — by a cancellation or a
// higher limit — is announced to the first people on the coupon's waiting list, once each, in their language.
import { sql } from 'kysely';
import { openBody, outboxKey } from '../../modules/contact';
import { WAITLIST_MAIL_KIND } from '../../modules/shop';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';
import { ADDRESS, as, balance, member, type Member, orderMails } from './shop-fixtures';
import { expectWpError } from '../wp-error';

let staff: ReturnType<typeof as>;
const t = useTestApp();
beforeAll(async () => {
  staff = as(t, await tokenFor(t.app, 'service@example.com'));
}, DB_SETUP_TIMEOUT_MS);

const idOf = async (slug: string) =>
  (await t.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

/** GET as a download: the body as bytes. */
const download = (who: ReturnType<typeof as>, path: string) => who.get(path).responseType('blob');

/** A coupon of 2 € with the given limit. */
async function coupon(code: string, usage_limit: number | null) {
  const res = await staff.post('admin/shop/coupons', { code, kind: 'fixed', value: 200, usage_limit });
  expect(res.status).toBe(201);
  return res.body as { id: number; code: string };
}

/** A points order of one tree donation (200 points) using `code`. */
async function orderWith(code: string): Promise<{ m: Member; orderId: number }> {
  const m = await member(t, 200);
  await as(t, m.token).post('shop/cart', { product_id: await idOf('donation-tree') });
  const res = await as(t, m.token).checkout({ coupon: code });
  expect(res.status).toBe(201);
  return { m, orderId: res.body.order.id };
}

/** A member who met the coupon at its limit (and so joined its waiting list). */
async function waiting(code: string, lang: 'de-DE' | 'en-US' = 'de-DE'): Promise<Member> {
  const m = await member(t);
  await t.db.updateTable('users').set({ lang }).where('id', '=', m.id).execute();
  expect((await as(t, m.token).post('shop/coupon', { code })).body.code).toBe('shop_coupon_limit_reached');
  return m;
}

/** The waiting-list notices queued for `email`, opened. */
async function notices(email: string) {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'subject', 'body', 'lang'])
    .where('recipient', '=', email)
    .where('kind', '=', WAITLIST_MAIL_KIND)
    .execute();
  const key = outboxKey(t.jwtSecret);
  return rows.map((r) => ({
    subject: r.subject,
    lang: r.lang,
    body: openBody(key, { kind: r.kind, recipient: r.recipient, body: r.body ?? '' }),
  }));
}

const usedCount = async (id: number) =>
  (await t.db.selectFrom('coupons').select('used_count').where('id', '=', id).executeTakeFirstOrThrow())
    .used_count;

describe('invoice download', () => {
  test('the owner and staff get the mailed PDF; another user, unknown orders and orders without invoice are 404', async () => {
    const m = await member(t);
    const shop = as(t, m.token);
    await shop.post('shop/cart', { product_id: await idOf('yoga-mat') });
    const order = (await shop.checkout({ delivery_address: ADDRESS, payment: { type: 'invoice' } })).body
      .order;
    expect(order.invoice_number).toMatch(/^RE-\d{4}-\d{6}$/);

    const res = await download(shop, `shop/orders/${order.id}/invoice`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.invoice_number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const [mail] = await orderMails(t, m.email);
    const mailed = Buffer.from(mail!.attachments[0]!.content);
    expect(Buffer.compare(res.body as Buffer, mailed)).toBe(0);

    const byStaff = await download(staff, `admin/shop/orders/${order.id}/invoice`);
    expect(byStaff.status).toBe(200);
    expect(Buffer.compare(byStaff.body as Buffer, mailed)).toBe(0);

    const other = await member(t);
    const foreign = await as(t, other.token).get(`shop/orders/${order.id}/invoice`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('shop_order_invalid');
    expect((await shop.get('shop/orders/999999/invoice')).body.code).toBe('shop_order_invalid');
    expect((await staff.get('admin/shop/orders/999999/invoice')).status).toBe(404);
    // customer service is not a subscriber: the member route refuses, the staff route serves
    expect((await staff.get(`shop/orders/${order.id}/invoice`)).status).toBe(403);
  });

  test('a points-only order has no invoice: 404 shop_invoice_invalid for its owner, unknown for others', async () => {
    const { m, orderId } = await orderWith('WILLKOMMEN10');
    const res = await as(t, m.token).get(`shop/orders/${orderId}/invoice`);
    expectWpError(res, 404, 'shop_invoice_invalid', 'This order has no invoice.');
    const other = await member(t);
    expect((await as(t, other.token).get(`shop/orders/${orderId}/invoice`)).body.code).toBe(
      'shop_order_invalid',
    );
  });
});

describe('cancelling gives the coupon use back', () => {
  test('a coupon at its limit becomes usable again; the first waiting user is told once, in their language', async () => {
    const c = await coupon('BACK-AGAIN', 1);
    const { orderId } = await orderWith('back-again');
    expect(await usedCount(c.id)).toBe(1);
    const first = await waiting('BACK-AGAIN', 'en-US');
    const second = await waiting('BACK-AGAIN');

    const cancelled = await staff.post(`admin/shop/orders/${orderId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', coupon_code: 'BACK-AGAIN' });
    expect(await usedCount(c.id)).toBe(0);
    expect(await notices(first.email)).toEqual([
      {
        subject: 'Your coupon code BACK-AGAIN can be used again',
        lang: 'en-US',
        body: expect.stringContaining('You are on the waiting list for the coupon code BACK-AGAIN.'),
      },
    ]);
    // one use came free: only the first in line is told
    expect(await notices(second.email)).toEqual([]);
    expect((await as(t, first.token).post('shop/coupon', { code: 'back-again' })).body.state).toBe('valid');
    const list = (await staff.get(`admin/shop/coupons/${c.id}/waitlist`)).body as {
      user_id: number;
      notified_at: string | null;
    }[];
    expect(list.map((w) => [w.user_id, w.notified_at !== null])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    // a second cancel is refused and changes nothing
    expect((await staff.post(`admin/shop/orders/${orderId}/cancel`)).status).toBe(409);
    expect(await usedCount(c.id)).toBe(0);
    expect(await notices(first.email)).toHaveLength(1);
    expect(await notices(second.email)).toEqual([]);
  });

  test('the German notice uses the Sie-form; a switched-off coupon tells nobody', async () => {
    const c = await coupon('GERMAN-1', 1);
    const { orderId } = await orderWith('GERMAN-1');
    const de = await waiting('GERMAN-1');
    await staff.post(`admin/shop/orders/${orderId}/cancel`);
    const [notice] = await notices(de.email);
    expect(notice).toMatchObject({
      subject: 'Ihr Gutscheincode GERMAN-1 ist wieder einlösbar',
      lang: 'de-DE',
    });
    expect(notice!.body).toContain('Sie stehen auf der Warteliste für den Gutscheincode GERMAN-1.');

    const off = await coupon('SWITCHED-OFF', 1);
    const { orderId: offOrder } = await orderWith('SWITCHED-OFF');
    const nobody = await waiting('SWITCHED-OFF');
    await t.db.updateTable('coupons').set({ active: false }).where('id', '=', off.id).execute();
    await staff.post(`admin/shop/orders/${offOrder}/cancel`);
    expect(await usedCount(off.id)).toBe(0);
    expect(await notices(nobody.email)).toEqual([]);
    expect(await usedCount(c.id)).toBe(0);
  });

  test('cancelling an order without coupon leaves coupons alone', async () => {
    const m = await member(t, 200);
    await as(t, m.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    const order = (await as(t, m.token).checkout()).body.order;
    const before = (await staff.get('admin/shop/coupons')).body;
    expect((await staff.post(`admin/shop/orders/${order.id}/cancel`)).status).toBe(200);
    expect((await staff.get('admin/shop/coupons')).body).toEqual(before);
  });
});

describe("the user's own cancellation", () => {
  test('within a day: points and the coupon use come back, the waiting list is told; later only staff cancel', async () => {
    const c = await coupon('MINE-1', 1);
    const { m, orderId } = await orderWith('MINE-1');
    const next = await waiting('MINE-1');
    const shop = as(t, m.token);
    const order = (await shop.get(`shop/orders/${orderId}`)).body;
    expect(Date.parse(order.cancellable_until) - Date.parse(order.created_at)).toBe(24 * 3600_000);

    const other = await member(t);
    expect((await as(t, other.token).post(`shop/orders/${orderId}/cancel`)).body.code).toBe(
      'shop_order_invalid',
    );
    const res = await shop.post(`shop/orders/${orderId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, state: 'cancelled', cancellable_until: null });
    expect(await balance(t, m.id)).toBe(200);
    expect(await usedCount(c.id)).toBe(0);
    expect(await notices(next.email)).toHaveLength(1);
    expect((await shop.post(`shop/orders/${orderId}/cancel`)).body.code).toBe('shop_order_not_cancellable');

    // someone else takes the use; the notified user meets the limit again, queues anew and is told again
    const taken = await orderWith('MINE-1');
    expect((await as(t, next.token).post('shop/coupon', { code: 'MINE-1' })).status).toBe(409);
    await staff.post(`admin/shop/orders/${taken.orderId}/cancel`);
    expect(await notices(next.email)).toHaveLength(2);

    const late = await orderWith('WILLKOMMEN10');
    await t.db
      .updateTable('shop_orders')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', late.orderId)
      .execute();
    const refused = await as(t, late.m.token).post(`shop/orders/${late.orderId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('shop_order_cancel_expired');
    expect(await balance(t, late.m.id)).toBe(0);
    expect((await staff.post(`admin/shop/orders/${late.orderId}/cancel`)).status).toBe(200);
  });
});

describe('raising the limit', () => {
  test('tells as many waiting users as uses came free, first come first, each once', async () => {
    const c = await coupon('RAISE-ME', 1);
    await orderWith('RAISE-ME');
    const [a, b, d] = [await waiting('RAISE-ME'), await waiting('RAISE-ME'), await waiting('RAISE-ME')];
    const body = { code: 'RAISE-ME', kind: 'fixed', value: 200 };

    const raised = await staff.put(`admin/shop/coupons/${c.id}`, { ...body, usage_limit: 3 });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ usage_limit: 3, used_count: 1, waiting_list: 3 });
    expect((await notices(a!.email)).length).toBe(1);
    expect((await notices(b!.email)).length).toBe(1);
    expect(await notices(d!.email)).toEqual([]);

    // the same limit again frees nothing
    await staff.put(`admin/shop/coupons/${c.id}`, { ...body, usage_limit: 3 });
    expect(await notices(d!.email)).toEqual([]);
    // no limit: everyone not told yet is told; nobody twice
    await staff.put(`admin/shop/coupons/${c.id}`, { ...body, usage_limit: null });
    expect((await notices(d!.email)).length).toBe(1);
    expect((await notices(a!.email)).length).toBe(1);
  });

  test('the limit cannot go below the uses so far; unknown coupons and used codes are refused', async () => {
    const c = await coupon('FLOOR-1', 2);
    await orderWith('FLOOR-1');
    await orderWith('FLOOR-1');
    const body = { code: 'FLOOR-1', kind: 'fixed', value: 200 };
    const low = await staff.put(`admin/shop/coupons/${c.id}`, { ...body, usage_limit: 1 });
    expect(low.status).toBe(400);
    expect(low.body.data.params).toHaveProperty('usage_limit');
    expect((await staff.put('admin/shop/coupons/999999', body)).body.code).toBe('shop_coupon_not_found');
    expect((await staff.put(`admin/shop/coupons/${c.id}`, { ...body, code: 'FIT5' })).status).toBe(409);
    const renamed = await staff.put(`admin/shop/coupons/${c.id}`, {
      ...body,
      code: 'floor-2',
      usage_limit: 2,
    });
    expect(renamed.body).toMatchObject({ code: 'FLOOR-2', used_count: 2, usage_limit: 2 });
  });
});

describe('abuse (issue 32)', () => {
  it('a coupon is used once per member: a second order with it is refused and costs nothing', async () => {
    const code = `ONCE-${Date.now().toString(36)}`.toUpperCase();
    await coupon(code, null);
    const { m } = await orderWith(code);
    await t.db
      .insertInto('point_events')
      .values({ user_id: m.id, points: 200, reason: 'test_grant' })
      .execute();
    await as(t, m.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    const before = await balance(t, m.id);
    const again = await as(t, m.token).checkout({ coupon: code });
    expect([again.status, again.body.code]).toEqual([409, 'shop_coupon_already_used']);
    expect(await balance(t, m.id)).toBe(before);
    // without the coupon the same cart goes through
    expect((await as(t, m.token).checkout({})).status).toBe(201);
  });

  it("customer service switched to a member cannot spend the member's points", async () => {
    const m = await member(t, 200);
    await as(t, m.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    const start = await staff.post(`admin/users/${m.id}/impersonate`, {});
    expect(start.status).toBe(201);
    const refused = await as(t, start.body.token).checkout({});
    expect([refused.status, refused.body.code]).toEqual([403, 'shop_not_while_switched']);
    expect(await balance(t, m.id)).toBe(200);
    // the member's own order goes through
    expect((await as(t, m.token).checkout({})).status).toBe(201);
  });

  it('points of a trial week are redeemed only once a membership beyond the trial has started', async () => {
    const m = await member(t, 200);
    // this member's access is a trial week, with a paid term booked to follow it
    await t.db.deleteFrom('subscriptions').where('user_id', '=', m.id).execute();
    await sql`insert into subscriptions (user_id, kind, status, starts_at, ends_at, payment_type)
      values (${m.id}, 'trial', 'active', now() - interval '1 day', now() + interval '6 days', 'none'),
             (${m.id}, 'private', 'active', now() + interval '6 days', null, 'sepa')`.execute(t.db);
    await as(t, m.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    const refused = await as(t, m.token).checkout({});
    expect([refused.status, refused.body.code]).toEqual([403, 'shop_trial_membership']);
    expect(await balance(t, m.id)).toBe(200);
    expect(await t.db.selectFrom('shop_orders').select('id').where('user_id', '=', m.id).execute()).toEqual(
      [],
    );
    // once the paid term runs, the same points can be redeemed
    await sql`update subscriptions set starts_at = starts_at - interval '7 days', ends_at = ends_at - interval '7 days'
      where user_id = ${m.id} and kind = 'trial'`.execute(t.db);
    await sql`update subscriptions set starts_at = now() - interval '1 day' where user_id = ${m.id} and kind = 'private'`.execute(
      t.db,
    );
    expect((await as(t, m.token).checkout({})).status).toBe(201);
  });
});
