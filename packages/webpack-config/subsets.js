// Shared libraries offered as a subset of their exports. A shared module is built whole (the federation cannot
// know which exports a remote will use), so react-router 7 with its framework/SSR code was a 60 kB gzip chunk on
// every route. Shared through a file of ours that re-exports only what the apps use, the library is tree-shaken
// inside that chunk; the share key and version stay the package's, so there is still one instance in the
// browser. `SubsetCheckPlugin` fails a build that imports a name the subset lacks (it would be `undefined` at run
// time, and neither TypeScript nor jest would notice): add the name to the file in shims/.
//   `<package>-subset` → shims/<package>.mjs (what is shared), `<package>-impl` → the package's own ESM build.
const path = require('node:path');
const fs = require('node:fs');

const SUBSETS = [
  'react-router-dom',
  'react-i18next',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  'react-hook-form',
];

const shimOf = (name) => path.join(__dirname, 'shims', `${name}.mjs`);

/** The names a shim re-exports. */
function exportsOf(name) {
  const names = new Set();
  const source = fs.readFileSync(shimOf(name), 'utf8').replace(/\/\/.*$/gm, '');
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const item of list.split(',')) if (item.trim()) names.add(item.trim());
  return names;
}

/** Absolute path of a package's (or subpath's) ESM entry as webpack picks it, found from `fromDir` (pnpm: declared
 * dependencies only), and the package's folder. */
function esmEntry(request, fromDir) {
  let dir = path.dirname(require.resolve(request, { paths: [fromDir] }));
  let pkg;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name && request.startsWith(pkg.name)) break;
    }
    dir = path.dirname(dir);
  }
  const conditions = pkg.exports?.[`.${request.slice(pkg.name.length)}`] ?? {};
  // the first ESM condition in the order webpack meets them
  const key = Object.keys(conditions).find((c) => ['module-sync', 'module', 'import'].includes(c));
  const entry = key ? conditions[key] : pkg.module;
  return { dir, file: path.join(dir, typeof entry === 'string' ? entry : entry.default) };
}

/** resolve.alias entries for the app in `appDir` (a package the app does not use is left out). */
function subsetAliases(appDir) {
  const alias = {};
  for (const name of SUBSETS) {
    try {
      require.resolve(name, { paths: [appDir] });
    } catch {
      continue;
    }
    alias[`${name}-subset$`] = shimOf(name);
    alias[`${name}-impl$`] = esmEntry(name, appDir).file;
  }
  return alias;
}

class SubsetCheckPlugin {
  apply(compiler) {
    const allowed = new Map(SUBSETS.map((name) => [name, exportsOf(name)]));
    compiler.hooks.thisCompilation.tap('SubsetCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SubsetCheckPlugin', (modules) => {
        const missing = new Map();
        for (const module of modules) {
          for (const dep of module.dependencies ?? []) {
            const names = allowed.get(dep.request);
            if (!names || !Array.isArray(dep.ids) || !dep.ids.length || names.has(dep.ids[0])) continue;
            missing.set(`${dep.request}: "${dep.ids[0]}"`, module.resource ?? module.identifier());
          }
        }
        for (const [what, where] of missing) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${what} (imported in ${where}) is not in the shared subset; add it to packages/webpack-config/shims/`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { SUBSETS, esmEntry, subsetAliases, SubsetCheckPlugin };
