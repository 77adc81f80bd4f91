// The Module Federation share scope: exactly one copy of each of these in the browser (one store, one router,
// one i18n instance, one theme). Versions come from the installed package.json files; workspace packages get
// their own version and `requiredVersion: false` because pnpm's `workspace:*` is not a valid range.
const path = require('node:path');
const fs = require('node:fs');
const { SUBSETS } = require('./subsets');

const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'styled-components',
];
// Subpaths that would otherwise be bundled a second time next to the shared root.
const SUBPATHS = {
  react: ['react/', 'react/jsx-runtime'],
  'react-dom': ['react-dom/', 'react-dom/client'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
};
// react-router-dom, react-i18next, @reduxjs/toolkit, @reduxjs/toolkit/query and react-hook-form are shared as a
// subset of their exports (subsets.js): `import` is `<name>-subset`, an alias for our re-export file. react-router itself is not
// shared: no app imports it, and inside the subset it is tree-shaken. A module request (not the file's path) keeps
// the subset out of child compilations (HtmlWebpackPlugin's).

// The form stack: shared, like the workspace packages, only by the apps that depend on it, and loaded with the
// first route that has a form (they are imported by form modules only). zod is deliberately NOT shared: a shared
// module is built whole (the federation cannot know which exports a remote uses), which made zod classic with all
// its locales an 87 kB gzip chunk; bundled into each remote it is tree-shaken to what that remote's forms use.
// Nothing of zod's is shared between remotes at run time (each form passes its error map; the resolver
// recognises schemas by shape, not instanceof). DECISIONS "zod is bundled, not shared".
const FORM_LIBS = {
  'react-hook-form': ['react-hook-form'],
  '@hookform/resolvers': ['@hookform/resolvers/zod'],
};
const WORKSPACE = [
  '@officefit/api',
  '@officefit/i18n',
  '@officefit/ui',
  '@officefit/shell-contract',
  '@officefit/cms-blocks',
];

function installedVersion(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
}

/** True when the app's package.json lists `name` as a dependency. */
function dependsOn(appDir, name) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return Boolean(pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]);
}

/** The `shared` config for an app in `appDir`. */
function sharedConfig(appDir) {
  const shared = {};
  for (const name of THIRD_PARTY) {
    const version = installedVersion(name, appDir);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = SUBSETS.includes(name) ? { ...entry, import: `${name}-subset` } : entry;
    for (const sub of SUBPATHS[name] ?? [])
      shared[sub] = SUBSETS.includes(sub) ? { ...entry, import: `${sub}-subset` } : { ...entry };
  }
  for (const [name, requests] of Object.entries(FORM_LIBS)) {
    if (!dependsOn(appDir, name)) continue;
    const version = installedVersion(name, appDir);
    for (const request of requests) {
      const entry = { singleton: true, requiredVersion: `^${version}`, version };
      shared[request] = SUBSETS.includes(request) ? { ...entry, import: `${request}-subset` } : entry;
    }
  }
  for (const name of WORKSPACE) {
    // An app shares only the workspace packages it depends on (e.g. only the marketing and admin remotes use
    // @officefit/cms-blocks); the others never load that module, so they need not offer it.
    if (!dependsOn(appDir, name)) continue;
    shared[name] = { singleton: true, version: installedVersion(name, appDir), requiredVersion: false };
  }
  return shared;
}

module.exports = {
  sharedConfig,
  SHARED_SINGLETONS: [...THIRD_PARTY, ...Object.values(FORM_LIBS).flat(), ...WORKSPACE],
};
