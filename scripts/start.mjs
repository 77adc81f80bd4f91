// Starts the built app: the backend, which seeds the database (idempotent) before it listens, and beside it the
// gateway, which listens once the backend answers; prints the URL and the demo logins. A child that crashes is
// restarted with back-off while the other keeps running (scripts/lib/supervisor.mjs); Ctrl+C or SIGTERM stops both.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './lib/supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '8080';
const backendPort = process.env.BACKEND_PORT ?? '4000';
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  BACKEND_PORT: backendPort,
  BACKEND_URL: process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`,
  PORT: port,
};

const supervisor = createSupervisor();
const run = (name, script, ...args) =>
  supervisor.start(name, process.execPath, [path.join(root, script), ...args], { env });

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await supervisor.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  // The backend seeds (idempotent) before it listens: one opening of the database, not one for a seed process and
  // another for the backend. The gateway starts at the same time and listens once the backend answers
  // (WAIT_FOR_BACKEND), so its own start-up overlaps the backend's and /livez still means "the app answers".
  run('backend', 'backend/dist/server.js', '--seed');
  supervisor.start('gateway', process.execPath, [path.join(root, 'gateway/dist/server.js')], {
    env: { ...env, WAIT_FOR_BACKEND: '1' },
  });
  await waitFor(`http://127.0.0.1:${port}/livez`, 180_000);
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}

const { DEMO_USERS, DEMO_PASSWORD } = require(path.join(root, 'backend/dist/seed/demo-users.js'));
console.log(`\nofficefit is running on http://localhost:${port}\n`);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(22)} ${user.description}`);
console.log('\nStop with Ctrl+C.');
