module.exports = require('../../jest.presets.js').web(__dirname, 'log');
