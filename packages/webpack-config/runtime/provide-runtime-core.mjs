// Federation runtime plugin of the shell: offers the shell's federation runtime to the remotes, whose production
// `remoteEntry.js` is built without one (packages/webpack-config/index.js):
// - runtime-core, read by `experiments.externalRuntime` from `_FEDERATION_RUNTIME_CORE`. Unlike the stock
//   `provideExternalRuntime` (which imports the CommonJS build and so put a second runtime-core into main.js,
//   27 → 47 kB gzip), this imports the same ESM modules the bundler runtime already holds.
// - the webpack bundler runtime, read by the remotes' `remote-bundler-runtime.mjs` from
//   `_OFFICEFIT_FEDERATION_BUNDLER_RUNTIME`. It is the module the shell's own federation entry imports; its functions
//   take the calling build's `__webpack_require__`. The shell's copy lacks `initContainerEntry` (the shell exposes
//   nothing), so the remotes get it added; each remote keeps its own @module-federation/runtime.
// The aliases `officefit-mf-*` name the ESM files of those packages.
import * as runtimeCore from 'officefit-mf-runtime-core';
import bundlerFederation from 'officefit-mf-bundler-runtime';
import { initContainerEntry } from 'officefit-mf-init-container-entry';

/** The shell's bundler runtime as the remotes need it (their `remote-bundler-runtime.mjs` adds their runtime). */
function bundlerRuntimeForRemotes() {
  const { bundlerRuntime, attachShareScopeMap } = bundlerFederation;
  return Object.freeze({
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap,
  });
}

export default function provideRuntimeCore() {
  return {
    name: 'officefit-provide-runtime-core',
    beforeInit(args) {
      if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      if (!globalThis._OFFICEFIT_FEDERATION_BUNDLER_RUNTIME)
        globalThis._OFFICEFIT_FEDERATION_BUNDLER_RUNTIME = bundlerRuntimeForRemotes();
      return args;
    },
  };
}
