// zod, bundled into each remote's forms, once tries `Function("")` to learn whether it may compile parsers; the
// CSP forbids eval, so that try only files a CSP violation. Every zod copy (≥ 4.1) reads this one global config,
// and `jitless` skips the try (the interpreted path is what runs under the CSP anyway).
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
