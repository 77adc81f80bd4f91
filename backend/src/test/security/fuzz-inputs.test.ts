// Hostile input (issue 17): property-based fuzzing of every JSON body and query the routes validate, from the
// routes' own zod schemas (route-schemas.ts reads them off the router, so a new route is fuzzed without a
// list). Each route is called by a caller that passes its guards (route-access.ts) with near-valid values
// carrying one hostile change. Properties: never a 5xx; an input its schema refuses is never accepted and never
// changes a balance; on a 4xx no table changed (row count and a hash of the row versions (ctid, xmin) of every
// table, read when the next transaction id moved).
// Deterministic: a fixed seed (FUZZ_SEED overrides), printed by fast-check with the counterexample on failure.
import type { Server } from 'node:http';
import querystring from 'node:querystring';
import fc from 'fast-check';
import { sql } from 'kysely';
import request from 'supertest';
import { z } from 'zod';
import { ROUTE_ACCESS, passes } from '../access/route-access';
import { signAccessToken } from '../../shared/jwt';
import { insertCompanyMember } from '../account-fixtures';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, userIdOf } from '../test-app';
import { routeSchemas, type RouteSchemas } from './route-schemas';
import { hostileInput, type HostileValue, jsonText, queryText } from './zod-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Only the routes matching this pattern (to replay a failure: FUZZ_SEED, FUZZ_RUNS and FUZZ_ROUTE). */
const ONLY = process.env.FUZZ_ROUTE ? new RegExp(process.env.FUZZ_ROUTE) : null;

/** Tables a refused request writes by design: failed logins count towards the lockout (issue 9); every staff
 * write attempt, refused ones too, is on record in the audit log (issue 14, modules/audit/hook.ts). */
const WRITTEN_ON_REFUSAL = new Set(['login_attempts', 'audit_log']);
/** Routes that change the caller's own account for good run last, so the others run with a usable member. */
const LAST = /\/me\/(delete|password|email)|\/membership\/cancel|health-consent/;

let t: TestApp;
/** One listening server for every call (supertest would open one per request). */
let server: Server;
let fingerprintQuery: ReturnType<typeof sql<{ name: string; n: string; h: string }>>;
const callers: Record<'member' | 'admin', { id: number }> = { member: { id: 0 }, admin: { id: 0 } };

/** A fresh token for the caller (a password change in an earlier run revokes the old ones). */
async function token(who: 'member' | 'admin'): Promise<string> {
  const { token_version } = await t.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', callers[who].id)
    .executeTakeFirstOrThrow();
  return signAccessToken(callers[who].id, { secret: t.jwtSecret, expiresInSeconds: 3600 }, token_version);
}

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo GmbH')
    .executeTakeFirstOrThrow();
  // a verified subscriber and account owner of Demo GmbH with points: passes every member and owner guard
  const memberId = await insertCompanyMember(t, {
    email: 'fuzz@example.org',
    first_name: 'Fuzz',
    company_id: company.id,
    roles: ['subscriber', 'company_owner'],
  });
  await t.db
    .insertInto('point_events')
    .values({ user_id: memberId, points: 2000, reason: 'test_grant' })
    .execute();
  const adminId = await userIdOf(t, 'admin@example.com');
  callers.member.id = memberId;
  callers.admin.id = adminId;

  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  const parts = rows
    .map((r) => r.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !name.startsWith('kysely_'))
    .map(
      // every insert, update or delete gives the row a new (ctid, xmin): cheaper than hashing the row texts
      (name) => sql`select ${name} as name, count(*)::text as n,
        md5(coalesce(string_agg(ctid::text || xmin::text, ',' order by ctid), '')) as h from ${sql.table(name)}`,
    );
  fingerprintQuery = sql<{ name: string; n: string; h: string }>`${sql.join(parts, sql` union all `)}`;
}, DB_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The next transaction id: it moves only when a transaction wrote (or locked) something, so a call that
 * leaves it where it was wrote nothing, and the (slower) fingerprint need not be read. */
