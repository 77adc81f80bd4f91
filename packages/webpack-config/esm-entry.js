// Finds the ESM file webpack would pick for a package (or one of its subpaths): the federation runtime files the
// shell provides to the remotes are aliased to exactly those files (index.js), so the shell holds them once.
const path = require('node:path');
const fs = require('node:fs');

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

module.exports = { esmEntry };
