import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import CHROMIUM_FLAGS from './support/chromium-flags.json';

// The whole app as a user gets it: seeded backend on a fresh embedded database + gateway + built remotes.
// A second gateway on the same backend has the community remote's entry pointed at a dead URL, to prove
// that one area failing leaves the rest working. A third gateway serves a copy of the shell's build, which
// app-update.spec.ts changes while a tab is open (a new deployment). A fourth serves the remotes from deployed
// versions, which remote-deploy.spec.ts deploys and rolls back. The others see no deployments (REMOTES_DEPLOY_DIR
// empty), whatever a developer has deployed in the checkout.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BROKEN_PORT = PORT + 1;
const UPDATE_PORT = PORT + 2;
const DEPLOY_PORT = PORT + 3;
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4181);
const OIDC_PORT = PORT + 10;
const root = path.resolve(__dirname, '..');

/** The e2e backend's data folder; mails are delivered into its `mail/` as .eml files (password-lost.spec.ts). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `officefit-e2e-data-${PORT}`);
const dataDir = E2E_DATA_DIR;
export const BROKEN_BASE_URL = `http://127.0.0.1:${BROKEN_PORT}`;
export const UPDATE_BASE_URL = `http://127.0.0.1:${UPDATE_PORT}`;
/** The shell build the third gateway serves (a copy of shell/dist; the test workers compute the same path). */
export const UPDATE_SHELL_DIR = path.join(os.tmpdir(), `officefit-e2e-shell-copy-${PORT}`);
export const DEPLOY_BASE_URL = `http://127.0.0.1:${DEPLOY_PORT}`;
/** Deployed remote versions of the fourth gateway (scripts/deploy-remote.sh, remote-deploy.spec.ts). */
export const DEPLOY_DIR = path.join(os.tmpdir(), `officefit-e2e-deployments-${PORT}`);
/** A company's identity provider for single sign-on (sso.spec.ts): a real oidc-provider with these accounts. */
export const OIDC = {
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'officefit-e2e',
  clientSecret: 'e2e-client-secret-not-for-production',
  password: 'Provider!2026',
  users: [
    { sub: 'e2e-nina', email: 'nina.nord@sso-e2e.test', given_name: 'Nina', family_name: 'Nord' },
    { sub: 'e2e-olaf', email: 'olaf.ost@sso-e2e.test', given_name: 'Olaf', family_name: 'Ost' },
  ],
};

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
      // the same switches as the Lighthouse run (scripts/lighthouse.mjs)
      args: CHROMIUM_FLAGS,
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
        REMOTES_DEPLOY_DIR: '',
        EXERCISE_MIN_ELAPSED_FRACTION: '0',
        // the outbox is delivered as .eml files every 2 s, so a test can follow a mailed link
        OUTBOX_INTERVAL: '2',
        // the tests check what the server renders for a signed-in /home: a loaded box must not turn it into the
        // plain shell (the default waits 400 ms)
        FIRST_SCREEN_TIMEOUT_MS: '5000',
        // the public origin (the SSO callback the provider sends the browser back to, links in mails)
        SITE_URL: `http://127.0.0.1:${PORT}`,
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
        REMOTES_DEPLOY_DIR: '',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${UPDATE_SHELL_DIR} && cp -r ${root}/shell/dist ${UPDATE_SHELL_DIR} && node ${root}/gateway/dist/server.js`,
      url: `${UPDATE_BASE_URL}/livez`,
      env: {
        PORT: String(UPDATE_PORT),
        BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}`,
        SHELL_DIR: UPDATE_SHELL_DIR,
        REMOTES_DEPLOY_DIR: '',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${DEPLOY_DIR} && node ${root}/gateway/dist/server.js`,
      url: `${DEPLOY_BASE_URL}/livez`,
      env: {
        PORT: String(DEPLOY_PORT),
        BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}`,
        REMOTES_DEPLOY_DIR: DEPLOY_DIR,
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${root}/backend/src/test/oidc/provider.mjs`,
      url: `${OIDC.issuer}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: OIDC.clientId,
        OIDC_CLIENT_SECRET: OIDC.clientSecret,
        OIDC_REDIRECT_URIS: `http://127.0.0.1:${PORT}/wp-json/officefit/v1/sso/callback`,
        OIDC_USERS: JSON.stringify(OIDC.users.map((user) => ({ ...user, password: OIDC.password }))),
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
