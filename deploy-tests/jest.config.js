const { nodeProject } = require('../jest.preset');

// Deployment checks: compose and Kubernetes manifests validated offline, cross-checked against
// the code, and the two-replica test (two instances of each service behind the real gateway).
module.exports = nodeProject(__dirname, { testTimeout: 180000 });
