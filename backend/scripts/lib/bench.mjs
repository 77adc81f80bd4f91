// What the benchmarks (bench-api.mjs, bench-scale.mjs) share: the built files they start, child processes of the
// run, waiting for a server, JSON calls, autocannon with the run's settings and the bare Express baseline.
// BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) apply to every measurement.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoDir = path.resolve(backendDir, '..');
/** require() resolving from the backend package (autocannon, express, pg are its dependencies). */
export const requireFromBackend = createRequire(path.join(backendDir, 'package.json'));
const autocannon = requireFromBackend('autocannon');
const express = requireFromBackend('express');

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const serverJs = path.join(backendDir, 'dist/server.js');
export const seedJs = path.join(backendDir, 'dist/cli/seed.js');

/** Exits with a hint when a built file is missing. */
export function requireBuilt(files, buildCommand) {
  for (const file of files) {
    if (!fs.existsSync(file)) {
      console.error(`${path.relative(process.cwd(), file)} is missing: run \`${buildCommand}\` first.`);
      process.exit(1);
    }
  }
}

/** Starts a Node script of this run (backend, gateway) with stdout dropped and stderr shown. */
export function start(script, env) {
  return spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Stops a process started by start() and waits for it to exit. */
export async function stop(child) {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Runs a Node script to its end (the seed); rejects on a non-zero exit. */
export function run(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/**
 * Fails when something already answers at `url`: a server started on that port could not listen, and the run would
 * measure the other one (a leftover backend once made every "backend" row of a run measure the wrong process).
 */
export async function requireFreePort(url) {
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${url} already answers: stop whatever listens on that port first`);
}

/** Waits until `url` answers 2xx; fails when `child` stops first or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** A JSON call that must succeed: its body and its size in characters. */
export async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return { body, bytes: JSON.stringify(body).length };
}

/** One autocannon measurement with the run's connections and duration. */
export function bench(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The baseline: an Express app on loopback answering GET /bare with `payload`. Close it with closeServer(). */
export function startBare(port, payload) {
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json(payload);
  });
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export async function closeServer(server) {
  if (server) await new Promise((resolve) => server.close(resolve));
}

/**
 * CPU time (user + system, ms) the process has used so far, from /proc (Linux; null elsewhere). On a shared machine
 * req/s and latencies follow the neighbours' load; CPU per request follows only the code.
 */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One autocannon measurement and the CPU time `pid` used per answered request meanwhile. */
export async function benchWithCpu(pid, options) {
  const before = cpuMs(pid);
  const result = await bench(options);
  const after = cpuMs(pid);
  const answered = result.requests.total || 1;
  return { result, cpuPerRequest: before === null || after === null ? null : (after - before) / answered };
}

/** The CPU column: ms of the server's CPU per request. */
export const cpuColumn = (cpuPerRequest) => ({
  'CPU ms/req': cpuPerRequest === null || cpuPerRequest === undefined ? '' : cpuPerRequest.toFixed(2),
});

/** `value` as a percentage of `base`. */
export const percent = (value, base, digits = 1) => `${((value / (base || 1)) * 100).toFixed(digits)} %`;

/** The columns every result row has. */
export function resultColumns(result, baseline) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'vs bare': percent(result.requests.average, baseline),
  };
}

/** The error columns every result row ends with. */
export const failureColumns = (result) => ({
  'non-2xx': result.non2xx,
  errors: result.errors + result.timeouts,
});
