// The shell's folders as layers, top to bottom (issue 35: its folders imported each other both ways). A file may
// import its own folder and any folder below it, never one above: the composition root (`app/`) sits on top, the
// contexts the UI reads (`context/`) and the session and worker code near the bottom. Built-in
// `no-restricted-imports`, one block per folder; like remote-boundaries.js each block repeats the shell's own
// patterns, because a file gets one `no-restricted-imports` setting (the last block wins). The folders are flat,
// so another layer is always `../<layer>`.
const { restrictImports } = require('./restricted-imports');

const SHELL_LAYERS = [
  'app',
  'server',
  'layouts',
  'guards',
  'pages',
  'components',
  'auth',
  'remotes',
  'context',
  'session',
  'sw',
  'i18n',
];

/** @param {{ patterns: unknown[] }} own the shell's own import settings */
function shellLayers(own) {
  return SHELL_LAYERS.slice(1).map((layer, index) => {
    const above = SHELL_LAYERS.slice(0, index + 1);
    return restrictImports({ files: [`shell/src/${layer}/*.{ts,tsx}`] }, own, [
      {
        regex: `^\\.\\./(${above.join('|')})(/|$)`,
        message: `shell/src/${layer} sits below ${above.join(', ')}: move what both need down a layer (scripts/lib/shell-layers.js).`,
      },
    ]);
  });
}

module.exports = { SHELL_LAYERS, shellLayers };
