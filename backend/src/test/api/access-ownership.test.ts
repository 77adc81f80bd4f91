// Ownership half of the access matrix (issue 17): every id-taking route has a row in route-ownership.ts, and
// every row that scopes ids to a user or a company has a scenario here. A scenario creates a resource of user
// A (or of A's company) through the API, calls the route with that id as a colleague B at the same company, as
// C at another company and as an administrator, and then as the rightful caller: foreign ids answer 403/404 and
// change no row (fingerprint of the tables before/after); 'caller' routes may answer the foreign caller, but
// leave A's rows as they are; the rightful call passes.
import { sql } from 'kysely';
import request from 'supertest';
import { listRoutes } from '../access/list-routes';
import { ROUTE_OWNERSHIP, SCOPED } from '../access/route-ownership';
import { signAccessToken } from '../../shared/jwt';
import { PNG_1PX } from '../community-fixtures';
import { insertCompanyMember } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';

interface Actor {
  name: string;
  id: number;
  token: string;
}

/** A table to compare before/after, whole or only one user's rows. */
type Watch = string | { table: string; userId: number };

interface Scenario {
  /** The rightful caller (default A). */
  own?: Actor;
  /** The callers whose ids are not theirs (default B, C, admin). */
  foreign?: Actor[];
  call: (who: Actor) => request.Test;
  /** What the foreign calls must leave unchanged (point_events is always compared). */
  watch: Watch[];
  /** 'refused': foreign calls get 403/404; 'untouched': they may pass, A's watched rows stay the same. */
  mode?: 'refused' | 'untouched';
  ownStatus?: number;
}

let A: Actor, B: Actor, C: Actor, D: Actor, admin: Actor;
let demoCompany: number, otherCompany: number;

const today = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A verified subscriber of the company (opted in to the community), with a signed token. */
async function actor(name: string, companyId: number, roles: string[] = ['subscriber']): Promise<Actor> {
  const id = await insertCompanyMember(t, {
    email: `${name.toLowerCase()}-${Date.now().toString(36)}@example.org`,
    first_name: name,
    company_id: companyId,
    roles,
  });
  return { name, id, token: signAccessToken(id, { secret: t.jwtSecret, expiresInSeconds: 3600 }) };
}

const auth = (who: Actor) => ({ Authorization: `Bearer ${who.token}` });
const get = (path: string) => (who: Actor) => request(t.app).get(`${V1}/${path}`).set(auth(who));
const del = (path: string) => (who: Actor) => request(t.app).delete(`${V1}/${path}`).set(auth(who));
const put = (path: string, body: object) => (who: Actor) =>
  request(t.app).put(`${V1}/${path}`).set(auth(who)).send(body);
const post =
  (path: string, body: object = {}) =>
  (who: Actor) =>
    request(t.app).post(`${V1}/${path}`).set(auth(who)).send(body);

