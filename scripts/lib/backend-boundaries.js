// The backend's module walls as ESLint config blocks (built-in `no-restricted-imports`, no plugin): a module under
// backend/src/modules is used by other code only through its index.ts; `kernel/` holds the rules several modules
// share and imports no module. The rule matches import strings, not resolved paths, so a relative path is judged
// by how far it climbs: one block per module and folder depth. See DECISIONS.md "Module walls".
const fs = require('node:fs');
const path = require('node:path');

const MESSAGE =
  "Use another backend module through its index only ('../<module>'); rules several modules share live in modules/kernel.";
const SRC_MESSAGE =
  'Backend modules import only shared/ and db/ from backend/src (and other modules by their index).';
const KERNEL_MESSAGE = 'The kernel is the bottom layer: it imports no backend module.';

/**
 * The modules (folders relative to `modulesDir`): a folder with an index.ts is a module; a folder without one
 * (community) groups modules, and its `shared/` subfolder is code common to that group only.
 * @param {string} modulesDir
 */
function listModules(modulesDir) {
  /** @type {{ dir: string, group: string | null }[]} */
  const modules = [];
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(modulesDir, entry.name);
    if (fs.existsSync(path.join(dir, 'index.ts'))) {
      modules.push({ dir: entry.name, group: null });
      continue;
    }
    for (const sub of fs.readdirSync(dir, { withFileTypes: true })) {
      if (sub.isDirectory()) modules.push({ dir: `${entry.name}/${sub.name}`, group: entry.name });
    }
  }
  return modules;
}

/** Deepest folder level below `dir` that holds a file (0 = files directly in it). */
function maxDepth(dir) {
  let deepest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) deepest = Math.max(deepest, 1 + maxDepth(path.join(dir, entry.name)));
  }
  return deepest;
}

const ups = (count) => `^(\\.\\./){${count}}`;

/** The import strings a file `depth` folders below module `dir` (of `group`, if any) may not use. */
function wallPatterns(dir, group, depth, moduleIndex) {
  const toModules = depth + (group ? 2 : 1);
  const patterns = [
    dir === 'kernel'
      ? { regex: `${ups(toModules)}[^./]`, message: KERNEL_MESSAGE }
      : { regex: `${ups(toModules)}(?!${moduleIndex})[^./]`, message: MESSAGE },
    { regex: `${ups(toModules + 1)}(?!(?:shared|db)/)`, message: SRC_MESSAGE },
  ];
  if (group) patterns.push({ regex: `${ups(depth + 1)}(?!shared/)[^./][^/]*/`, message: MESSAGE });
  return patterns;
}

/**
 * Flat-config blocks for backend/src: per module and depth, the import strings that reach into another module's
 * files, into a sibling of the module's group (except the group's shared/), or out of modules/ to anything but
 * shared/ and db/; for the rest of backend/src (app, server, seed, cli, tests), any path below a module's folder.
 * `packages` names packages only one file of the modules may import (`only`, relative to `rel`): a file gets one
 * `no-restricted-imports` setting, so those restrictions ride in the same blocks.
 * @param {string} root the folder of eslint.config.js (file globs are relative to it)
 * @param {string} rel the modules folder relative to root, e.g. 'backend/src/modules'
 * @param {{ name: string, only: string, message: string }[]} [packages]
 */
function backendBoundaries(root, rel, packages = []) {
  const modulesDir = path.join(root, rel);
  const modules = listModules(modulesDir);
  const groups = [...new Set(modules.map((m) => m.group).filter(Boolean))];
  // `<module>` or `<group>/<module>`: the index of a module, the only way in
  const moduleIndex = groups.length ? `(?:(?:${groups.join('|')})/)?[^/]+$` : '[^/]+$';
  const paths = packages.map(({ name, message }) => ({ name, message }));
  const rule = (patterns, withPaths = paths) => ({
    'no-restricted-imports': ['error', withPaths.length ? { patterns, paths: withPaths } : { patterns }],
  });
  const blocks = modules.flatMap(({ dir, group }) =>
    Array.from({ length: maxDepth(path.join(modulesDir, dir)) + 1 }, (_, depth) => ({
      files: [`${rel}/${dir}/${'*/'.repeat(depth)}*.ts`],
      rules: rule(wallPatterns(dir, group, depth, moduleIndex)),
    })),
  );
  // the one file a package is for: its module's walls and the other packages' restrictions
  for (const { name, only } of packages) {
    const parts = only.split('/');
    const group = modules.find((m) => m.dir === parts.slice(0, 2).join('/'))?.group ?? null;
    const dir = group ? parts.slice(0, 2).join('/') : parts[0];
    const depth = parts.length - dir.split('/').length - 1;
    blocks.push({
      files: [`${rel}/${only}`],
      rules: rule(
        wallPatterns(dir, group, depth, moduleIndex),
        paths.filter((p) => p.name !== name),
      ),
    });
  }
  const src = path.posix.dirname(rel);
  blocks.push({
    files: [`${src}/**/*.ts`],
    ignores: [`${rel}/**`],
    rules: rule([{ regex: `(^|/)modules/(?!${moduleIndex})`, message: MESSAGE }]),
  });
  return blocks;
}

module.exports = { backendBoundaries, listModules };
