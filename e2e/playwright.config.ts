import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The whole app as a user gets it: seeded backend on a fresh embedded database + gateway + built remotes.
// A second gateway on the same backend has the community remote's entry pointed at a dead URL, to prove
// that one area failing leaves the rest working.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BROKEN_PORT = PORT + 1;
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4181);
const dataDir = path.join(os.tmpdir(), `officefit-e2e-${process.pid}`);
const root = path.resolve(__dirname, '..');

export const BROKEN_BASE_URL = `http://127.0.0.1:${BROKEN_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // one retry absorbs a slow machine; a real failure still fails twice
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node ${root}/scripts/start.mjs`,
      url: `http://127.0.0.1:${PORT}/livez`,
      // EXERCISE_MIN_ELAPSED_FRACTION=0: a finish still needs its start, but only the 5-second floor of waiting
      // (the full rule, half the exercise's duration, is tested in backend activity-farming.test.ts)
      env: {
        PORT: String(PORT),
        BACKEND_PORT: String(BACKEND_PORT),
        DATA_DIR: dataDir,
        EXERCISE_MIN_ELAPSED_FRACTION: '0',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node ${root}/gateway/dist/server.js`,
      url: `${BROKEN_BASE_URL}/livez`,
      env: {
        PORT: String(BROKEN_PORT),
        BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}`,
        REMOTE_ENTRY_MF_COMMUNITY: 'http://127.0.0.1:9/broken/mf-manifest.json',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
