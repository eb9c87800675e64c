const path = require('node:path');
const { webProject } = require('../jest.preset.js');

module.exports = webProject(__dirname, {
  setupFilesAfterEnv: [path.join(__dirname, 'src/testing/asyncTimeout.ts')],
});
