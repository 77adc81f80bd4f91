// `pnpm bench:scale` (issue 16, goal 3): a company of 10,000 employees with three months of point events (about a
// million rows) on PostgreSQL, then GET ranking_full (one page and the whole list), ranking_short and me for one
// of them through the built backend with autocannon at 10 connections; prints p50/p99, the ratio to a bare
// Express handler measured in the same run and the backend's CPU time per request (what a busy shared machine
// does not blur). No timing assertions: the numbers depend on the machine.
//
// The rows are made by set-based SQL (generate_series) in the database, not by a million inserts from Node. The
// point events go through the point_events triggers, so the ranking's read model (migration 0012) is filled the
// way production fills it.
//
// Environment: BENCH_DATABASE_URL (a PostgreSQL database you can spare: it gets the migrations, the demo seed and
// the company "Bench 10k GmbH", replaced on every run); without it a throw-away cluster is started as
// scripts/lib/throwaway-postgres.sh does (BENCH_PG_PORT, default 54397) and removed afterwards.
// BENCH_EMPLOYEES (default 10000), BENCH_EVENTS_PER_DAY (default 1.2 per employee and day, ~92 days),
// BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 4393), BENCH_BARE_PORT (4394).
// Build first: pnpm --filter backend run build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  bench,
  benchWithCpu,
  closeServer,
  cpuColumn,
  connections,
  failureColumns,
  json,
  repoDir,
  requireBuilt,
  requireFromBackend,
  resultColumns,
  run,
  seconds,
  seedJs,
  serverJs,
  start,
  startBare,
  stop,
  waitFor,
} from './lib/bench.mjs';

const pg = requireFromBackend('pg');

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const eventsPerDay = Number(process.env.BENCH_EVENTS_PER_DAY ?? 1.2);
const port = Number(process.env.BENCH_PORT ?? 4393);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4394);
const base = `http://127.0.0.1:${port}/wp-json`;
const COMPANY = 'Bench 10k GmbH';
const DAYS = 92;

requireBuilt([serverJs, seedJs], 'pnpm --filter backend run build');

const libDir = path.join(repoDir, 'scripts/lib');
let pgDir = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
let backend = null;
let bare = null;

/** Starts a throw-away cluster with the test script's own helper and returns its URL. */
function startThrowawayPostgres() {
  const out = execFileSync(
    'bash',
    [
      '-c',
      `source "${libDir}/system-deps.sh" && source "${libDir}/throwaway-postgres.sh" && start_pg && echo "$DATABASE_URL $PG_DIR"`,
    ],
    { env: { ...process.env, PG_TEST_PORT: process.env.BENCH_PG_PORT ?? '54397' }, encoding: 'utf8' },
  ).trim();
  const [url, dir] = out.split(/\s+/).slice(-2);
  pgDir = dir;
  return url;
}

function stopThrowawayPostgres() {
  if (!pgDir) return;
  execFileSync(
    'bash',
    [
      '-c',
      `source "${libDir}/system-deps.sh" && source "${libDir}/throwaway-postgres.sh" && PG_DIR="${pgDir}" stop_pg`,
    ],
    { stdio: 'inherit' },
  );
}

