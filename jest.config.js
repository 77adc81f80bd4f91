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
  projects: dirs.map((d) => path.join(d, 'jest.config.js')).filter((f) => fs.existsSync(f)),
};
