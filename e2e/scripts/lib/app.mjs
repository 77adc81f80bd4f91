// The built app for the report scripts (lighthouse.mjs, boot-profile.mjs): started like the e2e config does
// (backend with a fresh database + gateway, LIGHTHOUSE_PORT / LIGHTHOUSE_BACKEND_PORT, default 8291 / 4291), and
// the demo user's access token.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEMO = { username: 'demo@example.com', password: 'Officefit!2026' };

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** Starts backend + gateway (scripts/start.mjs) on a fresh database; returns the base URL and a stop function. */
export async function startApp() {
  const port = process.env.LIGHTHOUSE_PORT ?? '8291';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: port,
      BACKEND_PORT: process.env.LIGHTHOUSE_BACKEND_PORT ?? '4291',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/livez`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export async function accessToken(base) {
  const res = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
