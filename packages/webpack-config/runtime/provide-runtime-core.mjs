// Federation runtime plugin of the shell: offers the shell's runtime-core to the remotes, whose production
// `remoteEntry.js` is built without one (`experiments.externalRuntime` reads `_FEDERATION_RUNTIME_CORE`).
// Unlike the stock `provideExternalRuntime` (which imports the CommonJS build and so put a second runtime-core
// into main.js, 27 → 47 kB gzip), this imports the same ESM modules the bundler runtime already holds.
// `officefit-mf-runtime-core` is an alias for @module-federation/runtime-core's ESM entry (index.js).
import * as runtimeCore from 'officefit-mf-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'officefit-provide-runtime-core',
    beforeInit(args) {
      if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
