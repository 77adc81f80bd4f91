// Feature walls inside each remote as ESLint config blocks (built-in `no-restricted-imports`, no plugin): a file of
// `<remote>/src/features/<feature>/` uses another feature only through that feature's index.ts (`../<other>`), and
// code several features share lives in the remote's `src/lib/` (issue 35). Like backend-boundaries.js the rule
// matches import strings, so a relative path is judged by how far it climbs: one block per feature and folder depth.
// A file gets one `no-restricted-imports` setting (the last block wins), so each block repeats the remote's own
// patterns (`remotePatterns(remote)`, restricted-imports.js).
const fs = require('node:fs');
const path = require('node:path');
const { restrictImports } = require('./restricted-imports');

const MESSAGE =
  "Use another feature through its index only ('../<feature>'); code several features share lives in src/lib.";
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}'];

// blocks down to this depth even where no file is yet, so a new subfolder is walled from its first file
const MIN_DEPTH = 4;

const ups = (count) => `^(\\.\\./){${count}}`;

/** Deepest folder level below `dir` that holds a file (0 = files directly in it). */
function maxDepth(dir) {
  let deepest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) deepest = Math.max(deepest, 1 + maxDepth(path.join(dir, entry.name)));
  }
  return deepest;
}

/**
 * @param {string} root the folder of eslint.config.js
 * @param {string[]} remotes the remotes' folders
 * @param {(remote: string) => { paths: unknown[], patterns: unknown[] }} remoteRules the remote's own settings
 */
function remoteBoundaries(root, remotes, remoteRules) {
  return remotes.flatMap((remote) => {
    const own = remoteRules(remote);
    const base = {
      files: [`${remote}/src/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', own] },
    };
    const featuresDir = path.join(root, remote, 'src', 'features');
    if (!fs.existsSync(featuresDir)) return [base];
    const features = fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const walls = features.flatMap((feature) =>
      Array.from({ length: Math.max(maxDepth(path.join(featuresDir, feature)), MIN_DEPTH) + 1 }, (_, depth) =>
        restrictImports(
          { files: [`${remote}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`], ignores: TESTS },
          own,
          [
            // up to features/, then into another feature's files
            { regex: `${ups(depth + 1)}(?!${feature}/)[^./][^/]*/`, message: MESSAGE },
            // up to src/, then down into features/<other>/…
            { regex: `${ups(depth + 2)}features/(?!${feature}/)[^/]+/`, message: MESSAGE },
          ],
        ),
      ),
    );
    return [base, ...walls];
  });
}

module.exports = { remoteBoundaries };
