// zod, bundled into each remote's forms, once tries `Function("")` to learn whether it may compile parsers; the
// CSP forbids eval, so that try only files a CSP violation. Every zod copy (≥ 4.1) reads this one global config,
// and `jitless` skips the try (the interpreted path is what runs under the CSP anyway).
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

import { nextTask } from './session/next-task';

/**
 * Async boundary: shared singletons are negotiated before any app code runs. The big shared libraries are requested
 * one per task (negotiating each is a few ms of the federation runtime's work) and each is evaluated as its chunk
 * arrives, in a task of its own; the shell's modules follow in another. Requested and evaluated all at once with
 * the shell's modules they were one task of 150–350 ms on a throttled phone (TBT, #16). The route tree and the
 * bootstrap share one chunk (one download, smaller than two), evaluated in two steps.
 */
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@reduxjs/toolkit'),
  () => import('react-router-dom'),
  () => import('i18next'),
  () => import('@officefit/api'),
  () => import('@officefit/ui'),
  // the shell's route tree (layouts, header, footer, guards): most of the shell's own modules
  () => import(/* webpackChunkName: "shell-app" */ './app/build-routes'),
];

async function boot(): Promise<void> {
  // after the federation runtime's own start-up, which is this script's evaluation
  await nextTask();
  const loading: Promise<unknown>[] = [];
  for (const load of LIBRARIES) {
    // a library that fails to load fails the shell's import below, which reports it
    loading.push(load().catch(() => undefined));
    await nextTask();
  }
  await Promise.all(loading);
  await nextTask();
  await import(/* webpackChunkName: "shell-app" */ './bootstrap');
}

void boot();
