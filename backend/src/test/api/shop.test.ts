// Rewards shop (issue 12): the catalogue with filters and flags, the server-side cart, checkout with points and
// euros (shipping, VAT, invoice PDF in the order mail), the spec's shop messages, coupon states with the waiting
// list, idempotent checkout, e-mail verification before redeeming, and who sees which cart and order.
import request from 'supertest';
import { outboxKey, sendPendingMails } from '../../modules/contact';
import { authed, paidBySepa, register, registrationBody } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';
import { ADDRESS, as, balance, grant, member, orderMails, product, V1 } from './shop-fixtures';
import { expectWpError } from '../wp-error';

let service: string;
const t = useTestApp();
beforeAll(async () => {
  service = await tokenFor(t.app, 'service@example.com');
}, DB_SETUP_TIMEOUT_MS);

const idOf = async (slug: string) =>
  (await t.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('catalogue', () => {
  test('lists at least 15 seeded rewards in both languages with balance, flags and shipped pictures', async () => {
    const m = await member(t, 700);
    const de = await as(t, m.token).get('shop/products');
    expect(de.status).toBe(200);
    expect(de.body.balance).toBe(700);
    expect(de.body.products.length).toBeGreaterThanOrEqual(15);
    const band = de.body.products.find((p: { slug: string }) => p.slug === 'resistance-band');
    expect(band).toMatchObject({
      name: 'Fitnessband',
      out_of_stock: true,
      physical: true,
      category: 'equipment',
    });
    const en = await as(t, m.token).get('shop/products?lang=en');
    expect(en.body.products.find((p: { slug: string }) => p.slug === 'resistance-band').name).toBe(
      'Resistance band',
    );
    for (const p of de.body.products)
      expect(p.image).toMatch(/^\/wp-json\/officefit\/v1\/media\/products\/.+\.svg$/);
    const picture = await request(t.app).get(band.image);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await request(t.app).get(`${V1}/media/products/..%2Fseed-shop.ts`)).status).toBe(404);
    expect((await request(t.app).get(`${V1}/media/products/nothing.svg`)).status).toBe(404);
  });

  test('filters by category, payment, stock and what the balance covers', async () => {
    const m = await member(t, 300);
    const list = async (query: string) =>
      (await as(t, m.token).get(`shop/products?${query}`)).body.products as {
        category: string;
        price_cents: number | null;
        out_of_stock: boolean;
        affordable: boolean;
        points: number | null;
      }[];
    expect((await list('category=donation')).every((p) => p.category === 'donation')).toBe(true);
    expect((await list('category=donation')).length).toBeGreaterThanOrEqual(3);
    expect((await list('payment=euro')).every((p) => p.price_cents !== null)).toBe(true);
    expect((await list('payment=points')).every((p) => p.price_cents === null)).toBe(true);
    expect((await list('in_stock=true')).some((p) => p.out_of_stock)).toBe(false);
    const affordable = await list('affordable=true');
    expect(affordable.length).toBeGreaterThan(0);
    expect(affordable.every((p) => (p.points ?? 0) <= 300)).toBe(true);
    expect((await as(t, m.token).get('shop/products?category=cars')).status).toBe(400);
  });

  test('one reward by id; an unknown or inactive one is "Invalid product"', async () => {
    const m = await member(t);
    const id = await idOf('massage-ball');
    const res = await as(t, m.token).get(`shop/products/${id}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Massage ball', already_bought: false });
    const gone = await as(t, m.token).get('shop/products/999999');
    expectWpError(gone, 404, 'shop_product_invalid', 'Invalid product');
  });

  test('GET bonuses is the same catalogue: its rewards, names and out-of-stock flags match shop/products', async () => {
    // sold out by stock alone (not flagged by staff): both lists say so
    const emptied = await product(t, { points: 150, stock: 0 });
    const m = await member(t);
    const shop = (await as(t, m.token).get('shop/products?lang=en')).body.products as {
      id: number;
      name: string;
      points: number | null;
      out_of_stock: boolean;
    }[];
    const bonuses = (await as(t, m.token).get('bonuses?lang=en')).body as {
      id: number;
      name: string;
      out_of_stock: boolean;
    }[];
    const pointsPriced = shop.filter((p) => p.points !== null);
    expect(bonuses.map((b) => [b.id, b.name, b.out_of_stock]).sort()).toEqual(
      pointsPriced.map((p) => [p.id, p.name, p.out_of_stock]).sort(),
    );
    expect(bonuses.find((b) => b.id === emptied)).toMatchObject({ out_of_stock: true });
  });
});

describe('cart', () => {
  test('add (amounts add up), change the amount, remove; priced like the checkout', async () => {
    const m = await member(t, 5000);
    const ball = await idOf('massage-ball');
    const mat = await idOf('yoga-mat');
    const shop = as(t, m.token);
    expect((await shop.post('shop/cart', { product_id: ball })).body.lines).toHaveLength(1);
    const twice = await shop.post('shop/cart', { product_id: ball, amount: 2 });
    expect(twice.body.lines[0]).toMatchObject({ amount: 3, points: 900 });
    const both = await shop.post('shop/cart', { product_id: mat });
    expect(both.body).toMatchObject({
      points: 900,
      subtotal_cents: 2490,
      shipping_cents: 560,
      total_cents: 3050,
      balance: 5000,
      balance_after: 4100,
      needs_delivery_address: true,
      needs_payment: true,
    });
    const changed = await shop.put(`shop/cart/${ball}`, { amount: 1 });
    expect(changed.body.lines.find((l: { product: { id: number } }) => l.product.id === ball).amount).toBe(1);
    const removed = await shop.delete(`shop/cart/${mat}`);
    expect(removed.body).toMatchObject({ shipping_cents: 560, total_cents: 560, points: 300 });
    expect((await shop.put(`shop/cart/${ball}`, { amount: 0 })).body.lines).toEqual([]);
    expect((await shop.put(`shop/cart/${ball}`, { amount: 11 })).status).toBe(400);
    expect((await shop.post('shop/cart', { product_id: ball, amount: 11 })).status).toBe(400);
  });

  test('out of stock and one-per-user rewards are refused with the spec messages', async () => {
    const m = await member(t, 5000);
    const shop = as(t, m.token);
    const band = await shop.post('shop/cart', { product_id: await idOf('resistance-band') });
    expect(band.status).toBe(409);
    expect(band.body).toMatchObject({
      code: 'shop_out_of_stock',
      message: 'Product is currently out of stock',
    });
    const coaching = await idOf('extra-coaching-session');
    const two = await shop.post('shop/cart', { product_id: coaching, amount: 2 });
    expect(two.body).toMatchObject({ code: 'shop_already_bought', message: 'Product already bought' });
    expect((await shop.post('shop/cart', { product_id: 999999 })).body.code).toBe('shop_product_invalid');
  });

  test('a cart belongs to its user', async () => {
    const a = await member(t, 1000);
    const b = await member(t, 1000);
    await as(t, a.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    expect((await as(t, b.token).get('shop/cart')).body.lines).toEqual([]);
    // b cannot change a's line: it is not in b's cart
    const foreign = await as(t, b.token).put(`shop/cart/${await idOf('donation-tree')}`, { amount: 3 });
    expect(foreign.status).toBe(404);
    expect((await as(t, a.token).get('shop/cart')).body.lines[0].amount).toBe(1);
  });
});

describe('checkout with points', () => {
  test('redeems through the ledger: balance drops in /points and me, stock falls, cart empties, mail queued', async () => {
    const m = await member(t, 1000);
    const shop = as(t, m.token);
    const coaching = await idOf('extra-coaching-session');
    const stockBefore = (await shop.get(`shop/products/${coaching}`)).body.stock;
    await shop.post('shop/cart', { product_id: coaching });
    await grant(t, m.id, 600);
    const res = await shop.checkout();
    expect(res.status).toBe(201);
    expect(res.body.balance).toBe(100);
    expect(res.body.order).toMatchObject({
      state: 'successful',
      points: 1500,
      total_cents: 0,
      invoice_number: null,
      lines: [{ product_id: coaching, amount: 1, points: 1500, price_cents: 0 }],
    });
    expect(await balance(t, m.id)).toBe(100);
    const history = await shop.get('points');
    expect(history.body[0]).toMatchObject({ points: -1500 });
    expect((await shop.get('me')).body.meta.fitness_points).toBe(100);
    const after = (await shop.get(`shop/products/${coaching}`)).body;
    expect(after).toMatchObject({ stock: stockBefore - 1, already_bought: true });
    expect((await shop.get('shop/cart')).body.lines).toEqual([]);
    const again = await shop.post('shop/cart', { product_id: coaching });
    expect(again.body).toMatchObject({ code: 'shop_already_bought' });
    const [mail] = await orderMails(t, m.email);
    expect(mail!.sealed).not.toContain('Coaching');
    expect(mail!.body).toContain('Zusätzliche Coaching-Session');
    expect(mail!.attachments).toEqual([]);
    expect((await shop.get('shop/orders')).body.map((o: { id: number }) => o.id)).toEqual([
      res.body.order.id,
    ]);
  });

  test('"Not enough fitness points" writes nothing', async () => {
    const m = await member(t, 299);
    const shop = as(t, m.token);
    await shop.post('shop/cart', { product_id: await idOf('massage-30') });
    const res = await shop.checkout();
    expectWpError(res, 409, 'shop_not_enough_points', 'Not enough fitness points');
    expect(await balance(t, m.id)).toBe(299);
    expect((await shop.get('shop/orders')).body).toEqual([]);
    expect((await shop.get('shop/cart')).body.lines).toHaveLength(1);
  });

  test('an empty cart cannot be ordered', async () => {
    const m = await member(t, 100);
    expect((await as(t, m.token).checkout()).body.code).toBe('shop_cart_empty');
  });
});

describe('checkout with euros', () => {
  test('physical goods need a delivery address and a payment; the order has shipping, VAT and a PDF invoice', async () => {
    const m = await member(t, 0);
    const shop = as(t, m.token);
    const mat = await idOf('yoga-mat');
    await shop.post('shop/cart', { product_id: mat, amount: 2 });
    const noAddress = await shop.checkout({ payment: { type: 'invoice' } });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.data.params).toHaveProperty('delivery_address');
    const noPayment = await shop.checkout({ delivery_address: ADDRESS });
    expect(noPayment.body.data.params).toHaveProperty('payment');
    const badIban = await shop.checkout({
      delivery_address: ADDRESS,
      payment: { type: 'sepa', iban: 'DE00 0000 0000 0000 0000 00', account_owner: 'Sam' },
    });
    expect(badIban.status).toBe(400);

    const billing = { ...ADDRESS, recipient: 'Firma Demo GmbH', street: 'Rechnungsweg 1' };
    const res = await shop.checkout({
      delivery_address: ADDRESS,
      billing_address: billing,
      payment: { type: 'invoice' },
      lang: 'en',
    });
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({
      state: 'successful',
      subtotal_cents: 4980,
      shipping_cents: 560,
      total_cents: 5540,
      vat_cents: Math.round((5540 * 19) / 119),
      payment_type: 'invoice',
      delivery_address: { ...ADDRESS, country: 'DE' },
      billing_address: { ...billing, country: 'DE' },
    });
    expect(order.invoice_number).toMatch(/^RE-\d{4}-\d{6}$/);
    const [mail] = await orderMails(t, m.email);
    expect(mail!.subject).toBe(`Your officefit order ${order.id}`);
    expect(mail!.body).toContain('€55.40');
    expect(mail!.attachments).toHaveLength(1);
    const pdf = mail!.attachments[0]!;
    expect(pdf).toMatchObject({ filename: `${order.invoice_number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(pdf.content).subarray(0, 5).toString()).toBe('%PDF-');
    // the sealed column does not give the PDF away
    const row = await t.db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('recipient', '=', m.email)
      .executeTakeFirstOrThrow();
    expect(row.attachments).toMatch(/^v1\./);
  });

  test('the sender delivers the PDF with the mail, then drops body and attachments', async () => {
    const m = await member(t);
    await as(t, m.token).post('shop/cart', { product_id: await idOf('healthy-recipes-ebook') });
    const order = (await as(t, m.token).checkout({ billing_address: ADDRESS, payment: { type: 'invoice' } }))
      .body.order;
    const sent: { to: string; attachments: { filename: string; content: Buffer }[] }[] = [];
    const spy = { sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail) };
    const key = outboxKey(t.jwtSecret);
    for (let round = 0; round < 20; round++) {
      if (
        (await sendPendingMails(
          t.db,
          spy as never,
          { from: 'shop@example.org', siteUrl: 'https://x' },
          key,
        )) === 0
      )
        break;
    }
    const mail = sent.find((s) => s.to === m.email)!;
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${order.invoice_number}.pdf`]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['state', 'body', 'attachments'])
      .where('recipient', '=', m.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'sent', body: null, attachments: null });
  });

  test('invoice numbers run on without gaps', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await member(t);
      const shop = as(t, m.token);
      await shop.post('shop/cart', { product_id: await idOf('healthy-recipes-ebook') });
      const res = await shop.checkout({ billing_address: ADDRESS, payment: { type: 'invoice' } });
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({ shipping_cents: 0, total_cents: 990, vat_cents: 65 });
      numbers.push(Number(res.body.order.invoice_number.slice(-6)));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  test('points and euros together (co-payment) with SEPA', async () => {
    const m = await member(t, 600);
    const shop = as(t, m.token);
    await shop.post('shop/cart', { product_id: await idOf('drinking-bottle') });
    const res = await shop.checkout({
      delivery_address: ADDRESS,
      payment: { type: 'sepa', iban: 'DE89 3704 0044 0532 0130 00', account_owner: 'Sam Shop' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      balance: 0,
      order: {
        points: 600,
        subtotal_cents: 490,
        shipping_cents: 560,
        total_cents: 1050,
        payment_type: 'sepa',
      },
    });
  });
});

describe('coupons', () => {
  test('valid, expired, invalid and limit reached (the user joins the waiting list)', async () => {
    const m = await member(t);
    const shop = as(t, m.token);
    expect((await shop.post('shop/coupon', { code: 'willkommen10' })).body).toEqual({
      state: 'valid',
      code: 'WILLKOMMEN10',
      kind: 'percent',
      value: 10,
    });
    expect((await shop.post('shop/coupon', { code: 'SOMMER2024' })).body).toEqual({
      code: 'shop_coupon_expired',
      message: 'This code has expired.',
      data: { status: 400 },
    });
    expect((await shop.post('shop/coupon', { code: 'NOPE123' })).body).toEqual({
      code: 'shop_coupon_invalid',
      message: 'This code is not valid.',
      data: { status: 400 },
    });
    const limit = await shop.post('shop/coupon', { code: 'FRUEHBUCHER' });
    expect(limit.status).toBe(409);
    expect(limit.body).toMatchObject({
      code: 'shop_coupon_limit_reached',
      message: "This coupon code has reached it's limit. You are on the waiting list.",
    });
    await shop.post('shop/coupon', { code: 'FRUEHBUCHER' });
    const coupons = (await as(t, service).get('admin/shop/coupons')).body as { id: number; code: string }[];
    const early = coupons.find((c) => c.code === 'FRUEHBUCHER')!;
    const waiting = await as(t, service).get(`admin/shop/coupons/${early.id}/waitlist`);
    expect(waiting.body.filter((w: { user_id: number }) => w.user_id === m.id)).toHaveLength(1);
    expect((await shop.post('shop/coupon', { code: 'x' })).status).toBe(400);
  });

  test('a coupon not yet valid is not valid; a checkout with a coupon at its limit joins the list', async () => {
    const created = await as(t, service).post('admin/shop/coupons', {
      code: 'LATER',
      kind: 'fixed',
      value: 200,
      valid_from: '2999-01-01',
    });
    expect(created.status).toBe(201);
    const m = await member(t);
    expect((await as(t, m.token).post('shop/coupon', { code: 'later' })).body.code).toBe(
      'shop_coupon_invalid',
    );
    await as(t, m.token).post('shop/cart', { product_id: await idOf('healthy-recipes-ebook') });
    const res = await as(t, m.token).checkout({
      coupon: 'FRUEHBUCHER',
      billing_address: ADDRESS,
      payment: { type: 'invoice' },
    });
    expect(res.body.code).toBe('shop_coupon_limit_reached');
    const row = await t.db
      .selectFrom('coupon_waitlist')
      .select('user_id')
      .where('user_id', '=', m.id)
      .execute();
    expect(row).toHaveLength(1);
  });

  test('the checkout takes the discount and counts the use; the last use goes once', async () => {
    const created = await as(t, service).post('admin/shop/coupons', {
      code: 'ONCE-5',
      kind: 'fixed',
      value: 500,
      usage_limit: 1,
    });
    expect(created.body).toMatchObject({ code: 'ONCE-5', used_count: 0, waiting_list: 0 });
    const m = await member(t);
    await as(t, m.token).post('shop/cart', { product_id: await idOf('yoga-mat') });
    const res = await as(t, m.token).checkout({
      coupon: 'once-5',
      delivery_address: ADDRESS,
      payment: { type: 'invoice' },
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      coupon_code: 'ONCE-5',
      subtotal_cents: 2490,
      discount_cents: 500,
      shipping_cents: 560,
      total_cents: 2550,
    });
    const other = await member(t);
    expect((await as(t, other.token).post('shop/coupon', { code: 'ONCE-5' })).body.code).toBe(
      'shop_coupon_limit_reached',
    );
  });
});

describe('idempotency and access', () => {
  test('a checkout retried with its key is one order; another body with the key is refused', async () => {
    const m = await member(t, 1000);
    const shop = as(t, m.token);
    await shop.post('shop/cart', { product_id: await idOf('donation-tree') });
    const first = await shop.checkout({}, 'retry-key-1');
    const second = await shop.checkout({}, 'retry-key-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await balance(t, m.id)).toBe(800);
    expect((await shop.get('shop/orders')).body).toHaveLength(1);
    expect((await shop.checkout({ lang: 'en' }, 'retry-key-1')).body.code).toBe('idempotency_key_reused');
    const noKey = await shop.post('shop/checkout', {});
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.params).toHaveProperty('Idempotency-Key');
  });

  test('an unverified account cannot redeem', async () => {
    const body = registrationBody(paidBySepa('1m'));
    const reg = await register(t.app, body);
    expect(reg.status).toBe(201);
    const userId = await userIdOf(t, body.email);
    await grant(t, userId, 1000);
    const shop = authed(t.app, reg.body.token);
    expect((await shop.post('shop/cart', { product_id: await idOf('donation-tree') })).status).toBe(200);
    const res = await shop.post('shop/checkout', {}, { 'Idempotency-Key': 'unverified-1' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('email_not_verified');
    expect(await balance(t, userId)).toBe(1000);
  });

  test("one user never sees another's orders; staff-only endpoints refuse members", async () => {
    const a = await member(t, 500);
    const b = await member(t, 500);
    await as(t, a.token).post('shop/cart', { product_id: await idOf('donation-tree') });
    const order = (await as(t, a.token).checkout()).body.order;
    expect((await as(t, a.token).get(`shop/orders/${order.id}`)).body.id).toBe(order.id);
    const foreign = await as(t, b.token).get(`shop/orders/${order.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('shop_order_invalid');
    expect((await as(t, b.token).get('shop/orders')).body).toEqual([]);
    for (const path of ['admin/shop/products', 'admin/shop/coupons', 'admin/shop/orders']) {
      expect((await as(t, a.token).get(path)).status).toBe(403);
    }
    const guest = await tokenFor(t.app, 'guest@example.com');
    expect((await as(t, guest).get('shop/products')).status).toBe(403);
  });
});