/** The backend's environment: the bench database only, whatever DATABASE_URL the shell has. */
function env() {
  return { ...process.env, DATABASE_URL: databaseUrl, BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1' };
}

/** The company, its employees (opted in, with a company subscription) and their point events, set-based. */
async function generate(client) {
  const started = Date.now();
  await client.query('begin');
  await client.query(`delete from users where email like 'bench-%@bench.example'`);
  await client.query(`delete from companies where name = $1`, [COMPANY]);
  const {
    rows: [company],
  } = await client.query(`insert into companies (name, enable_subranking) values ($1, true) returning id`, [
    COMPANY,
  ]);
  await client.query(
    `insert into company_subcategories (company_id, kind, name)
     select $1, k, n from (values ('location', 'Berlin'), ('location', 'Hamburg'), ('location', 'München'),
       ('department', 'Vertrieb'), ('department', 'Technik')) v(k, n)`,
    [company.id],
  );
  // every bench employee signs in with the demo password (the hash is the demo subscriber's)
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, company_id, subcategory_id, participating)
     select format('bench-%s@bench.example', lpad(i::text, 5, '0')),
       (select password_hash from users where email = 'demo@example.com'),
       (array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hannes','Ida','Jonas'])[1 + i % 10],
       format('Muster %s', i), $1,
       (select id from company_subcategories where company_id = $1 order by id offset (i % 5) limit 1), 1
     from generate_series(1, $2::integer) i`,
    [company.id, employees],
  );
  await client.query(
    `insert into subscriptions (user_id, company_id, kind, status, starts_at, ends_at)
     select id, $1, 'company', 'active', now() - interval '1 year', now() + interval '1 year'
     from users where company_id = $1`,
    [company.id],
  );
  // ~1.2 events per employee and day over the last 92 days: exercises (+20), starts (+5), some flames (+50)
  const events = Math.round(employees * DAYS * eventsPerDay);
  await client.query(
    `insert into point_events (user_id, points, reason, ref, activity_date, created_at)
     select u.id, (array[20, 5, 20, 50, 30])[1 + (g % 5)], (array['exercise','exercise_start','exercise','strike','plan_day'])[1 + (g % 5)],
       null, (ts at time zone 'Europe/Berlin')::date, ts
     from (select g, (select min(id) from users where company_id = $1) + (g % $2::integer) as uid,
             now() - make_interval(secs => ((g::bigint * 7919) % ($3::integer * 86400))) as ts
           from generate_series(1, $4::integer) g) s
     join users u on u.id = s.uid`,
    [company.id, employees, DAYS, events],
  );
  await client.query('commit');
  await client.query(
    'analyze users; analyze point_events; analyze point_totals_monthly; analyze subscriptions',
  );
  const {
    rows: [counts],
  } = await client.query(
    `select (select count(*) from users where company_id = $1)::integer as users,
       (select count(*) from point_events p join users u on u.id = p.user_id where u.company_id = $1)::integer as events,
       (select count(*) from point_totals_monthly t join users u on u.id = t.user_id where u.company_id = $1)::integer
         as totals`,
    [company.id],
  );
  console.log(
    `generated ${counts.users} employees, ${counts.events} point events, ${counts.totals} monthly totals in ${
      (Date.now() - started) / 1000
    } s`,
  );
}

async function cleanup() {
  await stop(backend);
  await closeServer(bare);
  stopThrowawayPostgres();
}

try {
  if (!databaseUrl) {
    console.log('starting a throw-away PostgreSQL cluster …');
    databaseUrl = startThrowawayPostgres();
  }
  console.log('migrating and seeding …');
  await run(seedJs, [], env());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await generate(client);
  } finally {
    await client.end();
  }

  backend = start(serverJs, env());
  await waitFor(`${base}/health`, backend);
  bare = await startBare(barePort, { ok: true });

  const { body: login } = await json(`${base}/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-05000@bench.example', password: 'Officefit!2026' }),
  });
  const headers = { authorization: `Bearer ${login.token}` };
  const calls = [
    ['GET ranking_full?per_page=100', `${base}/officefit/v1/ranking_full?per_page=100`],
    ['GET ranking_full (all)', `${base}/officefit/v1/ranking_full`],
    ['GET ranking_short', `${base}/officefit/v1/ranking_short`],
    ['GET me', `${base}/officefit/v1/me`],
  ];
  const sizes = new Map();
  for (const [title, url] of calls) sizes.set(title, (await json(url, { headers })).bytes);

  console.log(`\nautocannon: ${connections} connections, ${seconds} s per call\n`);
  const runs = [
    { title: 'bare Express handler', result: await bench({ url: `http://127.0.0.1:${barePort}/bare` }) },
  ];
  for (const [title, url] of calls)
    runs.push({ title, ...(await benchWithCpu(backend.pid, { url, headers })) });
  const baseline = runs[0].result.requests.average || 1;
  console.table(
    runs.map(({ title, result, cpuPerRequest }) => ({
      call: title,
      ...resultColumns(result, baseline),
      ...cpuColumn(cpuPerRequest),
      'body kB': sizes.has(title) ? Math.round(sizes.get(title) / 1024) : '',
      ...failureColumns(result),
    })),
  );
} catch (error) {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
