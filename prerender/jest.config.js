module.exports = require('../jest.presets.js').web(__dirname, 'prerender');
