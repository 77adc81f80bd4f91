// Helpers of the shop API tests (issue 12): fresh members with a given balance (straight in the database, with
// a signed token, so 50 of them cost no logins), products with a given stock, and shortcuts for the endpoints.
import { sql } from 'kysely';
import request from 'supertest';
import { openAttachments, openBody, outboxKey } from '../../modules/contact';
import { signAccessToken } from '../../shared/jwt';
import type { TestApp } from '../test-app';

export const V1 = '/wp-json/officefit/v1';

export const ADDRESS = {
  recipient: 'Dana Demo',
  street: 'Hauptstraße 5',
  postal_code: '10115',
  city: 'Berlin',
};

let counter = 0;

export interface Member {
  id: number;
  email: string;
  token: string;
}

/** A verified subscriber (membership copied from demo@example.com) holding `points` fitness points. */
export async function member(t: TestApp, points = 0): Promise<Member> {
  counter += 1;
  const email = `shop-${counter}-${Date.now().toString(36)}@example.org`;
  const user = await t.db
    .insertInto('users')
    .values({ email, password_hash: 'not-used', first_name: 'Sam', email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into subscriptions (user_id, company_id, kind, status, starts_at, ends_at)
    select ${user.id}, s.company_id, s.kind, s.status, s.starts_at, s.ends_at
    from subscriptions s join users u on u.id = s.user_id
    where u.email = 'demo@example.com' and s.status = 'active' limit 1`.execute(t.db);
  if (points) await grant(t, user.id, points);
  return {
    id: user.id,
    email,
    token: signAccessToken(user.id, { secret: t.jwtSecret, expiresInSeconds: 3600 }),
  };
}

export async function grant(t: TestApp, userId: number, points: number): Promise<void> {
  await t.db.insertInto('point_events').values({ user_id: userId, points, reason: 'test_grant' }).execute();
}

export async function balance(t: TestApp, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('point_events')
    .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A new active reward; `texts` in both languages. */
export async function product(
  t: TestApp,
  fields: {
    points?: number | null;
    price_cents?: number | null;
    stock?: number | null;
    physical?: boolean;
    one_per_user?: boolean;
    category?: 'voucher' | 'equipment' | 'donation' | 'service';
  } = {},
): Promise<number> {
  counter += 1;
  const row = await t.db
    .insertInto('products')
    .values({
      slug: `test-reward-${counter}`,
      points: fields.points === undefined ? 100 : fields.points,
      price_cents: fields.price_cents ?? null,
      stock: fields.stock ?? null,
      physical: fields.physical ?? false,
      one_per_user: fields.one_per_user ?? false,
      category: fields.category ?? 'voucher',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('product_translations')
    .values([
      { product_id: row.id, lang: 'de', name: `Testprämie ${counter}`, description: 'Für Tests.' },
      { product_id: row.id, lang: 'en', name: `Test reward ${counter}`, description: 'For tests.' },
    ])
    .execute();
  return row.id;
}

export function as(t: TestApp, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(t.app).get(`${V1}/${path}`).set(auth),
    post: (path: string, body: object = {}, headers: Record<string, string> = {}) =>
      request(t.app)
        .post(`${V1}/${path}`)
        .set({ ...auth, ...headers })
        .send(body),
    put: (path: string, body: object) => request(t.app).put(`${V1}/${path}`).set(auth).send(body),
    delete: (path: string) => request(t.app).delete(`${V1}/${path}`).set(auth),
    checkout: (body: object = {}, key = `key-${++counter}-${Date.now()}`) =>
      request(t.app)
        .post(`${V1}/shop/checkout`)
        .set({ ...auth, 'Idempotency-Key': key })
        .send(body),
  };
}

/** The opened order mails to `email`, with their attachments. */
export async function orderMails(t: TestApp, email: string) {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'subject', 'body', 'attachments'])
    .where('recipient', '=', email)
    .where('kind', '=', 'shop_order')
    .orderBy('id')
    .execute();
  const key = outboxKey(t.jwtSecret);
  return rows.map((row) => ({
    subject: row.subject,
    sealed: row.body,
    body: openBody(key, { kind: row.kind, recipient: row.recipient, body: row.body ?? '' }),
    attachments: openAttachments(key, row),
  }));
}
