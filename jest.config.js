// One jest run over every workspace project (unit + backend API tests); each project has its own jest.config.js.
const fs = require('node:fs');
const path = require('node:path');

const dirs = ['packages', '.'].flatMap((parent) =>
  fs
    .readdirSync(path.join(__dirname, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.'))
    .map((d) => path.join(__dirname, parent, d.name)),
);

module.exports = {
  // a global option (projects cannot set it): whole-screen tests with user-event and API tests on a fresh database
  // take 1-3 s alone and several times that on a busy 2-core CI machine
  testTimeout: 20_000,
  projects: dirs.map((d) => path.join(d, 'jest.config.js')).filter((f) => fs.existsSync(f)),
};
