// Lighthouse report (issue 15): `pnpm lighthouse [base URL]` runs Lighthouse 11 (the last version with the PWA
// category) in Debian's Chromium, mobile preset, for `/` and for a signed-in `/home`, and prints performance,
// accessibility, the PWA/installability audits, LCP, TBT and CLS. Report only: no thresholds (budgets are set
// elsewhere). Without a URL it starts the built app like the e2e config does (backend with a fresh database +
// gateway, LIGHTHOUSE_PORT / LIGHTHOUSE_BACKEND_PORT, default 8291 / 4291) and stops it afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const DEMO = { username: 'demo@example.com', password: 'Officefit!2026' };
const CATEGORIES = ['performance', 'accessibility', 'pwa'];

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
async function startApp() {
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

async function accessToken(base) {
  const res = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Puts the session cookie into the launched browser (the app reads `access_token` from document.cookie). */
async function setSessionCookie(chromePort, base, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    await browser.contexts()[0].addCookies([{ name: 'access_token', value: token, url: base }]);
  } finally {
    await browser.close();
  }
}

const score = (category) => (category?.score == null ? 'n/a' : String(Math.round(category.score * 100)));
const ms = (audit) => (audit?.numericValue == null ? 'n/a' : `${Math.round(audit.numericValue)} ms`);

function print(label, lhr) {
  const { categories, audits } = lhr;
  const lines = [
    `\n${label}  (${lhr.finalDisplayedUrl}, Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor})`,
    `  performance    ${score(categories.performance)}`,
    `  accessibility  ${score(categories.accessibility)}`,
    `  PWA            ${score(categories.pwa)}`,
    `  LCP            ${ms(audits['largest-contentful-paint'])}`,
    `  TBT            ${ms(audits['total-blocking-time'])}`,
    `  CLS            ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? 'n/a'}`,
    '  PWA / installability audits:',
  ];
  for (const ref of categories.pwa?.auditRefs ?? []) {
    const audit = audits[ref.id];
    if (!audit) continue;
    const result =
      audit.scoreDisplayMode === 'manual'
        ? 'manual'
        : audit.score === null
          ? audit.scoreDisplayMode
          : audit.score >= 0.9
            ? 'pass'
            : 'FAIL';
    const why = result === 'FAIL' && audit.explanation ? ` (${audit.explanation})` : '';
    lines.push(`    ${result.padEnd(6)} ${ref.id}: ${audit.title}${why}`);
  }
  const failures = audits['installable-manifest']?.details?.items ?? [];
  for (const item of failures) lines.push(`      installability error: ${item.reason}`);
  console.log(lines.join('\n'));
}

async function main() {
  const given = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
  const app = given ? { base: given.replace(/\/+$/, ''), stop: async () => undefined } : await startApp();
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    console.log(`Lighthouse, mobile preset (the default), Chromium ${CHROME_PATH}, ${app.base}`);

    print('/ (signed out)', (await lighthouse(`${app.base}/`, flags)).lhr);

    await setSessionCookie(chrome.port, app.base, await accessToken(app.base));
    print('/home (demo@example.com)', (await lighthouse(`${app.base}/home`, flags)).lhr);
  } finally {
    await chrome?.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
