// `pnpm bench:api`: a quick load test of the built backend (backend/dist). Seeds a throw-away embedded database in
// a temp DATA_DIR, starts the backend on loopback, logs in as demo@example.com and runs autocannon (50
// connections, ~5 s each) against GET me, GET current_units and PUT action_exercise, plus a bare Express handler
// in this process as the baseline. Prints requests/s, p99 latency and the ratio to the bare handler. No timing
// assertions: the numbers depend on the machine.
//
// Environment: BENCH_PORT (backend, default 4391), BENCH_BARE_PORT (default 4392), BENCH_SECONDS (default 5),
// BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (a PostgreSQL database to use instead of embedded PGlite;
// it gets the demo seed, and the demo members are reset to it afterwards, so no benchmark activity stays in a
// demo). Build first: pnpm --filter backend run build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(backendDir, 'package.json'));
const autocannon = require('autocannon');
const express = require('express');

const port = Number(process.env.BENCH_PORT ?? 4391);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4392);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}/wp-json`;

const serverJs = path.join(backendDir, 'dist/server.js');
const seedJs = path.join(backendDir, 'dist/cli/seed.js');
if (!fs.existsSync(serverJs) || !fs.existsSync(seedJs)) {
  console.error('backend/dist is missing: run `pnpm --filter backend run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'officefit-bench-'));
// EXERCISE_MIN_ELAPSED_FRACTION=0: the finish below needs its start, but only the 5-second floor (issue 9 rule)
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  BACKEND_PORT: String(port),
  BACKEND_HOST: '127.0.0.1',
  EXERCISE_MIN_ELAPSED_FRACTION: '0',
};
// never seed whatever database the shell happens to point at
delete env.DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

let backend = null;
let bare = null;

async function cleanup() {
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
  }
  if (bare) await new Promise((resolve) => bare.close(resolve));
  // the benchmark finished exercises as demo@example.com: a kept database gets the seeded demo back
  if (process.env.BENCH_DATABASE_URL) await run(seedJs, ['--reset-demo']).catch((e) => console.error(e));
  await rm(dataDir, { recursive: true, force: true });
}

function run(script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
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
  return body;
}

function bench(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });
}

try {
  console.log(`seeding a temporary database in ${dataDir} …`);
  await run(seedJs);
  backend = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${base}/health`);

  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  bare = await new Promise((resolve) => {
    const server = app.listen(barePort, '127.0.0.1', () => resolve(server));
  });

  const { token } = await json(`${base}/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'Officefit!2026' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const exercises = await json(`${base}/officefit/v1/exercises`, { headers: auth });
  const exerciseId = exercises[0]?.id;
  if (!exerciseId) throw new Error('the seed has no exercises');
  // a finish pays only after a start at least 5 s earlier; the benchmark measures the repeated finish (0 points)
  await json(`${base}/officefit/v1/action_start_exercise`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ id: exerciseId, mode: 'plan' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 5500));

  console.log(`autocannon: ${connections} connections, ${seconds} s per endpoint\n`);
  const runs = [];
  runs.push(await bench('bare Express handler', { url: `http://127.0.0.1:${barePort}/bare` }));
  runs.push(await bench('GET me', { url: `${base}/officefit/v1/me`, headers: auth }));
  runs.push(await bench('GET current_units', { url: `${base}/officefit/v1/current_units`, headers: auth }));
  runs.push(
    await bench('PUT action_exercise', {
      url: `${base}/officefit/v1/action_exercise`,
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: exerciseId, mode: 'plan' }),
    }),
  );

  const baseline = runs[0].result.requests.average || 1;
  const rows = runs.map(({ title, result }) => ({
    endpoint: title,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'vs bare': `${((result.requests.average / baseline) * 100).toFixed(1)} %`,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  }));
  console.table(rows);
  for (const row of rows) {
    if (row['non-2xx'] > 0)
      console.warn(`note: ${row.endpoint} answered ${row['non-2xx']} non-2xx responses`);
  }
} catch (error) {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
