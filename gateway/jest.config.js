const { nodeProject } = require('../jest.preset');

// Gateway tests run the real nginx from the rendered template against fake upstreams.
module.exports = nodeProject(__dirname, { testTimeout: 30000 });
