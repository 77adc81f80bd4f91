const base = require('../jest.presets.js').web(__dirname, 'mf-marketing');

// The server render's tests run in jsdom, which has a DOMParser of its own; linkedom (the server's) is ESM-only inside.
module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^linkedom$': '<rootDir>/src/server/__tests__/no-linkedom.js',
  },
};
