const preset = require('../jest.presets.js').node(__dirname, 'backend');

// PGlite's CommonJS build loads Node built-ins with import(), which jest's CommonJS runtime only allows under
// --experimental-vm-modules. Compiling that one package with swc turns those import() calls into require().
const pgliteTransform = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

// openid-client (SSO, issue 37) and its two dependencies ship only ES modules; compiled the same way for jest.
const esmOnly = '(openid-client|oauth4webapi|jose)/';

module.exports = {
  ...preset,
  transform: {
    '@electric-sql/pglite/dist/.+\\.c?js$': pgliteTransform,
    [`/node_modules/${esmOnly}.+\\.js$`]: pgliteTransform,
    ...preset.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!.*(@electric-sql/pglite/|${esmOnly}))`],
};