async function nextXid(): Promise<string> {
  const { rows } = await sql<{
    xid: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`.execute(t.db);
  return rows[0]!.xid;
}

async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = await fingerprintQuery.execute(t.db);
  return new Map(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
}

async function balance(userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('point_events')
    .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A concrete URL for a route pattern: ids of the seed (1), the content language. */
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'lang' ? 'de' : '1'));

/** The routes with a body or query schema, the account-changing ones last. */
function fuzzedRoutes(): RouteSchemas[] {
  const routes = routeSchemas(t.app).filter(
    (r) => (r.schemas.body || r.schemas.query) && (!ONLY || ONLY.test(r.route)),
  );
  return [...routes.filter((r) => !LAST.test(r.path)), ...routes.filter((r) => LAST.test(r.path))];
}

/** Who calls the route: nobody on public routes, the member where a member passes, else the administrator. */
function callerOf(route: string): 'member' | 'admin' | null {
  const access = ROUTE_ACCESS[route];
  if (access === 'public') return null;
  if (access && (passes(access, 'subscriber') || passes(access, 'owner'))) return 'member';
  return 'admin';
}

interface Input {
  body?: HostileValue;
  query?: HostileValue;
}

async function send(r: RouteSchemas, input: Input, bearer: string | null): Promise<request.Response> {
  const query = input.query ? queryText(input.query) : '';
  const url = `${urlOf(r.path)}${query ? `?${query}` : ''}`;
  const agent = request(server);
  const methods: Record<string, (u: string) => request.Test> = {
    GET: (u) => agent.get(u),
    PUT: (u) => agent.put(u),
    POST: (u) => agent.post(u),
    DELETE: (u) => agent.delete(u),
    PATCH: (u) => agent.patch(u),
  };
  let req = methods[r.method]!(url);
  if (bearer) req = req.set('Authorization', `Bearer ${bearer}`);
  if (input.body) req = req.set('Content-Type', 'application/json').send(jsonText(input.body));
  return req;
}

/** Whether the route's schemas refuse the body or the query as the server reads them. */
function refusedBySchema(r: RouteSchemas, input: Input): boolean {
  const body = input.body && (JSON.parse(jsonText(input.body)) as unknown);
  const query = input.query && querystring.parse(queryText(input.query));
  return (
    (input.body !== undefined && !z.safeParse(r.schemas.body!, body).success) ||
    (input.query !== undefined && !z.safeParse(r.schemas.query!, query).success)
  );
}

/** The counterexample as sent: the mutation, the query string and the JSON text. */
const sent = (input: Input | undefined) =>
  [input?.body, input?.query]
    .map((part, i) =>
      part ? `${i ? 'query' : 'body'} (${part.mutation}): ${i ? queryText(part) : jsonText(part)}` : '',
    )
    .filter(Boolean)
    .join('; ');

test('the fuzzer finds the schemas of the routes on the router', () => {
  const routes = routeSchemas(t.app).filter((r) => r.schemas.body || r.schemas.query);
  // most routes validate a body or a query; a broken lookup would find none
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.map((r) => r.route)).toEqual(
    expect.arrayContaining(['PUT /wp-json/officefit/v1/steps', 'POST /wp-json/officefit/v1/shop/checkout']),
  );
});

test('the write detector sees a write and nothing after a refused call', async () => {
  const bearer = await token('member');
  const goal = (body: string) =>
    request(server)
      .put('/wp-json/officefit/v1/weekly_goal')
      .set({ Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' })
      .send(body);
  const xid = await nextXid();
  expect((await goal('{"weekdays":"many"}')).status).toBe(400);
  expect(await nextXid()).toBe(xid);
  const before = await fingerprint();
  expect((await goal('{"weekdays":[1,3,5],"target":2}')).status).toBe(200);
  expect(await nextXid()).not.toBe(xid);
  expect((await fingerprint()).get('users')).not.toBe(before.get('users'));
});

/** Inputs that earlier fuzz runs turned into a 5xx (fixed since), replayed on every run. */
const FOUND: ReadonlyArray<{ route: string; body: string; why: string }> = [
  {
    route: 'POST /wp-json/officefit/v1/notifications/read',
    body: '{"ids":[2147483648]}',
    why: 'an id above the integer range reached the query (seed 4242, FUZZ_RUNS=60)',
  },
];

test.each(FOUND)('found by the fuzzer: $route with $body is a 400, no 500', async ({ route, body }) => {
  const [method, path] = route.split(' ') as [string, string];
  const call = method === 'PUT' ? request(server).put(path) : request(server).post(path);
  const res = await call
    .set({ Authorization: `Bearer ${await token('member')}`, 'Content-Type': 'application/json' })
    .send(body);
  expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'rest_invalid_param' });
});

test(
  'hostile bodies and queries: never a 5xx, never accepted when the schema refuses, no write on a 4xx',
  async () => {
    const problems: string[] = [];
    const started = Date.now();
    const statuses: Record<string, number> = {};
    for (const r of fuzzedRoutes()) {
      const who = callerOf(r.route);
      const arbitrary = fc.record({
        ...(r.schemas.body && { body: hostileInput(r.schemas.body) }),
        ...(r.schemas.query && { query: hostileInput(r.schemas.query) }),
      }) as fc.Arbitrary<Input>;
      // the state after the last call: a 4xx must leave it as it is, a 2xx may write (then it is read again)
      let state = await fingerprint();
      let xid = await nextXid();
      let points = await balance(callers.member.id);
      let bearer = who ? await token(who) : null;
      const property = fc.asyncProperty(arbitrary, async (input) => {
        const res = await send(r, input, bearer);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) throw new Error(`${r.route}: ${res.status} ${JSON.stringify(res.body)}`);
        // a mutation may leave the input valid (null for an optional field); one the schema refuses never passes
        const invalid = refusedBySchema(r, input);
        if (invalid && res.status < 400)
          throw new Error(`${r.route}: ${res.status} for an input its schema refuses`);
        // a password change in a passing call revokes the token: sign a new one for the next calls
        if (res.status === 401 && who) bearer = await token(who);
        const xidAfter = await nextXid();
        if (xidAfter === xid) return;
        xid = xidAfter;
        const after = await fingerprint();
        const changed = [...state.keys()].filter((name) => state.get(name) !== after.get(name));
        state = after;
        if (res.status >= 400 && changed.length)
          throw new Error(`${r.route}: ${res.status} but wrote ${changed.join(', ')}`);
        if (!changed.includes('point_events')) return;
        const before = points;
        points = await balance(callers.member.id);
        if (invalid && points !== before)
          throw new Error(`${r.route}: an input its schema refuses (${res.status}) changed the balance`);
      });
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      if (details.failed) {
        problems.push(
          `${r.route} (seed ${SEED}, path ${details.counterexamplePath}): ${String(details.errorInstance)}\n` +
            `  input: ${sent(details.counterexample?.[0]).slice(0, 800)}`,
        );
      }
    }
    console.log(
      `fuzzed ${fuzzedRoutes().length} routes × ${RUNS} runs (seed ${SEED}) in ${Date.now() - started} ms; ` +
        `answers by status: ${JSON.stringify(statuses)}`,
    );
    expect(problems).toEqual([]);
  },
  RUNS * 15_000,
);
