// `pnpm bench:faults` (issue 17, "Faults and load"): loopback only, bounded. For PostgreSQL (two backend replicas)
// and PGlite (one backend: an embedded database is single-process) it starts the built backend(s) and a gateway,
// creates LOAD_USERS test users, and runs LOAD_CLIENTS clients for LOAD_SECONDS doing what the app does all day:
// exercises (start, then finish ≥ 5 s later), habit check-offs, step entries, duel accepts (user 2k invites
// 2k+1) and shop redemptions (a points-only reward, cart + checkout), each write with an Idempotency-Key and
// retried like the offline queue until it is acknowledged. Half-way through one backend gets
// `kill -9`: on PostgreSQL the other replica keeps serving (and the killed one comes back), on PGlite it is
// restarted. Meanwhile the gateway must answer 502/503 with a WordPress-style body {code, message, data: {status}}
// and recover by itself. At the end the points ledger (point_events) is compared per user with the points of the
// acknowledged answers (every user starts with a grant of points), and the acknowledged accepts and orders with
// their rows: zero lost, zero doubled. A write whose answer was lost (its replica died) may have been applied
// without being acknowledged: its most possible points are allowed on top ("in doubt"), never below. Prints a
// table (throughput, p50/p99 of the answers and p99 from a write's first attempt to its acknowledgement); exits 1
// on a mismatch.
//
// Environment: LOAD_CLIENTS (200), LOAD_SECONDS (60), LOAD_USERS (= clients), LOAD_DATABASES (postgres,pglite),
// LOAD_BACKEND_PORT (4550: replicas on 4550, 4551), LOAD_GATEWAY_PORT (8550), DATABASE_URL (a PostgreSQL database
// to use; else a throw-away cluster on PG_TEST_PORT, default 54344), LOAD_DRAIN_SECONDS (90: how long writes left
// unacknowledged are retried after the run). Build first: pnpm --filter backend --filter gateway run build.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendDir = path.join(root, 'backend');
const fromBackend = createRequire(path.join(backendDir, 'package.json'));
const serverJs = path.join(backendDir, 'dist/server.js');
const gatewayJs = path.join(root, 'gateway/dist/server.js');
for (const file of [serverJs, gatewayJs]) {
  if (!fs.existsSync(file)) {
    console.error(
      `${path.relative(root, file)} is missing: pnpm --filter backend --filter gateway run build`,
    );
    process.exit(2);
  }
}

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? CLIENTS);
const DRAIN_SECONDS = Number(process.env.LOAD_DRAIN_SECONDS ?? 90);
const DATABASES = (process.env.LOAD_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim());
const BACKEND_PORT = Number(process.env.LOAD_BACKEND_PORT ?? 4550);
const GATEWAY_PORT = Number(process.env.LOAD_GATEWAY_PORT ?? 8550);
const PASSWORD = 'load-test-password-1';
const COMPANY = 'Load Test GmbH';
/** Points every load user starts with (one `load_grant` event), counted as acknowledged. */
const GRANT = 2000;
const EMAIL = (i) => `load-${String(i).padStart(5, '0')}@load.example`;
/** Most points one write can have given beyond what it answered (start + strike flame; finish + day + week). */
const MAX_POINTS = {
  exercise_start: 55,
  exercise_finish: 200,
  steps: 100,
  habit: 0,
  challenge_accept: 0,
  shop: 0,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The p-th percentile of `values` in whole ms (nearest rank), '-' when there are none. */
function percentile(values, p) {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
const berlinDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

// ---- processes ----------------------------------------------------------------------------------------------

const children = new Set();
function startNode(script, env, name) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-2000)));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !child.expectedExit) console.error(`${name} exited with ${code ?? signal}: ${tail}`);
  });
  children.add(child);
  return child;
}

async function waitUp(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode) return;
  child.expectedExit = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
}

