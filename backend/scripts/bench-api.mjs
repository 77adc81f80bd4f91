// `pnpm bench:api` (issue 16, goal 2): a load test of the built backend (backend/dist) and gateway (gateway/dist).
// For each database — a throw-away embedded PGlite in a temp DATA_DIR and, with BENCH_DATABASE_URL, PostgreSQL — it
// seeds, starts the backend and the gateway in front of it on loopback, logs in as demo@example.com and runs
// autocannon (10 connections, ~5 s each) against GET me, GET current_units, GET wp/v2/posts?per_page=10,
// GET ranking_full and PUT action_exercise, backend-direct and through the gateway, each right after a run of a bare
// Express handler (a 10-item JSON list) in this process, its baseline at the same moment; in BENCH_ROUNDS
// interleaved rounds, as the issue measured. Prints the median round: requests/s, p50/p99, the ratio to the bare
// handler and, for the gateway, to backend-direct, and the answering process's CPU per request (stable on a busy
// shared machine, unlike req/s). No timing assertions: the numbers depend on the machine; read the ratios.
//
// Environment: BENCH_PORT (backend, default 4391), BENCH_BARE_PORT (default 4392), BENCH_GATEWAY_PORT (default
// 4395), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (default 3), BENCH_CALLS (e.g.
// `me,posts`: only the calls whose title contains one), BENCH_DATABASE_URL (a PostgreSQL database to measure as
// well: it gets the demo seed, and the demo members are reset to it afterwards, so no benchmark activity stays in a
// demo), BENCH_ONLY=pglite|postgres (one of the two). Build first: pnpm build (backend and gateway).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  backendDir,
  bench,
  benchWithCpu,
  closeServer,
  connections,
  cpuColumn,
  json,
  requireBuilt,
  requireFreePort,
  run,
  seconds,
  seedJs,
  serverJs,
  start,
  startBare,
  stop,
  waitFor,
} from './lib/bench.mjs';

