// The test helpers' own checks (e.g. that the JSON-LD checks find what they should).
module.exports = require('../../jest.preset.js').nodeProject(__dirname);
