// The access matrix (issue 9): every route of the real app is in the access table, and every caller kind is let
// through or turned away by the route's guards exactly as its row says; staff rows name a permission, so the
// expectation comes from the permission table itself (issue 14). "Turned away" is 401, or 403 with a
// guard code; anything else (200, 400, 404, a business 403 such as rest_not_participating) passed the guards.
import { sql } from 'kysely';
import request from 'supertest';
import { listRoutes } from '../access/list-routes';
import { CALLERS, type Caller, passes, ROUTE_ACCESS } from '../access/route-access';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

const GUARD_CODES = new Set(['rest_forbidden', 'rest_forbidden_membership', 'rest_not_logged_in']);
const EXPIRED = 'new@example.com';
const LOGOUT = 'POST /wp-json/jwt-auth/v1/token/revoke';

const LOGINS: Record<Exclude<Caller, 'visitor'>, string> = {
  guest: 'guest@example.com',
  subscriber: 'demo@example.com',
  expiredSubscriber: EXPIRED,
  owner: 'owner@example.com',
  customerService: 'service@example.com',
  marketing: 'marketing@example.com',
  admin: 'admin@example.com',
};

// a fresh app of its own: calls that pass the guards may write (delete a page, run the challenge job, …)
const tokens: Partial<Record<Caller, string>> = {};
const t = useTestApp();
beforeAll(async () => {
  // new@example.com's private membership ran out yesterday (status still active: no job has run yet)
  await t.db
    .updateTable('subscriptions')
    .set({ starts_at: sql<Date>`now() - interval '60 days'`, ends_at: sql<Date>`now() - interval '1 day'` })
    .where('user_id', '=', t.db.selectFrom('users').select('id').where('email', '=', EXPIRED))
    .execute();
  await Promise.all(
    Object.entries(LOGINS).map(async ([caller, email]) => {
      tokens[caller as Caller] = await tokenFor(t.app, email);
    }),
  );
}, DB_SETUP_TIMEOUT_MS);

/** A concrete URL for a route pattern (the guards run before any parameter is looked at). */
function urlOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'lang' ? 'de' : '1'));
}

/** Calls the route as the caller with an empty query and body; `passed`: the guards let the call through. */
async function callAs(route: string, caller: Caller): Promise<{ passed: boolean; status: number }> {
  const [method, pattern] = route.split(' ') as [string, string];
  const agent = request(t.app);
  const url = urlOf(pattern);
  const calls: Record<string, () => request.Test> = {
    GET: () => agent.get(url),
    DELETE: () => agent.delete(url),
    PUT: () => agent.put(url).send({}),
    POST: () => agent.post(url).send({}),
    PATCH: () => agent.patch(url).send({}),
  };
  if (!calls[method]) throw new Error(`the matrix cannot call ${route} yet`);
  let req = calls[method]();
  // a logout ends the token it is sent with: that call gets a session of its own
  const token =
    route === LOGOUT && caller !== 'visitor' ? await tokenFor(t.app, LOGINS[caller]) : tokens[caller];
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await req;
  const code = (res.body as { code?: unknown } | undefined)?.code;
  const denied =
    res.status === 401 ||
    (res.status === 403 &&
      typeof code === 'string' &&
      (GUARD_CODES.has(code) || code.startsWith('jwt_auth_')));
  return { passed: !denied, status: res.status };
}

test('every route of the app has a row in the access table, and every row a route', () => {
  const routes = listRoutes(t.app);
  expect(routes.length).toBeGreaterThan(50);
  const rows = Object.keys(ROUTE_ACCESS);
  expect({
    withoutRow: routes.filter((r) => !rows.includes(r)),
    withoutRoute: rows.filter((r) => !routes.includes(r)),
  }).toEqual({
    withoutRow: [],
    withoutRoute: [],
  });
});

test('every caller passes exactly the guards its access row names', async () => {
  const mismatches: Record<string, string> = {};
  const serverErrors: string[] = [];
  // one route at a time, its callers in parallel (different users: their writes do not meet)
  for (const route of listRoutes(t.app)) {
    const access = ROUTE_ACCESS[route];
    if (!access) continue; // reported by the test above
    const results = await Promise.all(CALLERS.map((caller) => callAs(route, caller)));
    CALLERS.forEach((caller, i) => {
      const { passed, status } = results[i]!;
      const expected = passes(access, caller);
      if (passed !== expected) {
        mismatches[`${route} as ${caller}`] =
          `${expected ? 'expected to pass' : 'expected 401/403'}, got ${status}`;
      }
      if (status >= 500) serverErrors.push(`${route} as ${caller}: ${status}`);
    });
  }
  expect(mismatches).toEqual({});
  expect(serverErrors).toEqual([]);
}, 120_000);

describe('the membership guard', () => {
  const forbidden = {
    code: 'rest_forbidden_membership',
    message: 'An active membership is required.',
    data: { status: 403 },
  };

  test('a guest and an expired subscriber get 403 rest_forbidden_membership on a subscriber endpoint', async () => {
    for (const caller of ['guest', 'expiredSubscriber', 'customerService', 'marketing'] as const) {
      const res = await request(t.app)
        .put('/wp-json/officefit/v1/steps')
        .set('Authorization', `Bearer ${tokens[caller]}`)
        .send({ steps: 12000 });
      expect({ caller, status: res.status, body: res.body }).toEqual({
        caller,
        status: 403,
        body: forbidden,
      });
    }
  });

  test('a guest opens an exercise (aboorguest) but not the plan, the ranking or the habits (abo)', async () => {
    const auth = `Bearer ${tokens.guest}`;
    const { id } = await t.db.selectFrom('exercises').select('id').orderBy('id').executeTakeFirstOrThrow();
    const exercise = await request(t.app)
      .get(`/wp-json/officefit/v1/exercise/${id}`)
      .set('Authorization', auth);
    expect(exercise.status).toBe(200);
    for (const path of ['current_units', 'ranking_short', 'habits']) {
      const res = await request(t.app).get(`/wp-json/officefit/v1/${path}`).set('Authorization', auth);
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: 'rest_forbidden_membership',
      });
    }
  });

  test('a subscriber whose membership runs out is refused from then on, with the same token', async () => {
    const token = await tokenFor(t.app, 'colleague@example.com');
    const steps = () =>
      request(t.app).get('/wp-json/officefit/v1/steps').set('Authorization', `Bearer ${token}`);
    expect((await steps()).status).toBe(200);
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'expired' })
      .where(
        'user_id',
        '=',
        t.db.selectFrom('users').select('id').where('email', '=', 'colleague@example.com'),
      )
      .execute();
    expect((await steps()).body.code).toBe('rest_forbidden_membership');
  });
});
