// `pnpm bench:scale` (issue 16, goal 3): a company of 10,000 employees with three months of point events (about a
// million rows) on PostgreSQL, then GET ranking_full (one page and the whole list), ranking_short and me for one
// of them through the built backend with autocannon at 10 connections; prints p50/p99 and the ratio to a bare
// Express handler measured in the same run. No timing assertions: the numbers depend on the machine.
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
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(backendDir, '..');
const require = createRequire(path.join(backendDir, 'package.json'));
const autocannon = require('autocannon');
const express = require('express');
const pg = require('pg');

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const eventsPerDay = Number(process.env.BENCH_EVENTS_PER_DAY ?? 1.2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4393);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4394);
const base = `http://127.0.0.1:${port}/wp-json`;
const COMPANY = 'Bench 10k GmbH';
const DAYS = 92;

const serverJs = path.join(backendDir, 'dist/server.js');
const seedJs = path.join(backendDir, 'dist/cli/seed.js');
if (!fs.existsSync(serverJs) || !fs.existsSync(seedJs)) {
  console.error('backend/dist is missing: run `pnpm --filter backend run build` first.');
  process.exit(1);
}

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

function run(script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: env(),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
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

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (backend.exitCode !== null) throw new Error(`the backend stopped (${backend.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return { body, bytes: JSON.stringify(body).length };
}

function bench(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });
}

async function cleanup() {
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
  }
  if (bare) await new Promise((resolve) => bare.close(resolve));
  stopThrowawayPostgres();
}

try {
  if (!databaseUrl) {
    console.log('starting a throw-away PostgreSQL cluster …');
    databaseUrl = startThrowawayPostgres();
  }
  console.log('migrating and seeding …');
  await run(seedJs);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await generate(client);
  } finally {
    await client.end();
  }

  backend = spawn(process.execPath, [serverJs], { env: env(), stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${base}/health`);
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  bare = await new Promise((resolve) => {
    const server = app.listen(barePort, '127.0.0.1', () => resolve(server));
  });

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
  const runs = [await bench('bare Express handler', { url: `http://127.0.0.1:${barePort}/bare` })];
  for (const [title, url] of calls) runs.push(await bench(title, { url, headers }));
  const baseline = runs[0].result.requests.average || 1;
  console.table(
    runs.map(({ title, result }) => ({
      call: title,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs bare': `${((result.requests.average / baseline) * 100).toFixed(1)} %`,
      'body kB': sizes.has(title) ? Math.round(sizes.get(title) / 1024) : '',
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    })),
  );
} catch (error) {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
