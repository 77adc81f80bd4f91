import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { countingStatements, DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

const tokens = new Map<string, string>();
const t = useTestApp();
beforeAll(async () => {
  for (const email of [
    'admin@example.com',
    'service@example.com',
    'demo@example.com',
    'guest@example.com',
    'owner@example.com',
  ]) {
    tokens.set(email, await tokenFor(t.app, email));
  }
}, DB_SETUP_TIMEOUT_MS);

const URL = '/wp-json/officefit/v1/admin/users';
const search = (email: string, query = '') =>
  request(t.app)
    .get(`${URL}${query}`)
    .set('Authorization', `Bearer ${tokens.get(email)}`);
const emails = (body: Array<{ email: string }>) => body.map((u) => u.email);
/** Every seeded user's e-mail, sorted like the list (by last name), optionally only those matching `where`. */
async function seeded(where?: (qb: ReturnType<typeof allUsers>) => ReturnType<typeof allUsers>) {
  const qb = allUsers();
  return (await (where ? where(qb) : qb).execute()).map((u) => u.email);
}
const allUsers = () =>
  t.db
    .selectFrom('users as u')
    .select('u.email')
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.email');
let DEMO_EMAILS: string[];
beforeAll(async () => {
  DEMO_EMAILS = await seeded();
});

test('no token → 401', async () => {
  const res = await request(t.app).get(URL);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});

test('subscribers, guests and company owners → 403 rest_forbidden, even with bad parameters', async () => {
  for (const email of ['demo@example.com', 'guest@example.com', 'owner@example.com']) {
    for (const query of ['', '?search=demo', '?nonsense=1']) {
      const res = await search(email, query);
      expect({ email, query, status: res.status, body: res.body }).toEqual({
        email,
        query,
        status: 403,
        body: {
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status: 403 },
        },
      });
    }
  }
});

test('administrators and customer service list users sorted by last name, with the company name', async () => {
  for (const email of ['admin@example.com', 'service@example.com']) {
    const res = await search(email);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(emails(res.body)).toEqual(DEMO_EMAILS);
  }
  const res = await search('service@example.com');
  const demo = await t.db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  expect(res.body.find((u: { email: string }) => u.email === 'demo@example.com')).toEqual({
    id: demo.id,
    email: 'demo@example.com',
    first_name: 'Dana',
    last_name: 'Demo',
    roles: ['subscriber'],
    company: 'Demo GmbH',
    created_at: demo.created_at.toISOString(),
    email_verified: true,
    membership: { id: expect.any(Number), kind: 'company', state: 'active', ends_at: expect.any(String) },
  });
  expect(res.headers['x-wp-total']).toBe(String(DEMO_EMAILS.length));
  expect(res.body[0]).toMatchObject({ email: 'admin@example.com', roles: ['administrator'], company: null });
  expect(res.body.find((u: { email: string }) => u.email === 'owner@example.com').roles).toEqual([
    'subscriber',
    'company_owner',
  ]);
  for (const user of res.body) expect(user).not.toHaveProperty('password_hash');
});

test('search is case-insensitive over e-mail, first and last name; wildcards are literal', async () => {
  expect(emails((await search('admin@example.com', '?search=DANA')).body)).toEqual(['demo@example.com']);
  expect(emails((await search('admin@example.com', '?search=sAm')).body)).toEqual(['service@example.com']);
  expect(emails((await search('admin@example.com', '?search=owner')).body)).toEqual(['owner@example.com']);
  expect(emails((await search('admin@example.com', '?search=gina%20gast')).body)).toEqual([
    'guest@example.com',
  ]);
  expect((await search('admin@example.com', '?search=EXAMPLE.COM')).body).toHaveLength(DEMO_EMAILS.length);
  // the company name is searched too (issue 14)
  expect(emails((await search('admin@example.com', '?search=demo%20gmbh')).body)).toEqual(
    await seeded((qb) =>
      qb.where(
        'u.company_id',
        'in',
        t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH'),
      ),
    ),
  );
  expect((await search('admin@example.com', '?search=%25')).body).toEqual([]);
  expect((await search('admin@example.com', '?search=%20%20')).body).toHaveLength(DEMO_EMAILS.length);
});

test('invalid parameters → 400 rest_invalid_param', async () => {
  const long = await search('admin@example.com', `?search=${'x'.repeat(101)}`);
  expect(long.status).toBe(400);
  expect(long.body.code).toBe('rest_invalid_param');
  expect((await search('admin@example.com', '?search=a&search=b')).status).toBe(400);
  expect((await search('admin@example.com', '?role=administrator')).body.data.params).toEqual({
    role: 'role is not a valid parameter.',
  });
});

test('the latest membership state filters the list; none = never had one', async () => {
  const none = emails((await search('service@example.com', '?membership=none')).body);
  expect(none).toEqual(
    await seeded((qb) =>
      qb.where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id')),
        ),
      ),
    ),
  );
  expect(none).toContain('guest@example.com');
  const active = emails((await search('service@example.com', '?membership=active')).body);
  expect(active).toContain('demo@example.com');
  expect(active).not.toContain('guest@example.com');
  expect((await search('service@example.com', '?membership=gone')).status).toBe(400);
});

test('pages: per_page and page with X-WP-Total / X-WP-TotalPages', async () => {
  const page2 = await search('service@example.com', '?per_page=2&page=2');
  expect(emails(page2.body)).toEqual(DEMO_EMAILS.slice(2, 4));
  expect(page2.headers['x-wp-total']).toBe(String(DEMO_EMAILS.length));
  expect(page2.headers['x-wp-totalpages']).toBe(String(Math.ceil(DEMO_EMAILS.length / 2)));
});

test('at most 50 rows, in one query however many rows match (no N+1)', async () => {
  await t.db
    .insertInto('users')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        email: `bulk${String(i).padStart(2, '0')}@example.org`,
        password_hash: 'x',
        first_name: 'Bulk',
        last_name: `Zz${String(i).padStart(2, '0')}`,
      })),
    )
    .execute();
  // count the statements the app sends while serving one request
  const counting = countingStatements(t.db);
  const app = createApp({
    db: counting.db,
    dbKind: t.kind,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 60 },
  });
  const run = async (query: string) => {
    counting.kinds.length = 0;
    const res = await request(app)
      .get(`${URL}${query}`)
      .set('Authorization', `Bearer ${tokens.get('admin@example.com')}`);
    return { res, statements: counting.kinds.length };
  };
  const one = await run('?search=dana');
  const many = await run('');
  expect(one.res.body).toHaveLength(1);
  expect(many.res.body).toHaveLength(50);
  expect(many.statements).toBe(one.statements);
  const bulk = emails(many.res.body).filter((e) => e.startsWith('bulk'));
  expect(bulk).toEqual(
    Array.from(
      { length: 50 - DEMO_EMAILS.length },
      (_, i) => `bulk${String(i).padStart(2, '0')}@example.org`,
    ),
  );
  await sql`delete from users where email like 'bulk%'`.execute(t.db);
});
