const { nodeProject } = require('../../jest.preset');

module.exports = nodeProject(__dirname);
