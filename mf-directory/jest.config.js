const { webProject } = require('../jest.preset.js');

module.exports = webProject(__dirname);
