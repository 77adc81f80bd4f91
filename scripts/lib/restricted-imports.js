// One ESLint config block of built-in `no-restricted-imports` that keeps a folder's own settings and adds patterns.
// A file gets one `no-restricted-imports` setting (the last block wins), so a wall on top of a folder's own rules
// (remote-boundaries.js, shell-layers.js) must repeat them.

/**
 * @param {{ files: string[], ignores?: string[] }} where the files the block applies to
 * @param {{ patterns: unknown[] }} own the folder's own import settings
 * @param {unknown[]} patterns the wall's patterns, added to `own.patterns`
 */
function restrictImports(where, own, patterns) {
  return {
    ...where,
    rules: { 'no-restricted-imports': ['error', { ...own, patterns: [...own.patterns, ...patterns] }] },
  };
}

module.exports = { restrictImports };
