// Tests of the repository scripts (scripts/lib); they run the .mjs modules in child processes.
module.exports = {
  ...require('../jest.presets.js').node(__dirname, 'scripts'),
  testMatch: ['<rootDir>/lib/**/*.test.ts'],
};
