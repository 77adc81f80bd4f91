// `pnpm bench:start` (issue 16, goal 3b): how long the built app takes to start with existing embedded data, and
// how many requests per second the prerendered landing page serves from the gateway's cache, beside a static file
// of the same gateway measured in the same run. Runs `scripts/start.mjs` (the quick start's own path) in a temp
// DATA_DIR: one first start that creates and seeds the database, then BENCH_STARTS restarts (default 3) timed
// from spawn to the gateway's /livez. No assertions: the figures depend on the machine; read the median and the
// ratio. Environment: BENCH_PORT (default 8391; the backend gets +1), BENCH_SECONDS (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_STARTS (default 3). Build first: pnpm build.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bench, connections, seconds, stop } from '../backend/scripts/lib/bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8391);
const starts = Number(process.env.BENCH_STARTS ?? 3);
const base = `http://127.0.0.1:${port}`;

/** Polls every 50 ms (the lib's waitFor polls every 200 ms, too coarse for a start time of a few seconds). */
async function up(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Starts the app, resolves with the child and the seconds until the gateway answered. */
async function startApp(dataDir) {
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), BACKEND_PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await up(`${base}/livez`, 180_000))) throw new Error('the app did not start within 180 s');
  return { child, seconds: (performance.now() - began) / 1000 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'officefit-bench-start-'));
let running;
try {
  const first = await startApp(dataDir);
  console.log(`first start (creates and seeds the database): ${first.seconds.toFixed(1)} s`);
  await stop(first.child);
  const times = [];
  for (let i = 0; i < starts; i += 1) {
    running = await startApp(dataDir);
    times.push(running.seconds);
    if (i < starts - 1) await stop(running.child);
  }
  console.log(
    `start with existing data: median ${median(times).toFixed(1)} s (${times.map((t) => t.toFixed(1)).join(', ')}; goal ≤ 5 s)`,
  );

  const html = { accept: 'text/html' };
  await bench({ url: `${base}/`, headers: html }); // warm-up: render once, JIT
  const landing = await bench({ url: `${base}/`, headers: html });
  const stat = await bench({ url: `${base}/landing-boot.js` });
  const ratio = landing.requests.average / stat.requests.average;
  console.log(`\n${connections} connections, ${seconds} s each:`);
  console.log(
    `  landing page /  ${Math.round(landing.requests.average)} req/s, p99 ${landing.latency.p99} ms (goal ≥ 1,000 req/s)`,
  );
  console.log(`  static file     ${Math.round(stat.requests.average)} req/s, p99 ${stat.latency.p99} ms`);
  console.log(`  landing / static: ${(ratio * 100).toFixed(0)} %`);
  if (landing.non2xx || stat.non2xx) console.log(`  non-2xx answers: ${landing.non2xx} / ${stat.non2xx}`);
} finally {
  if (running) await stop(running.child);
  await rm(dataDir, { recursive: true, force: true });
}
