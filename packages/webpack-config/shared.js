// The Module Federation share scope: exactly one copy of each of these in the browser (one store, one router,
// one i18n instance, one theme). Versions come from the installed package.json files; workspace packages get
// their own version and `requiredVersion: false` because pnpm's `workspace:*` is not a valid range.
const path = require('node:path');
const fs = require('node:fs');

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
// Every shared library is shared WHOLE (docs/contracts.md, DECISIONS "Shared libraries are shared whole"): a remote
// built alone may use any export of its version, and the module it gets at run time (perhaps the shell's) has it.
// react-router itself is not shared: no app imports it, and it comes inside react-router-dom's shared module.

// Not shared at all: the form stack (react-hook-form, @hookform/resolvers) and zod. A form's state lives in the
// `useForm` object of one remote's screen; no context crosses a remote or the shell, so nothing needs one instance.
// Bundled into each remote it is tree-shaken to what that remote uses and versioned by that remote alone (a shared
// module is built whole: zod classic with its locales was an 87 kB gzip chunk). DECISIONS "zod is bundled, not
// shared".
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
    shared[name] = entry;
    for (const sub of SUBPATHS[name] ?? []) shared[sub] = { ...entry };
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
  installedVersion,
  SHARED_SINGLETONS: [...THIRD_PARTY, ...WORKSPACE],
  NOT_SHARED: ['react-hook-form', '@hookform/resolvers', 'zod'],
};