function throwawayPostgres() {
  const lib = path.join(root, 'scripts/lib');
  const out = execFileSync(
    'bash',
    [
      '-c',
      // the cluster's folder goes under /var/tmp: the postgres user cannot reach into /tmp where it is 0700
      `source "${lib}/system-deps.sh" && source "${lib}/throwaway-postgres.sh" && ` +
        `mktemp() { command mktemp -d /var/tmp/officefit-pg.XXXXXX; } && start_pg && echo "$DATABASE_URL $PG_DIR"`,
    ],
    { env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? '54344' }, encoding: 'utf8' },
  ).trim();
  const [url, dir] = out.split(/\s+/).slice(-2);
  const stop = () =>
    execFileSync(
      'bash',
      [
        '-c',
        `source "${lib}/system-deps.sh" && source "${lib}/throwaway-postgres.sh" && PG_DIR="${dir}" stop_pg`,
      ],
      { stdio: 'inherit' },
    );
  return { url, stop };
}

// ---- database: users before the run, the ledger after it ------------------------------------------------------

async function openDb(target) {
  const { openDatabase } = fromBackend('./dist/db/client.js');
  return openDatabase(
    target.url ? { databaseUrl: target.url, poolSize: 2 } : { pgliteDir: target.pgliteDir },
  );
}

/**
 * Migrates, seeds the demo data and adds the load users: employees of their own company with a company
 * subscription, e-mail confirmed, and a starting grant of GRANT points (so shop redemptions can be afforded).
 */
async function prepare(target) {
  const { migrateToLatest } = fromBackend('./dist/db/migrate.js');
  const { seedDatabase } = fromBackend('./dist/seed/seed-database.js');
  const { hashPassword } = fromBackend('./dist/shared/password.js');
  const { sql } = fromBackend('kysely');
  const hash = await hashPassword(PASSWORD);
  const database = await openDb(target);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    await sql`delete from users where email like 'load-%@load.example'`.execute(database.db);
    await sql`delete from companies where name = ${COMPANY}`.execute(database.db);
    await sql`insert into companies (name) values (${COMPANY})`.execute(database.db);
    await sql`
      insert into users (email, password_hash, first_name, last_name, company_id, participating, email_verified_at)
      select format('load-%s@load.example', lpad(i::text, 5, '0')), ${hash}, 'Load', format('User %s', i),
        (select id from companies where name = ${COMPANY}), 1, now()
      from generate_series(1, ${USERS}::integer) i`.execute(database.db);
    await sql`
      insert into subscriptions (user_id, company_id, kind, status, starts_at, ends_at)
      select id, company_id, 'company', 'active', now() - interval '1 day', now() + interval '1 year'
      from users where email like 'load-%@load.example'`.execute(database.db);
    await sql`
      insert into point_events (user_id, points, reason, ref)
      select id, ${GRANT}, 'load_grant', null from users where email like 'load-%@load.example'`.execute(
      database.db,
    );
  } finally {
    await database.close();
  }
}

/** Per load user: sum of point_events, and rows that must be unique but are not. */
async function readLedger(target) {
  const { sql } = fromBackend('kysely');
  const database = await openDb(target);
  try {
    const { rows: sums } = await sql`
      select u.email, coalesce(sum(p.points), 0)::integer as points, count(p.id)::integer as events
      from users u left join point_events p on p.user_id = u.id
      where u.email like 'load-%@load.example' group by u.email`.execute(database.db);
    const { rows: doubled } = await sql`
      select p.user_id, p.reason, p.ref, p.activity_date, count(*)::integer as n
      from point_events p join users u on u.id = p.user_id
      where u.email like 'load-%@load.example' and p.ref is not null
      group by 1, 2, 3, 4 having count(*) > 1`.execute(database.db);
    const { rows: finished } = await sql`
      select u.email, count(*)::integer as n from users u join point_events p on p.user_id = u.id
      where u.email like 'load-%@load.example' and p.reason = 'exercise' group by u.email`.execute(
      database.db,
    );
    const { rows: accepted } = await sql`
      select u.email from challenge_participants p join users u on u.id = p.user_id
      where u.email like 'load-%@load.example' and p.status = 'accepted' and not p.is_owner`.execute(
      database.db,
    );
    const { rows: orders } = await sql`
      select u.email, count(*)::integer as n from shop_orders o join users u on u.id = o.user_id
      where u.email like 'load-%@load.example' group by u.email`.execute(database.db);
    return {
      accepted: new Set(accepted.map((r) => r.email)),
      orders: new Map(orders.map((r) => [r.email, r.n])),
      points: new Map(sums.map((r) => [r.email, r.points])),
      events: sums.reduce((n, r) => n + r.events, 0),
      doubled,
      finished: new Map(finished.map((r) => [r.email, r.n])),
    };
  } finally {
    await database.close();
  }
}

