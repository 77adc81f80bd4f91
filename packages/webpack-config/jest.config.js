// The federation contract between the shell and the remotes (docs/contracts.md), checked on the declared config.
module.exports = {
  ...require('../../jest.presets.js').node(__dirname, 'webpack-config'),
  testMatch: ['<rootDir>/__tests__/**/*.test.js'],
};
