#!/usr/bin/env node
// Builds the "next" version of each remote for the compatibility suite (issue 33, e2e/tests/compat.spec.ts): the
// remote's own webpack build with OFFICEFIT_BUILD_VARIANT=next, into mf-<area>/dist-next (dist stays untouched).
// `pnpm test:e2e` runs it before Playwright, once per run; two builds at a time (CI has two cores).
//
//   node scripts/build-next-variants.mjs [area ...]     default: every area of COMPAT_AREAS
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes the compatibility suite deploys in their next version (e2e/tests/compat.spec.ts). */
export const COMPAT_AREAS = ['shop', 'community', 'training', 'marketing', 'admin'];
const PARALLEL = 2;

/** One remote's next build; resolves with its duration in seconds, rejects when webpack fails. */
function buildNext(area) {
  const dir = path.join(root, `mf-${area}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, OFFICEFIT_BUILD_VARIANT: 'next' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`the next build of mf-${area} failed (exit ${code})`));
    });
  });
}

async function main(areas) {
  const queue = [...areas];
  const worker = async () => {
    for (let area = queue.shift(); area; area = queue.shift()) {
      const seconds = await buildNext(area);
      console.log(`next variant: mf-${area}/dist-next built in ${seconds.toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const areas = process.argv.slice(2);
  main(areas.length ? areas : COMPAT_AREAS).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
