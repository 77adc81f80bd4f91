// The supervisor is an ES module run by plain Node, so each test runs a small driver in a child process: the
// supervisor over stand-in child scripts with millisecond back-off, its log on stdout.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SUPERVISOR = pathToFileURL(path.join(__dirname, '..', 'supervisor.mjs')).href;

jest.setTimeout(30_000);

let dir: string;
const drivers: ChildProcess[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-test-'));
});
afterEach(async () => {
  // A failed test must not leave a supervisor restarting children: stop it the way a user would.
  for (const child of drivers.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a script into the temp folder and returns its path. */
function script(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

/** A child that crashes `crashes` times shortly after starting (counted in a file), then stays up. */
function flaky(crashes: number): string {
  const count = path.join(dir, 'flaky.count');
  return script(
    'flaky.js',
    // the handler first: a SIGTERM right after "up" is printed must find it (it did not on a busy machine)
    `process.on('SIGTERM', () => { console.log('flaky got SIGTERM'); process.exit(0); });
const fs = require('fs');
const n = fs.existsSync(${JSON.stringify(count)}) ? Number(fs.readFileSync(${JSON.stringify(count)}, 'utf8')) : 0;
fs.writeFileSync(${JSON.stringify(count)}, String(n + 1));
console.log('flaky up ' + (n + 1));
if (n < ${crashes}) setTimeout(() => process.exit(3), 20);
else setTimeout(() => process.exit(0), 30000); // stays up (but never outlives a broken test run)`,
  );
}

const steady = () =>
  script(
    'steady.js',
    `process.on('SIGTERM', () => { console.log('steady got SIGTERM'); setTimeout(() => process.exit(0), 50); });
console.log('steady up ' + process.pid);
setTimeout(() => process.exit(0), 30000);`,
  );

/** Starts a driver supervising the given children; resolves once `ready` is logged. */
function driver(children: Record<string, string>, policy: object) {
  const file = script(
    'driver.mjs',
    `import { createSupervisor } from ${JSON.stringify(SUPERVISOR)};
const supervisor = createSupervisor({ policy: ${JSON.stringify(policy)}, log: (m) => console.log('[sup] ' + m) });
for (const [name, file] of Object.entries(${JSON.stringify(children)})) supervisor.start(name, process.execPath, [file]);
process.on('SIGTERM', async () => { await supervisor.stop(); console.log('[sup] all stopped'); process.exit(0); });`,
  );
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  drivers.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('restartPlan doubles the delay per quick failure up to the cap and forgives after a stable run', () => {
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { restartPlan, DEFAULT_POLICY } from ${JSON.stringify(SUPERVISOR)};
let failures = 0; const delays = [];
for (let i = 0; i < 9; i++) { const plan = restartPlan(failures, 100); failures = plan.failures; delays.push(plan.delayMs); }
console.log(JSON.stringify({ delays, failures, stable: restartPlan(failures, DEFAULT_POLICY.stableMs), policy: DEFAULT_POLICY }));`,
    ],
    { encoding: 'utf8' },
  );
  expect(probe.stderr).toBe('');
  const result = JSON.parse(probe.stdout);
  expect(result.delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  expect(result.failures).toBe(9);
  expect(result.stable).toEqual({ failures: 1, delayMs: 500 });
  expect(result.policy).toMatchObject({ minMs: 500, maxMs: 30_000 });
});

test('a crashed child is restarted with growing back-off while the other keeps running; SIGTERM stops both', async () => {
  const { child, output } = driver(
    { backend: flaky(3), gateway: steady() },
    { minMs: 40, maxMs: 1000, stableMs: 60_000, killAfterMs: 2000 },
  );
  const done = exited(child);
  await waitUntil(() => output().includes('flaky up 4') && output().includes('steady up'));

  const log = output();
  expect(log.match(/\[sup\] backend exited \(code 3\); restarting in .*/g)).toEqual([
    '[sup] backend exited (code 3); restarting in 40 ms (attempt 1)',
    '[sup] backend exited (code 3); restarting in 80 ms (attempt 2)',
    '[sup] backend exited (code 3); restarting in 160 ms (attempt 3)',
  ]);
  // the gateway stand-in was started once and never restarted
  expect(log.match(/steady up/g)).toHaveLength(1);
  expect(log).not.toMatch(/gateway exited/);

  child.kill('SIGTERM');
  expect(await done).toBe(0);
  const end = output();
  expect(end).toContain('flaky got SIGTERM');
  expect(end).toContain('steady got SIGTERM');
  expect(end).toMatch(/\[sup\] backend stopped \(code 0\)/);
  expect(end).toMatch(/\[sup\] gateway stopped \(code 0\)/);
  expect(end.trim().endsWith('[sup] all stopped')).toBe(true);
});

test('stopping during a back-off cancels the pending restart', async () => {
  const { child, output } = driver(
    { backend: flaky(99) },
    { minMs: 5000, maxMs: 5000, stableMs: 60_000, killAfterMs: 2000 },
  );
  const done = exited(child);
  await waitUntil(() => output().includes('restarting in 5 s (attempt 1)'));
  child.kill('SIGTERM');
  expect(await done).toBe(0);
  expect(output().match(/flaky up/g)).toHaveLength(1);
});
