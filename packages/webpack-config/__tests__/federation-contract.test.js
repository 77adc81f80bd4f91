// The contract that lets a remote deploy without the shell (docs/contracts.md), checked on the Module Federation
// config each app's production build declares: shared libraries are shared whole, their ranges accept every
// version pnpm-lock.yaml installs, and the remotes' federation runtime fits the shell's. `satisfy` is the range check
// of the federation runtime itself, the one that decides at run time which shared copy a remote gets.
/* global describe, test, expect */ // jest globals (a .js test file: no TypeScript to declare them)
const path = require('node:path');
const fs = require('node:fs');
const { parse } = require('yaml');
const { NOT_SHARED } = require('../shared');

const root = path.join(__dirname, '..', '..', '..');
const REMOTES = ['mf-training', 'mf-community', 'mf-shop', 'mf-marketing', 'mf-admin'];
const APPS = ['shell', ...REMOTES];

/** The Module Federation options and resolve.alias of an app's production build, from its webpack.config.js. */
function declared(app) {
  const built = require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'production' });
  // a remote that renders on the server builds two configurations: the browser's (with the federation) and Node's
  const configs = Array.isArray(built) ? built : [built];
  const isFederation = (p) => p.constructor.name === 'ModuleFederationPlugin';
  const config = configs.find((c) => (c.plugins ?? []).some(isFederation));
  const federation = config.plugins.find(isFederation);
  return { shared: federation._options.shared, alias: config.resolve.alias ?? {} };
}

/** A package's folder as Node finds it from `fromDir` through a chain of packages (pnpm: each sees only its declared
 * dependencies), walking up the node_modules folders (jest's resolver would stop at packages' `exports`). */
function packageDir(fromDir, chain) {
  let dir = fromDir;
  for (const name of chain) {
    let up = dir;
    while (!fs.existsSync(path.join(up, 'node_modules', name))) {
      if (path.dirname(up) === up) throw new Error(`${name} not found from ${dir}`);
      up = path.dirname(up);
    }
    dir = fs.realpathSync(path.join(up, 'node_modules', name));
  }
  return dir;
}
const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

const RUNTIME_CHAIN = [
  '@module-federation/enhanced',
  '@module-federation/runtime-tools',
  '@module-federation/runtime',
];
const CORE_CHAIN = [...RUNTIME_CHAIN, '@module-federation/runtime-core'];
const coreDir = packageDir(path.join(root, 'shell'), CORE_CHAIN);
const { satisfy } = require(path.join(coreDir, require(path.join(coreDir, 'package.json')).main));

/** Every version of each package in pnpm-lock.yaml (`packages:` keys are `name@version`). */
function lockedVersions() {
  const lock = parse(fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8'));
  const versions = new Map();
  for (const key of Object.keys(lock.packages ?? {})) {
    const at = key.lastIndexOf('@');
    const name = key.slice(0, at);
    versions.set(name, [...(versions.get(name) ?? []), key.slice(at + 1)]);
  }
  return versions;
}

/** The package a share key belongs to (`react/jsx-runtime` → `react`, `@reduxjs/toolkit/query` → `@reduxjs/toolkit`). */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const configs = Object.fromEntries(APPS.map((app) => [app, declared(app)]));
const locked = lockedVersions();

describe.each(APPS)('%s', (app) => {
  const { shared, alias } = configs[app];
  const entries = Object.entries(shared);

  test('shares every library whole: no `import` of its own, no alias to a file of ours', () => {
    expect(entries.length).toBeGreaterThan(8);
    for (const [key, entry] of entries) {
      expect([key, entry.import]).toEqual([key, undefined]);
      for (const name of Object.keys(alias)) expect([key, name.replace(/\$$/, '')]).not.toEqual([key, key]);
    }
    const repoFiles = Object.values(alias).filter((file) => !String(file).includes('node_modules'));
    expect(repoFiles).toEqual([]);
    expect(Object.keys(alias).filter((name) => /-(subset|impl)\$?$/.test(name))).toEqual([]);
  });

  test("third-party singletons accept every version pnpm-lock.yaml installs, and each other app's version", () => {
    for (const [key, entry] of entries) {
      expect([key, entry.singleton]).toEqual([key, true]);
      if (entry.requiredVersion === false) continue; // workspace packages (`workspace:*`), one copy in the repo
      const versions = locked.get(packageOf(key)) ?? [];
      expect([key, versions.length]).not.toEqual([key, 0]);
      for (const version of versions)
        expect([key, version, satisfy(version, entry.requiredVersion)]).toEqual([key, version, true]);
      for (const other of APPS) {
        const theirs = configs[other].shared[key];
        if (theirs?.version)
          expect([key, other, satisfy(theirs.version, entry.requiredVersion)]).toEqual([key, other, true]);
      }
    }
  });

  test('the form stack and zod are bundled, not shared (no instance needs to be one)', () => {
    expect(Object.keys(shared).filter((key) => NOT_SHARED.includes(packageOf(key)))).toEqual([]);
  });
});

describe('federation runtime', () => {
  const versionFrom = (app, chain) => versionOf(packageDir(path.join(root, app), chain));
  const shell = {
    declared: require(path.join(root, 'shell/package.json')).dependencies['@module-federation/enhanced'],
    core: versionFrom('shell', CORE_CHAIN),
  };

  test.each(REMOTES)(
    '%s declares and installs a runtime the shell provides (same major, not newer than the shell)',
    (remote) => {
      const declaredRange = require(path.join(root, remote, 'package.json')).dependencies[
        '@module-federation/enhanced'
      ];
      const runtime = versionFrom(remote, RUNTIME_CHAIN);
      const core = versionFrom(remote, CORE_CHAIN);
      // production remotes run on the shell's runtime-core and bundler runtime (index.js, runtime/*.mjs)
      expect(satisfy(shell.core, `^${core}`)).toBe(true);
      expect(satisfy(shell.core, `^${runtime}`)).toBe(true);
      expect(satisfy(shell.declared.replace(/^[\^~]/, ''), `^${declaredRange.replace(/^[\^~]/, '')}`)).toBe(
        true,
      );
    },
  );

  test('the range check is strict enough to catch a remote on a newer runtime', () => {
    expect(satisfy('2.9.2', '^2.10.0')).toBe(false);
    expect(satisfy('3.0.0', '^2.9.2')).toBe(false);
  });
});