const gatewayDir = path.resolve(backendDir, '../gateway');
const port = Number(process.env.BENCH_PORT ?? 4391);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4392);
const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT ?? 4395);
const direct = `http://127.0.0.1:${port}/wp-json`;
const bareUrl = `http://127.0.0.1:${barePort}/bare`;
/** Interleaved rounds per call (BENCH_ROUNDS); the table shows medians. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const viaGateway = `http://127.0.0.1:${gatewayPort}/wp-json`;

const gatewayJs = path.join(gatewayDir, 'dist/server.js');
requireBuilt([serverJs, seedJs, gatewayJs], 'pnpm build');

const databases = [
  { name: 'PGlite', url: null },
  ...(process.env.BENCH_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL }] : []),
  // BENCH_ONLY=postgres names PostgreSQL too (it matched nothing: the run measured only the bare handler)
].filter(
  (d) => !process.env.BENCH_ONLY || d.name.toLowerCase().startsWith(process.env.BENCH_ONLY.toLowerCase()),
);

/** The calls of the issue, as autocannon options relative to a /wp-json base (BENCH_CALLS: only those named). */
function calls(auth, exerciseId) {
  const only = process.env.BENCH_CALLS?.split(',').filter(Boolean);
  return [
    ['GET me', { path: '/officefit/v1/me', headers: auth }],
    ['GET current_units', { path: '/officefit/v1/current_units', headers: auth }],
    ['GET wp/v2/posts?per_page=10', { path: '/wp/v2/posts?per_page=10' }],
    ['GET ranking_full', { path: '/officefit/v1/ranking_full', headers: auth }],
    [
      'PUT action_exercise',
      {
        path: '/officefit/v1/action_exercise',
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: exerciseId, mode: 'plan' }),
      },
    ],
  ].filter(([title]) => !only || only.some((name) => title.includes(name)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medianOrNull = (values) => (values.some((v) => v === null) ? null : median(values));

/** Seeds one database, starts backend and gateway on it, measures every call both ways. */
async function measure(database, rows, bareRates) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'officefit-bench-'));
  // EXERCISE_MIN_ELAPSED_FRACTION=0: the finish below needs its start, but only the 5-second floor (issue 9 rule)
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    BACKEND_PORT: String(port),
    BACKEND_HOST: '127.0.0.1',
    BACKEND_URL: `http://127.0.0.1:${port}`,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    EXERCISE_MIN_ELAPSED_FRACTION: '0',
  };
  // never seed whatever database the shell happens to point at
  delete env.DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  let backend = null;
  let gateway = null;
  try {
    console.log(`${database.name}: seeding …`);
    await run(seedJs, [], env);
    await requireFreePort(`${direct}/health`);
    await requireFreePort(`http://127.0.0.1:${gatewayPort}/livez`);
    backend = start(serverJs, env);
    await waitFor(`${direct}/health`, backend);
    gateway = start(gatewayJs, env);
    await waitFor(`http://127.0.0.1:${gatewayPort}/livez`, gateway);

    const {
      body: { token },
    } = await json(`${direct}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@example.com', password: 'Officefit!2026' }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const { body: exercises } = await json(`${direct}/officefit/v1/exercises`, { headers: auth });
    const exerciseId = exercises[0]?.id;
    if (!exerciseId) throw new Error('the seed has no exercises');
    // a finish pays only after a start at least 5 s earlier; the benchmark measures the repeated finish (0 points)
    await json(`${direct}/officefit/v1/action_start_exercise`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: exerciseId, mode: 'plan' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5500));

    // Interleaved rounds (the method): in each round every call is measured right after a bare run, so
    // its ratio compares two moments of the same machine load; the table shows the median round.
    const measured = calls(auth, exerciseId).map(([title]) => ({ title, rounds: [] }));
    for (let round = 1; round <= rounds; round++) {
      console.log(`${database.name}: round ${round} of ${rounds} …`);
      for (const [i, [, { path: callPath, ...options }]] of calls(auth, exerciseId).entries()) {
        const bare = (await bench({ url: bareUrl })).requests.average || 1;
        const direct_ = await benchWithCpu(backend.pid, { url: `${direct}${callPath}`, ...options });
        const gateway_ = await benchWithCpu(gateway.pid, { url: `${viaGateway}${callPath}`, ...options });
        measured[i].rounds.push({ bare, backend: direct_, gateway: gateway_ });
      }
    }
    for (const { title, rounds: done } of measured) {
      bareRates.push(...done.map((r) => r.bare));
      for (const via of ['backend', 'gateway']) {
        const results = done.map((r) => r[via].result);
        rows.push({
          database: database.name,
          call: title,
          via,
          'req/s': Math.round(median(results.map((r) => r.requests.average))),
          'p50 ms': median(results.map((r) => r.latency.p50)),
          'p99 ms': median(results.map((r) => r.latency.p99)),
          'vs bare': `${median(done.map((r) => (100 * r[via].result.requests.average) / r.bare)).toFixed(1)} %`,
          // the CPU of the process answering: the backend direct, the gateway's own through it
          ...cpuColumn(medianOrNull(done.map((r) => r[via].cpuPerRequest))),
          'vs backend':
            via === 'gateway'
              ? `${median(done.map((r) => (100 * r.gateway.result.requests.average) / (r.backend.result.requests.average || 1))).toFixed(0)} %`
              : '',
          'non-2xx': results.reduce((sum, r) => sum + r.non2xx, 0),
          errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
        });
      }
    }
  } finally {
    await stop(gateway);
    await stop(backend);
    // the benchmark finished exercises as demo@example.com: a kept database gets the seeded demo back
    if (database.url) await run(seedJs, ['--reset-demo'], env).catch((e) => console.error(e));
    await rm(dataDir, { recursive: true, force: true });
  }
}

let bare = null;
try {
  // the baseline: a 10-item JSON list straight from Express
  const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}` }));
  bare = await startBare(barePort, items);
  console.log(`autocannon: ${connections} connections, ${seconds} s per call, ${rounds} rounds\n`);
  const rows = [];
  const bareRates = [];
  for (const database of databases) await measure(database, rows, bareRates);
  if (bareRates.length === 0) bareRates.push((await bench({ url: bareUrl })).requests.average);
  console.table([
    {
      database: '',
      call: 'bare Express handler (median of its runs)',
      via: '',
      'req/s': Math.round(median(bareRates)),
    },
    ...rows,
  ]);
  for (const row of rows) {
    if (row['non-2xx'] > 0)
      console.warn(
        `note: ${row.database} ${row.call} (${row.via}) answered ${row['non-2xx']} non-2xx responses`,
      );
  }
} catch (error) {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeServer(bare);
}
