// What a production remote's federation entry imports in place of @module-federation/webpack-bundler-runtime's
// `bundler.js` (packages/webpack-config: RemoteBundlerRuntimePlugin): the shell's bundler runtime
// (`_OFFICEFIT_FEDERATION_BUNDLER_RUNTIME`, set by provide-runtime-core.mjs before any remote loads), whose functions
// take the calling build's `__webpack_require__`, with this build's own @module-federation/runtime. The runtime must
// stay per build: it finds its federation instance by the build's identifier, so the shell's would hand a remote the
// shell's instance. A production remote therefore needs the shell (as for runtime-core).
import * as runtime from 'officefit-mf-runtime';

const shellBundlerRuntime = globalThis._OFFICEFIT_FEDERATION_BUNDLER_RUNTIME;
if (!shellBundlerRuntime) {
  throw new Error('This remote runs inside the officefit shell, which provides its federation runtime');
}

export default {
  ...shellBundlerRuntime,
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};