/** Row count and a hash of the rows of every watched table (row text, ordered). */
async function fingerprint(watch: Watch[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const w of [...watch, 'point_events']) {
    const { table, userId } = typeof w === 'string' ? { table: w, userId: undefined } : w;
    const where = userId === undefined ? sql`` : sql`where x.user_id = ${userId}`;
    const { rows } = await sql<{ n: string; h: string }>`
      select count(*) as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from ${sql.table(table)} x ${where}`.execute(t.db);
    out[userId === undefined ? table : `${table}(user ${userId})`] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

async function idOf(query: Promise<{ id: number } | undefined>, what: string): Promise<number> {
  const row = await query;
  if (!row) throw new Error(`no ${what}`);
  return row.id;
}

/** Runs one scenario; returns the problems found (empty: the route keeps foreign ids out). */
async function run(route: string, s: Scenario): Promise<string[]> {
  const problems: string[] = [];
  const mode = s.mode ?? 'refused';
  for (const who of s.foreign ?? [B, C, admin]) {
    const before = await fingerprint(s.watch);
    const res = await s.call(who);
    const after = await fingerprint(s.watch);
    if (mode === 'refused' && res.status !== 403 && res.status !== 404)
      problems.push(
        `${route} as ${who.name}: expected 403/404, got ${res.status} ${JSON.stringify(res.body)}`,
      );
    if (res.status >= 500) problems.push(`${route} as ${who.name}: ${res.status}`);
    for (const key of Object.keys(before)) {
      if (before[key] !== after[key]) problems.push(`${route} as ${who.name} changed ${key}`);
    }
  }
  const own = s.own ?? A;
  const before = await fingerprint(s.watch);
  const res = await s.call(own);
  const expected = s.ownStatus ?? 200;
  if (res.status !== expected)
    problems.push(
      `${route} as ${own.name}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
    );
  if (mode === 'untouched' && res.status < 300) {
    const after = await fingerprint(s.watch);
    const changed = s.watch.some((w) => {
      const key = typeof w === 'string' ? w : `${w.table}(user ${w.userId})`;
      return before[key] !== after[key];
    });
    if (!changed && res.request.method !== 'GET')
      problems.push(`${route} as ${own.name}: the rightful call changed nothing (the scenario is wrong)`);
  }
  return problems;
}

const t = useTestApp();
beforeAll(async () => {
  demoCompany = await idOf(
    t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirst(),
    'Demo GmbH',
  );
  otherCompany = await idOf(
    t.db.insertInto('companies').values({ name: 'Andere AG' }).returning('id').executeTakeFirst(),
    'company',
  );
  A = await actor('A', demoCompany, ['subscriber', 'company_owner']);
  B = await actor('B', demoCompany);
  D = await actor('D', demoCompany);
  C = await actor('C', otherCompany, ['subscriber', 'company_owner']);
  const adminId = await idOf(
    t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst(),
    'admin',
  );
  admin = { name: 'admin', id: adminId, token: await tokenFor(t.app, 'admin@example.com') };
}, DB_SETUP_TIMEOUT_MS);

// ---- the resources of A, made through the API where it is the path under test ----

/** A challenge of A against D starting today (goal varies: identical terms would be a duplicate). */
async function challenge(goal: number): Promise<number> {
  const res = await post('challenge', { kind: 'duel', type: 0, duration: 7, goal, opponents: [D.id] })(A);
  if (res.status !== 201) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number } }).data.id;
}

async function order(): Promise<number> {
  await t.db
    .insertInto('point_events')
    .values({ user_id: A.id, points: 5000, reason: 'test_grant' })
    .execute();
  const productId = await idOf(
    t.db.selectFrom('products').select('id').where('slug', '=', 'yoga-mat').executeTakeFirst(),
    'yoga mat',
  );
  await post('shop/cart', { product_id: productId })(A).expect(200);
  const res = await request(t.app)
    .post(`${V1}/shop/checkout`)
    .set({ ...auth(A), 'Idempotency-Key': `ownership-${Date.now()}` })
    .send({
      delivery_address: { recipient: 'A', street: 'Hauptstraße 5', postal_code: '10115', city: 'Berlin' },
      payment: { type: 'invoice' },
    });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { order: { id: number } }).order.id;
}

async function habit(): Promise<number> {
  return idOf(
    t.db
      .insertInto('habits')
      .values({ user_id: A.id, name: 'Wasser', typ: 'nutrition', date_from: today(-2), date_to: today(30) })
      .returning('id')
      .executeTakeFirst(),
    'habit',
  );
}

const firstExercise = () =>
  idOf(t.db.selectFrom('exercises').select('id').orderBy('id').executeTakeFirst(), 'exercise');

/** A future live session (the stream seed may hold only past ones). */
const session = () =>
  idOf(
    t.db
      .insertInto('stream_sessions')
      .values({
        title: 'Rücken',
        title_en: 'Back',
        trainer: 'Tina',
        starts_at: new Date(Date.now() + 7 * 86_400_000),
        duration_minutes: 30,
        embed_url: 'https://www.youtube-nocookie.com/embed/abc',
      })
      .returning('id')
      .executeTakeFirst(),
    'session',
  );

const mine = (table: string) => ({ table, userId: A.id });

/** The scenarios in the order they run (later ones may depend on the state earlier ones left). */
function scenarios(): Array<[string, () => Promise<Scenario>]> {
  let waiting = 0;
  let running = 0;
  let feedPost = 0;
  let orderId = 0;
  let habitId = 0;
  let sid = 0;
  let cid = 0;
  let serviceId = 0;
  return [
    // ---- shop orders and invoices ----
    [
      `GET ${V1}/shop/orders/:id`,
      async () => {
        orderId = await order();
        return { call: get(`shop/orders/${orderId}`), watch: ['shop_orders'] };
      },
    ],
    [
      `GET ${V1}/shop/orders/:id/invoice`,
      async () => ({ call: get(`shop/orders/${orderId}/invoice`), watch: ['invoices'] }),
    ],
    [
      `POST ${V1}/shop/orders/:id/cancel`,
      async () => ({
        call: post(`shop/orders/${orderId}/cancel`),
        watch: ['shop_orders', 'shop_order_lines', 'products'],
      }),
    ],

    // ---- habits ----
    [
      `PUT ${V1}/action_habit`,
      async () => {
        habitId = await habit();
        return { call: put('action_habit', { habit: habitId }), watch: ['habit_actions'] };
      },
    ],
    [
      `PUT ${V1}/delete_action_habit`,
      async () => {
        const action = await idOf(
          t.db.selectFrom('habit_actions').select('id').where('habit_id', '=', habitId).executeTakeFirst(),
          'habit action',
        );
        return { call: put('delete_action_habit', { id: action }), watch: ['habit_actions'] };
      },
    ],
    [
      `PUT ${V1}/habits`,
      async () => ({
        call: put('habits', { habits: [{ id: habitId, name: 'Mehr Wasser' }] }),
        watch: ['habits', 'habit_actions'],
      }),
    ],

    // ---- a waiting challenge of A against D ----
    [
      `GET ${V1}/challenge/:id`,
      async () => {
        waiting = await challenge(4);
        return { call: get(`challenge/${waiting}`), watch: ['challenges'] };
      },
    ],
    [
      `PUT ${V1}/challenge/:id`,
      async () => ({
        foreign: [B, C, admin, D],
        call: put(`challenge/${waiting}`, { team_name: 'Die Schnellen' }),
        watch: ['challenges', 'challenge_participants'],
      }),
    ],
    [
      `POST ${V1}/challenge/:id/photo`,
      async () => ({
        call: (who) =>
          request(t.app)
            .post(`${V1}/challenge/${waiting}/photo?team=1`)
            .set(auth(who))
            .attach('file', PNG_1PX, 'team.png'),
        watch: ['challenge_photos'],
      }),
    ],
    [
      `DELETE ${V1}/challenge/:id/photo`,
      async () => ({ call: del(`challenge/${waiting}/photo?team=1`), watch: ['challenge_photos'] }),
    ],
    [
      `PUT ${V1}/challenge/:id/decline`,
      async () => ({
        own: D,
        call: put(`challenge/${waiting}/decline`, {}),
        watch: ['challenges', 'challenge_participants'],
      }),
    ],
    [
      `DELETE ${V1}/challenge/:id`,
      async () => ({
        foreign: [B, C, admin, D],
        call: del(`challenge/${waiting}`),
        watch: ['challenges', 'challenge_participants'],
      }),
    ],

    // ---- a challenge that D accepts: it runs, and colleagues may cheer ----
    [
      `PUT ${V1}/challenge/:id/accept`,
      async () => {
        running = await challenge(5);
        return {
          own: D,
          call: put(`challenge/${running}/accept`, {}),
          watch: ['challenges', 'challenge_participants'],
        };
      },
    ],
    [
      `PUT ${V1}/challenge/:id/cheer`,
      async () => ({
        // a colleague at the same company cheers A on; nobody outside the company can
        own: B,
        foreign: [C, admin],
        call: put(`challenge/${running}/cheer`, { user: A.id }),
        watch: ['challenges'],
      }),
    ],

    // ---- a team-feed post of A (issue 38): colleagues cheer it, only A deletes it ----
    [
      `PUT ${V1}/feed/:id/cheer`,
      async () => {
        feedPost = await idOf(
          t.db
            .insertInto('feed_posts')
            .values({ user_id: A.id, kind: 'weekly_goal', ref: 'week:ownership' })
            .returning('id')
            .executeTakeFirst(),
          'feed post',
        );
        return {
          own: B,
          foreign: [C, admin],
          call: put(`feed/${feedPost}/cheer`, {}),
          watch: ['feed_cheers'],
        };
      },
    ],
    [
      `DELETE ${V1}/feed/:id/cheer`,
      async () => ({
        own: B,
        foreign: [C, admin],
        call: del(`feed/${feedPost}/cheer`),
        watch: ['feed_cheers'],
      }),
    ],
    [`DELETE ${V1}/feed/:id`, async () => ({ call: del(`feed/${feedPost}`), watch: ['feed_posts'] })],

    // ---- account owners book their own company's services only ----
    [
      `POST ${V1}/company/service-requests`,
      async () => {
        await post(`admin/companies/${demoCompany}/services`, { kind: 'back_fit', format: 'health_day' })(
          admin,
        ).expect(201);
        const service = await idOf(
          t.db
            .selectFrom('company_services')
            .select('id')
            .where('company_id', '=', demoCompany)
            .orderBy('id', 'desc')
            .executeTakeFirst(),
          'service',
        );
        return {
          foreign: [B, C, admin],
          call: post('company/service-requests', {
            service_id: service,
            preferred_date: today(30),
            participants: 5,
          }),
          watch: ['service_requests'],
          ownStatus: 201,
        };
      },
    ],

    // ---- account owners confirm members of their own company only (owner report, issue 32) ----
    [
      `POST ${V1}/company/members/:id/confirm`,
      async () => ({
        foreign: [B, C, admin],
        call: post(`company/members/${D.id}/confirm`),
        watch: ['users'],
      }),
    ],

    // ---- 'caller' routes: the id names shared content, the call touches only the caller's rows ----
    [
      `DELETE ${V1}/favourites/:id`,
      async () => {
        const exercise = await firstExercise();
        await put('favourites', { id: exercise })(A).expect(200);
        return { mode: 'untouched', call: del(`favourites/${exercise}`), watch: [mine('favourites')] };
      },
    ],
    [
      `DELETE ${V1}/dislikes/:id`,
      async () => {
        const exercise = await firstExercise();
        await put('dislikes', { id: exercise, reason: 1 })(A).expect(200);
        return { mode: 'untouched', call: del(`dislikes/${exercise}`), watch: [mine('dislikes')] };
      },
    ],
    [
      `PUT ${V1}/shop/cart/:id`,
      async () => {
        const product = await idOf(
          t.db.selectFrom('products').select('id').where('slug', '=', 'yoga-mat').executeTakeFirst(),
          'yoga mat',
        );
        await post('shop/cart', { product_id: product })(A).expect(200);
        return {
          mode: 'untouched',
          call: put(`shop/cart/${product}`, { amount: 2 }),
          watch: [mine('cart_items')],
        };
      },
    ],
    [
      `DELETE ${V1}/shop/cart/:id`,
      async () => {
        const product = await idOf(
          t.db.selectFrom('products').select('id').where('slug', '=', 'yoga-mat').executeTakeFirst(),
          'yoga mat',
        );
        return { mode: 'untouched', call: del(`shop/cart/${product}`), watch: [mine('cart_items')] };
      },
    ],
    [
      `DELETE ${V1}/bookmarks/:id`,
      async () => {
        const postId = await idOf(
          t.db.selectFrom('posts').select('id').orderBy('id').executeTakeFirst(),
          'blog post',
        );
        await put('bookmarks', { id: postId })(A).expect(200);
        return { mode: 'untouched', call: del(`bookmarks/${postId}`), watch: [mine('bookmarks')] };
      },
    ],
    [
      `POST ${V1}/stream/:id/remind`,
      async () => {
        const id = await session();
        return {
          mode: 'untouched',
          call: post(`stream/${id}/remind`),
          watch: [mine('stream_reminders')],
          ownStatus: 201,
        };
      },
    ],
    [
      `DELETE ${V1}/stream/:id/remind`,
      async () => {
        const id = await session();
        await post(`stream/${id}/remind`)(A).expect(201);
        return { mode: 'untouched', call: del(`stream/${id}/remind`), watch: [mine('stream_reminders')] };
      },
    ],
    [
      `POST ${V1}/notifications/read`,
      async () => {
        const id = await idOf(
          t.db
            .insertInto('notifications')
            .values({
              user_id: A.id,
              kind: 'account',
              dedupe_key: 'ownership',
              title: 'T',
              body: 'B',
              url: '/',
            })
            .returning('id')
            .executeTakeFirst(),
          'notification',
        );
        return {
          mode: 'untouched',
          call: post('notifications/read', { ids: [id] }),
          watch: [mine('notifications')],
        };
      },
    ],

    [
      `DELETE ${V1}/admin/stream/:id/videos/:videoId`,
      async () => {
        // the recording must belong to the session in the path: under another session it is 404
        const [own, other] = [await session(), await session()];
        const video = await idOf(
          t.db
            .insertInto('stream_videos')
            .values({
              session_id: own,
              storage_key: 'stream-videos/ownership.mp4',
              content_type: 'video/mp4',
              size_bytes: 8,
              etag: '"ownership"',
            })
            .returning('id')
            .executeTakeFirst(),
          'stream video',
        );
        const wrongParent = { ...admin, name: 'admin under another session' };
        return {
          own: admin,
          foreign: [wrongParent],
          call: (who) => del(`admin/stream/${who === wrongParent ? other : own}/videos/${video}`)(who),
          watch: ['stream_videos'],
        };
      },
    ],

    // ---- staff routes with a child id: the child must belong to the company in the path ----
    [
      `PUT ${V1}/admin/companies/:id/subcategories/:sid`,
      async () => {
        await post(`admin/companies/${otherCompany}/subcategories`, { kind: 'location', name: 'Hamburg' })(
          admin,
        ).expect(201);
        sid = await idOf(
          t.db
            .selectFrom('company_subcategories')
            .select('id')
            .where('company_id', '=', otherCompany)
            .executeTakeFirst(),
          'subcategory',
        );
        const body = { kind: 'location', name: 'Bremen' };
        return nested(`subcategories/${sid}`, (path) => put(path, body), ['company_subcategories']);
      },
    ],
    [
      `POST ${V1}/admin/companies/:id/subcategories/:sid/picture`,
      async () =>
        nested(
          `subcategories/${sid}/picture`,
          (path) => (who) =>
            request(t.app).post(`${V1}/${path}`).set(auth(who)).attach('file', PNG_1PX, 'place.png'),
          ['company_subcategories', 'subcategory_pictures'],
        ),
    ],
    [
      `DELETE ${V1}/admin/companies/:id/subcategories/:sid`,
      async () => nested(`subcategories/${sid}`, del, ['company_subcategories']),
    ],
    [
      `PUT ${V1}/admin/companies/:id/access-codes/:cid`,
      async () => {
        await post(`admin/companies/${otherCompany}/access-codes`, {
          code: 'ANDERE-AG-1',
          seats: 5,
          valid_until: today(90),
        })(admin).expect(201);
        cid = await idOf(
          t.db
            .selectFrom('access_codes')
            .select('id')
            .where('company_id', '=', otherCompany)
            .executeTakeFirst(),
          'access code',
        );
        return nested(`access-codes/${cid}`, (path) => put(path, { seats: 7 }), ['access_codes']);
      },
    ],
    [
      `DELETE ${V1}/admin/companies/:id/scim-tokens/:tid`,
      async () => {
        const created = await post(`admin/companies/${otherCompany}/scim-tokens`, {})(admin).expect(201);
        return nested(`scim-tokens/${created.body.id as number}`, del, ['company_scim_tokens']);
      },
    ],
    [
      `PUT ${V1}/admin/companies/:id/services/:sid`,
      async () => {
        await post(`admin/companies/${otherCompany}/services`, { kind: 'massage', format: 'workshop' })(
          admin,
        ).expect(201);
        serviceId = await idOf(
          t.db
            .selectFrom('company_services')
            .select('id')
            .where('company_id', '=', otherCompany)
            .executeTakeFirst(),
          'service',
        );
        return nested(`services/${serviceId}`, (path) => put(path, { note: 'Raum 2' }), ['company_services']);
      },
    ],
  ];
}

/** A staff-nested scenario: the administrator with the child under Demo GmbH (foreign) or its own company. */
function nested(
  child: string,
  call: (path: string) => (who: Actor) => request.Test,
  watch: string[],
): Scenario {
  const wrongParent = { ...admin, name: 'admin under another company' };
  return {
    own: admin,
    foreign: [wrongParent],
    call: (who) => call(`admin/companies/${who === wrongParent ? demoCompany : otherCompany}/${child}`)(who),
    watch,
  };
}

test('every id-taking route has an ownership row, every row a route, every scoped row a scenario', () => {
  const routes = listRoutes(t.app);
  const rows = Object.keys(ROUTE_OWNERSHIP);
  const covered = new Set(scenarios().map(([route]) => route));
  expect({
    withoutRow: routes.filter((r) => r.includes('/:') && !rows.includes(r)),
    withoutRoute: rows.filter((r) => !routes.includes(r)),
    withoutScenario: rows.filter((r) => SCOPED.includes(ROUTE_OWNERSHIP[r]!) && !covered.has(r)),
    scenarioOfUnscopedRow: [...covered].filter((r) => !SCOPED.includes(ROUTE_OWNERSHIP[r]!)),
  }).toEqual({ withoutRow: [], withoutRoute: [], withoutScenario: [], scenarioOfUnscopedRow: [] });
});

test("foreign ids are refused and change nothing; the owner's own ids pass", async () => {
  const problems: string[] = [];
  for (const [route, prepare] of scenarios()) problems.push(...(await run(route, await prepare())));
  expect(problems).toEqual([]);
}, 180_000);
