// Boot profile (issue 39): `pnpm profile:boot [base URL] [--path /home] [--runs 3]` loads a page in Debian's
// Chromium, signed in as the demo user, records a trace and prints the main thread's work per task in *thread CPU
// time*, which a busy machine moves far less than wall time (about 1.5× at load 17, where wall time grows 4–5×), so
// runs on a loaded machine stay comparable. It prints the tasks after the first contentful paint that would be long
// on a 4×-slowed phone (CPU × 4 > 50 ms) with what is inside them, and the blocking time they add up to: a figure to
// compare changes by, not Lighthouse's TBT (Lighthouse simulates the page load with its own model and comes out
// several times higher). Without a URL it starts the built app like `pnpm lighthouse` does.
import { chromium } from '@playwright/test';
import { accessToken, startApp } from './lib/app.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset slows the CPU down four times. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES =
  'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing';
/** What a task's time is spent on, by trace event (the rest is the task's own bookkeeping). */
const INNER = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'TimerFire',
  'EventDispatch',
]);

function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
}

async function trace(base, pathname, token) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addCookies([{ name: 'access_token', value: token, url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    // the app's work after the network settles (renders, effects, the service worker's first install)
    await page.waitForTimeout(5000);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the renderer main thread that navigated to an http(s) document. */
function mainThread(events) {
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      /^http/.test(e.args?.data?.documentLoaderURL ?? '') &&
      e.args?.data?.isLoadingMainFrame,
  );
  if (!start) throw new Error('no navigation in the trace');
  return { pid: start.pid, tid: start.tid, from: start.ts };
}

function label(event) {
  const data = event.args?.data ?? {};
  const what = (data.url ?? data.functionName ?? data.type ?? '').replace(/^https?:\/\/[^/]+/, '');
  return what ? `${event.name} ${what}` : event.name;
}

function analyse(events) {
  const { pid, tid, from } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from);
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const cpuMs = (e) => (e.tdur ?? e.dur) / 1000;
  // like TBT, from the first contentful paint on (before it, the page is not shown yet)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? from;
  const long = tasks.filter((t) => t.ts >= fcp && cpuMs(t) * SLOWDOWN > LONG_TASK_MS);
  const rows = long.map((task) => {
    const inside = new Map();
    for (const e of own) {
      if (e === task || e.ts < task.ts || e.ts > task.ts + task.dur || !INNER.has(e.name)) continue;
      inside.set(label(e), (inside.get(label(e)) ?? 0) + cpuMs(e));
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 3);
    return { at: (task.ts - from) / 1000, cpu: cpuMs(task), top };
  });
  return {
    fcp: (fcp - from) / 1000,
    cpu: tasks.reduce((sum, t) => sum + cpuMs(t), 0),
    blocking: long.reduce((sum, t) => sum + cpuMs(t) * SLOWDOWN - LONG_TASK_MS, 0),
    rows,
  };
}

async function main() {
  const given = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
  const pathname = option('path', '/home');
  const runs = Number(option('runs', '3'));
  const app = given ? { base: given.replace(/\/+$/, ''), stop: async () => undefined } : await startApp();
  try {
    const token = await accessToken(app.base);
    // a first load warms the server (its render bundle, the database) and is not counted
    await trace(app.base, pathname, token);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = analyse(await trace(app.base, pathname, token));
      results.push(result);
      console.log(
        `\n${pathname} run ${run}: main-thread CPU ${Math.round(result.cpu)} ms, first contentful paint at ${Math.round(result.fcp)} ms, then ${result.rows.length} tasks over ${LONG_TASK_MS / SLOWDOWN} ms CPU, estimated blocking time at ${SLOWDOWN}× ${Math.round(result.blocking)} ms`,
      );
      for (const row of result.rows) {
        const inside = row.top.map(([what, ms]) => `${what} ${Math.round(ms)}`).join(', ');
        console.log(
          `  ${String(Math.round(row.at)).padStart(6)} ms  ${String(Math.round(row.cpu)).padStart(4)} ms CPU  ${inside}`,
        );
      }
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `\n${pathname}: median of ${runs} runs — main-thread CPU ${Math.round(median(results.map((r) => r.cpu)))} ms, estimated blocking time at ${SLOWDOWN}× ${Math.round(median(results.map((r) => r.blocking)))} ms`,
    );
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