// ---- clients ------------------------------------------------------------------------------------------------

function newStats() {
  return {
    requests: 0,
    acked: 0,
    failedAttempts: 0,
    retried: 0,
    unacked: 0,
    byAction: {},
    errorBodies: [],
    // ms from sending an attempt to its parsed answer (answered attempts), and from a write's first attempt to
    // its acknowledgement (retries through the kill included)
    answerMs: [],
    ackMs: [],
  };
}

/**
 * One write, retried with the same Idempotency-Key on network errors, 5xx and 409 idempotency_key_in_progress
 * until acknowledged or `deadline`. Returns {status, body, doubt} — doubt: an earlier attempt may have been applied
 * without its answer reaching us.
 */
async function write(ctx, method, route, body, deadline) {
  const key = `load-${randomUUID()}`;
  let doubt = false;
  const firstSent = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    ctx.stats.requests += 1;
    const sent = performance.now();
    try {
      const res = await fetch(`${ctx.gateway}/wp-json/officefit/v1/${route}`, {
        method,
        headers: {
          authorization: `Bearer ${ctx.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json = await res.json().catch(() => null);
      ctx.stats.answerMs.push(performance.now() - sent);
      if (res.ok) {
        ctx.stats.ackMs.push(performance.now() - firstSent);
        return { status: res.status, body: json, doubt };
      }
      const retry = res.status >= 500 || json?.code === 'idempotency_key_in_progress';
      if (res.status >= 500) {
        doubt = true;
        ctx.stats.failedAttempts += 1;
        if (ctx.stats.errorBodies.length < 200)
          ctx.stats.errorBodies.push({ status: res.status, body: json });
      }
      if (!retry) return { status: res.status, body: json, doubt };
    } catch {
      doubt = true;
      ctx.stats.failedAttempts += 1;
    }
    if (Date.now() > deadline) return { status: 0, body: null, doubt: true };
    if (attempt === 0) ctx.stats.retried += 1;
    await sleep(Math.min(2000, 200 * 2 ** attempt));
  }
}

function record(ctx, user, action, answer) {
  const a = (ctx.stats.byAction[action] ??= { acked: 0, refused: 0, unacked: 0 });
  if (answer.status >= 200 && answer.status < 300) {
    a.acked += 1;
    ctx.stats.acked += 1;
    user.acked += Number(answer.body?.points ?? 0);
    if (action === 'exercise_finish' && answer.body?.points !== undefined) user.finishes += 1;
  } else if (answer.status === 0) {
    a.unacked += 1;
    ctx.stats.unacked += 1;
  } else if (answer.doubt) {
    // refused only after an attempt whose answer was lost (e.g. "already accepted"): that attempt may have won
    a.inDoubt = (a.inDoubt ?? 0) + 1;
  } else {
    a.refused += 1;
    const code = `${answer.status} ${answer.body?.code ?? ''}`;
    a.codes = { ...a.codes, [code]: (a.codes?.[code] ?? 0) + 1 };
  }
  if (answer.doubt) user.allowance += MAX_POINTS[action];
}

async function client(ctx, index, endAt) {
  const user = ctx.users[index % ctx.users.length];
  const c = { ...ctx, token: user.token };
  const drainUntil = endAt + DRAIN_SECONDS * 1000;
  let n = index;
  // each user's first client also accepts its duel invitation (first round) and redeems a reward (second round)
  const once = index < ctx.users.length;
  for (let round = 0; Date.now() < endAt; round += 1) {
    if (once && round === 0 && user.invitation) await acceptChallenge(c, user, drainUntil);
    if (once && round === 1 && ctx.product) await redeem(c, user, ctx.product, drainUntil);
    const exercise = ctx.exercises[n++ % ctx.exercises.length];
    const start = await write(c, 'PUT', 'action_start_exercise', { id: exercise, mode: 'free' }, drainUntil);
    record(c, user, 'exercise_start', start);
    const startedAt = Date.now();
    // while the exercise runs: a habit check-off and a step entry, like the app's daily loop
    const habit = await write(c, 'PUT', 'action_habit', { habit: user.habit }, drainUntil);
    record(c, user, 'habit', habit);
    const steps = await write(
      c,
      'PUT',
      'steps',
      { date: berlinDay(), steps: 4000 + Math.floor(Math.random() * 8000) },
      drainUntil,
    );
    record(c, user, 'steps', steps);
    await sleep(Math.max(0, 5200 - (Date.now() - startedAt)));
    if (start.status >= 200 && start.status < 300) {
      const finish = await write(c, 'PUT', 'action_exercise', { id: exercise, mode: 'free' }, drainUntil);
      record(c, user, 'exercise_finish', finish);
    }
  }
}

/** PUT challenge/{id}/accept; a retry after a lost answer finds it accepted (409/404): then the DB decides. */
async function acceptChallenge(c, user, deadline) {
  const answer = await write(c, 'PUT', `challenge/${user.invitation}/accept`, {}, deadline);
  record(c, user, 'challenge_accept', answer);
  if (answer.status >= 200 && answer.status < 300) user.accepted = true;
  else if (answer.doubt) user.acceptInDoubt = true;
}

/** Puts one piece of a points-only reward in the (server-side) cart and checks out with an Idempotency-Key. */
async function redeem(c, user, product, deadline) {
  // a retried add may add a second piece: the order's answer says what was spent either way
  const cart = await write(c, 'POST', 'shop/cart', { product_id: product.id, amount: 1 }, deadline);
  if (cart.status < 200 || cart.status >= 300) {
    if (c.stats.errorBodies.length < 200) c.stats.errorBodies.push({ status: cart.status, body: cart.body });
    return record(c, user, 'shop', cart);
  }
  const answer = await write(c, 'POST', 'shop/checkout', { lang: 'de' }, deadline);
  record(c, user, 'shop', { ...answer, body: answer.body && { points: -(answer.body.order?.points ?? 0) } });
  if (answer.status >= 200 && answer.status < 300) user.orders += 1;
  else if (answer.status === 0) user.spendInDoubt += product.points;
}

async function login(gateway, email) {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const res = await fetch(`${gateway}/wp-json/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const body = await res.json().catch(() => null);
    if (res.ok) return body.token;
    last = `${res.status} ${JSON.stringify(body)}`;
    await sleep(500);
  }
  throw new Error(`login of ${email} failed: ${last}`);
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** Watches the gateway every 100 ms: how long /wp-json answered non-2xx and whether those bodies were WP-style. */
function watchGateway(gateway, token) {
  const seen = {
    probes: 0,
    ok: 0,
    down: 0,
    statuses: new Set(),
    wpStyle: true,
    sample: null,
    stopped: false,
  };
  const loop = (async () => {
    while (!seen.stopped) {
      seen.probes += 1;
      try {
        const res = await fetch(`${gateway}/wp-json/officefit/v1/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = await res.json().catch(() => null);
        if (res.ok) seen.ok += 1;
        else {
          seen.down += 1;
          seen.statuses.add(res.status);
          seen.sample ??= body;
          if (!isWpError(body, res.status)) seen.wpStyle = false;
        }
      } catch {
        seen.down += 1;
        seen.wpStyle = false;
      }
      await sleep(100);
    }
  })();
  return { seen, stop: async () => ((seen.stopped = true), await loop) };
}

const isWpError = (body, status) =>
  typeof body?.code === 'string' && typeof body?.message === 'string' && body?.data?.status === status;

// ---- one database -------------------------------------------------------------------------------------------

async function runOn(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `officefit-load-${kind}-`));
  let pg = null;
  const target =
    kind === 'postgres'
      ? { url: process.env.DATABASE_URL || (pg = throwawayPostgres()).url }
      : { pgliteDir: path.join(dataDir, 'pglite') };
  const replicas = kind === 'postgres' ? 2 : 1;
  const backends = [];
  let gatewayChild = null;
  try {
    await prepare(target);
    const backendEnv = (i) => ({
      BACKEND_PORT: String(BACKEND_PORT + i),
      BACKEND_HOST: '127.0.0.1',
      // PGlite: the database the users were prepared in (DATA_DIR/pglite); PostgreSQL: a folder per replica
      DATA_DIR: target.url ? path.join(dataDir, `replica-${i}`) : dataDir,
      DATABASE_URL: target.url ?? '',
      EXERCISE_MIN_ELAPSED_FRACTION: '0',
      // no challenge payouts or mails during the count
      CHALLENGE_JOB_INTERVAL_MS: '0',
    });
    const startBackend = async (i) => {
      const child = startNode(serverJs, backendEnv(i), `backend ${i}`);
      backends[i] = child;
      await waitUp(`http://127.0.0.1:${BACKEND_PORT + i}/wp-json/health`);
    };
    for (let i = 0; i < replicas; i += 1) await startBackend(i);
    const gateway = `http://127.0.0.1:${GATEWAY_PORT}`;
    gatewayChild = startNode(
      gatewayJs,
      {
        PORT: String(GATEWAY_PORT),
        HOST: '127.0.0.1',
        BACKEND_URLS: backends.map((_, i) => `http://127.0.0.1:${BACKEND_PORT + i}`).join(','),
        BACKEND_CHECK_MS: '300',
        APPS_ROOT: dataDir,
        PRERENDER: '0',
        REMOTES_DEPLOY_DIR: '',
      },
      'gateway',
    );
    await waitUp(`${gateway}/livez`);

    const emails = Array.from({ length: USERS }, (_, i) => EMAIL(i + 1));
    const tokens = await inBatches(emails, 10, (email) => login(gateway, email));
    const auth = { authorization: `Bearer ${tokens[0]}` };
    const exercises = (
      await (await fetch(`${gateway}/wp-json/officefit/v1/exercises?lang=de`, { headers: auth })).json()
    )
      .map((e) => e.id)
      .slice(0, 40);
    const [suggestion] = await (
      await fetch(`${gateway}/wp-json/officefit/v1/habit_suggestions?lang=de`, { headers: auth })
    ).json();
    const today = berlinDay();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const users = await inBatches(emails, 10, async (email) => {
      const token = tokens[emails.indexOf(email)];
      const res = await fetch(`${gateway}/wp-json/officefit/v1/habits`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ habits: [{ suggestion: suggestion.key, from: today, to: until }] }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`habit for ${email}: ${res.status} ${JSON.stringify(body)}`);
      return {
        email,
        token,
        habit: body.habits[0].id,
        index: emails.indexOf(email),
        acked: GRANT,
        allowance: 0,
        spendInDoubt: 0,
        finishes: 0,
        orders: 0,
      };
    });

    // duels: user 2k invites user 2k+1, who accepts under load
    const ids = await inBatches(users, 10, async (u) => {
      const res = await fetch(`${gateway}/wp-json/officefit/v1/me`, {
        headers: { authorization: `Bearer ${u.token}` },
      });
      return (await res.json()).id;
    });
    users.forEach((u, i) => (u.id = ids[i]));
    await inBatches(
      users.filter((_, i) => i % 2 === 0 && users[i + 1]),
      10,
      async (owner) => {
        const opponent = users[owner.index + 1];
        const res = await fetch(`${gateway}/wp-json/officefit/v1/challenge`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'duel',
            type: 0,
            duration: 7,
            goal: 10,
            wager: 0,
            start: today,
            team_name: `Load ${owner.index}`,
            opponent_team_name: `Load ${opponent.index}`,
            opponents: [opponent.id],
          }),
        });
        const body = await res.json();
        if (res.status !== 201)
          throw new Error(`duel of ${owner.email}: ${res.status} ${JSON.stringify(body)}`);
        opponent.invitation = body.data.id;
      },
    );
    // a points-only reward without stock limit: every user can redeem it
    const shop = await (
      await fetch(`${gateway}/wp-json/officefit/v1/shop/products?lang=de&payment=points&in_stock=true`, {
        headers: auth,
      })
    ).json();
    const product = shop.products?.find(
      (p) =>
        !p.physical && !p.one_per_user && p.stock === null && p.price_cents === null && p.points <= GRANT / 4,
    );
    if (!product) console.warn('  no unlimited points-only reward in the catalogue: no shop redemptions');

    const ctx = { gateway, users, exercises, product, stats: newStats() };
    const watch = watchGateway(gateway, tokens[0]);
    const startedAt = Date.now();
    const endAt = startedAt + SECONDS * 1000;
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(ctx, i, endAt)));

    // the fault, half-way through
    await sleep((SECONDS * 1000) / 2);
    const killedAt = Date.now();
    backends[0].expectedExit = true;
    backends[0].kill('SIGKILL');
    await new Promise((resolve) =>
      backends[0].exitCode !== null || backends[0].signalCode ? resolve() : backends[0].once('exit', resolve),
    );
    let health = null;
    if (kind === 'postgres') {
      // /healthz pings each replica with a 1 s timeout: under full load the live one may miss a ping, so look
      // a few times for the picture "one of two up"
      for (let i = 0; i < 10 && health?.backends?.up !== 1; i += 1) {
        await sleep(500);
        health = await (await fetch(`${gateway}/healthz`)).json();
      }
    }
    await sleep(2000); // down for a while
    await startBackend(0); // PGlite: the restart; PostgreSQL: the replica comes back
    const backAt = Date.now();
    await load;
    const loadEnded = Date.now();
    await watch.stop();

    for (const child of [gatewayChild, ...backends]) await stopChild(child);
    const ledger = await readLedger(target);
    return summarize(kind, {
      ctx,
      watch: watch.seen,
      ledger,
      health,
      killedAt,
      backAt,
      startedAt,
      loadEnded,
    });
  } finally {
    for (const child of [...children]) await stopChild(child, 'SIGKILL');
    pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(kind, { ctx, watch, ledger, health, killedAt, backAt, startedAt, loadEnded }) {
  let lost = 0;
  let doubled = ledger.doubled.length;
  let lostUsers = 0;
  let doubledUsers = 0;
  let acked = 0;
  let inLedger = 0;
  let inDoubt = 0;
  let lostRows = 0;
  let doubledRows = 0;
  for (const user of ctx.users) {
    const have = ledger.points.get(user.email) ?? 0;
    acked += user.acked;
    inLedger += have;
    inDoubt += user.allowance + user.spendInDoubt;
    // rows: an acknowledged accept or order must be there; an order must not be there twice
    if (user.accepted && !ledger.accepted.has(user.email)) lostRows += 1;
    const orders = ledger.orders.get(user.email) ?? 0;
    if (orders < user.orders) lostRows += user.orders - orders;
    if (orders > user.orders + (user.spendInDoubt ? 1 : 0)) doubledRows += orders - user.orders;
    if (have < user.acked - user.spendInDoubt) {
      lost += user.acked - user.spendInDoubt - have;
      lostUsers += 1;
    } else if (have > user.acked + user.allowance) {
      doubled += have - user.acked - user.allowance;
      doubledUsers += 1;
    }
  }
  const s = ctx.stats;
  const badBodies = s.errorBodies.filter((e) => !isWpError(e.body, e.status)).length;
  const row = {
    database: kind,
    clients: CLIENTS,
    users: ctx.users.length,
    'seconds (load + drain)': `${SECONDS} + ${Math.max(0, Math.round((loadEnded - startedAt) / 1000) - SECONDS)}`,
    'requests (attempts)': s.requests,
    'acknowledged writes': s.acked,
    'req/s': Math.round(s.requests / ((loadEnded - startedAt) / 1000)),
    'answer p50 / p99 ms': `${percentile(s.answerMs, 50)} / ${percentile(s.answerMs, 99)}`,
    'acknowledged p99 ms (with retries)': percentile(s.ackMs, 99),
    'failed attempts (retried)': `${s.failedAttempts} (${s.retried})`,
    'never acknowledged': s.unacked,
    'points acknowledged (incl. grant)': acked,
    'points in ledger': inLedger,
    'points in doubt (allowed)': inDoubt,
    'accepts / orders acknowledged': `${ctx.users.filter((u) => u.accepted).length} / ${ctx.users.reduce((n, u) => n + u.orders, 0)}`,
    'lost / doubled rows': `${lostRows} / ${doubledRows}`,
    'point events': ledger.events,
    'lost points (users)': `${lost} (${lostUsers})`,
    'doubled points/rows (users)': `${doubled} (${doubledUsers})`,
    'down for (s)': ((backAt - killedAt) / 1000).toFixed(1),
    'gateway non-2xx probes': `${watch.down}/${watch.probes} ${[...watch.statuses].join(',')}`,
    'error bodies WP-style': badBodies === 0 && watch.wpStyle ? 'yes' : `no (${badBodies})`,
    'healthz while down': health ? JSON.stringify(health.backends) : '-',
  };
  const failures = [];
  if (lost) failures.push(`${lost} acknowledged points lost`);
  if (lostRows) failures.push(`${lostRows} acknowledged accepts or orders missing`);
  if (doubledRows) failures.push(`${doubledRows} orders doubled`);
  if (doubled) failures.push(`${doubled} points or rows doubled`);
  if (badBodies || !watch.wpStyle) failures.push('an error answer was not {code, message, data: {status}}');
  if (kind === 'pglite' && watch.down === 0) failures.push('the gateway never reported the backend down');
  if (kind === 'postgres' && health?.backends?.up !== 1) failures.push('healthz did not show one replica up');
  if (s.acked === 0) failures.push('nothing was acknowledged');
  return { row, failures, sample: watch.sample ?? s.errorBodies[0]?.body ?? null, byAction: s.byAction };
}

// ---- main ---------------------------------------------------------------------------------------------------

const results = [];
let exitCode = 0;
process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGKILL');
  process.exit(130);
});
for (const kind of DATABASES) {
  console.log(`\n› ${kind}: ${CLIENTS} clients, ${USERS} users, ${SECONDS} s, kill -9 of a backend half-way`);
  try {
    const result = await runOn(kind);
    results.push(result);
    console.log(`  per action: ${JSON.stringify(result.byAction)}`);
    if (result.sample) console.log(`  error body while down: ${JSON.stringify(result.sample)}`);
    for (const failure of result.failures) console.error(`  FAIL: ${failure}`);
    if (result.failures.length) exitCode = 1;
  } catch (error) {
    console.error(`  ${kind} failed: ${error.stack ?? error}`);
    exitCode = 1;
  }
}
if (results.length) {
  console.log('');
  const keys = Object.keys(results[0].row);
  const width = Math.max(...keys.map((k) => k.length));
  console.log(`${''.padEnd(width)}  ${results.map((r) => String(r.row.database).padEnd(24)).join('')}`);
  for (const key of keys.slice(1)) {
    console.log(`${key.padEnd(width)}  ${results.map((r) => String(r.row[key]).padEnd(24)).join('')}`);
  }
}
console.log(exitCode ? '\nbench:faults: MISMATCH' : '\nbench:faults: zero lost, zero doubled');
process.exit(exitCode);
