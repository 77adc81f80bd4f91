// Staff endpoints (administrator, customer service): products with texts, stock, coupons with their waiting
// lists. Cancelling an order is cancel.ts; a coupon change that frees uses notifies its waiting list (waitlist.ts).
import { sql } from 'kysely';
import type { Outbox } from '../contact';
import type { AdminProduct, Coupon, CouponBody, ProductBody } from '../../shared/domain';
import { type Db, productImagePath } from './catalogue';
import { dateText, normaliseCode } from './coupons';
import { shopErrors } from './errors';
import { noticeFreedUses } from './waitlist';

export type { AdminProduct };

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Rules across fields the contract leaves to the server (see contract/shop.ts). */
function checkProduct(body: ProductBody): void {
  if (body.points === null && body.price_cents === null) {
    throw shopErrors.missing('points', 'A reward needs a price in points, in euros or both.');
  }
}

export async function adminProducts(db: Db, productId?: number): Promise<AdminProduct[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .$if(productId !== undefined, (qb) => qb.where('id', '=', productId!))
    .orderBy('id')
    .execute();
  const texts = await db.selectFrom('product_translations').selectAll().execute();
  return rows.map((row) => {
    const text = (lang: 'de' | 'en') => {
      const t = texts.find((x) => x.product_id === row.id && x.lang === lang);
      return { name: t?.name ?? '', description: t?.description ?? '' };
    };
    return {
      id: row.id,
      slug: row.slug,
      category: row.category,
      points: row.points,
      price_cents: row.price_cents,
      vat_rate: row.vat_rate,
      physical: row.physical,
      one_per_user: row.one_per_user,
      stock: row.stock,
      out_of_stock: row.out_of_stock,
      active: row.active,
      image: row.image,
      texts: { de: text('de'), en: text('en') },
    };
  });
}

/** Creates (id undefined) or replaces a product with its texts; answers the stored product. */
export async function saveProduct(db: Db, body: ProductBody, id?: number): Promise<AdminProduct> {
  checkProduct(body);
  const { texts, image, ...fields } = body;
  const values = { ...fields, image: image === null ? null : productImagePath(image) };
  try {
    const saved = await db.transaction().execute(async (tx) => {
      const row =
        id === undefined
          ? await tx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()
          : await tx
              .updateTable('products')
              .set({ ...values, updated_at: new Date() })
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirst();
      if (!row) throw shopErrors.productInvalid();
      for (const lang of ['de', 'en'] as const) {
        await tx
          .insertInto('product_translations')
          .values({ product_id: row.id, lang, ...texts[lang] })
          .onConflict((oc) => oc.columns(['product_id', 'lang']).doUpdateSet(texts[lang]))
          .execute();
      }
      return row.id;
    });
    return (await adminProducts(db, saved))[0]!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw shopErrors.duplicate('slug', 'A reward with this slug exists already.');
    throw error;
  }
}

/** Sets the stock or adds to it (never below 0). */
export async function changeStock(
  db: Db,
  id: number,
  change: { stock: number | null } | { add: number },
): Promise<AdminProduct> {
  const row = await db
    .updateTable('products')
    .set(
      'add' in change
        ? { stock: sql<number>`greatest(coalesce(stock, 0) + ${change.add}, 0)`, updated_at: new Date() }
        : { stock: change.stock, updated_at: new Date() },
    )
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw shopErrors.productInvalid();
  return (await adminProducts(db, id))[0]!;
}

export async function listCoupons(db: Db, couponId?: number): Promise<Coupon[]> {
  const rows = await db
    .selectFrom('coupons as c')
    .select((eb) => [
      'c.id',
      'c.code',
      'c.kind',
      'c.value',
      'c.valid_from',
      'c.valid_until',
      'c.usage_limit',
      'c.used_count',
      'c.active',
      eb
        .selectFrom('coupon_waitlist as w')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('w.coupon_id', '=', 'c.id')
        .as('waiting_list'),
    ])
    .$if(couponId !== undefined, (qb) => qb.where('c.id', '=', couponId!))
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    valid_from: r.valid_from === null ? null : dateText(r.valid_from),
    valid_until: r.valid_until === null ? null : dateText(r.valid_until),
    waiting_list: Number(r.waiting_list ?? 0),
  }));
}

/** Rules across fields the contract leaves to the server. */
function checkCoupon(body: CouponBody): void {
  if (body.kind === 'percent' && body.value > 100) {
    throw shopErrors.missing('value', 'A percentage lies between 1 and 100.');
  }
  if (body.valid_from && body.valid_until && body.valid_until < body.valid_from) {
    throw shopErrors.missing('valid_until', 'The end lies before the start.');
  }
}

export async function createCoupon(db: Db, body: CouponBody): Promise<Coupon> {
  checkCoupon(body);
  try {
    const row = await db
      .insertInto('coupons')
      .values({ ...body, code: normaliseCode(body.code) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await listCoupons(db, row.id))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw shopErrors.duplicate('code', 'This code exists already.');
    throw error;
  }
}

/**
 * Replaces a coupon (PUT, the create body). The limit cannot go below the uses so far; when the change frees
 * uses (a higher limit, no limit) the first waiting users are told, in the same transaction (waitlist.ts).
 */
export async function updateCoupon(
  deps: { db: Db; outbox: Outbox; clock: () => Date },
  id: number,
  body: CouponBody,
): Promise<Coupon> {
  checkCoupon(body);
  try {
    await deps.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('coupons')
        .select(['usage_limit', 'used_count'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw shopErrors.couponNotFound();
      if (body.usage_limit !== null && body.usage_limit < before.used_count) {
        throw shopErrors.missing(
          'usage_limit',
          `The limit cannot lie below the ${before.used_count} uses so far.`,
        );
      }
      const after = await tx
        .updateTable('coupons')
        .set({ ...body, code: normaliseCode(body.code) })
        .where('id', '=', id)
        .returning(['id', 'code', 'usage_limit', 'used_count', 'active', 'valid_until'])
        .executeTakeFirstOrThrow();
      await noticeFreedUses(tx, deps.outbox, before, after, deps.clock());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw shopErrors.duplicate('code', 'This code exists already.');
    throw error;
  }
  return (await listCoupons(deps.db, id))[0]!;
}

/** The users waiting for a coupon, first come first; `notified_at` once a free use was announced to them. */
export async function couponWaitlist(db: Db, couponId: number) {
  return db
    .selectFrom('coupon_waitlist as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.id as user_id', 'u.email', 'u.first_name', 'u.last_name', 'w.created_at', 'w.notified_at'])
    .where('w.coupon_id', '=', couponId)
    .orderBy('w.created_at')
    .orderBy('u.id')
    .execute();
}
