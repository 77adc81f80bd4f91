module.exports = require('../../jest.presets.js').node(__dirname, 'domain');
