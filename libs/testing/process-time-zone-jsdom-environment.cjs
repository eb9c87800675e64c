// The React projects' environment (jest-fixed-jsdom) with setProcessTimeZone: see
// process-time-zone-environment.cjs.
const { withProcessTimeZone } = require('./process-time-zone-environment.cjs');

module.exports = withProcessTimeZone(require('jest-fixed-jsdom'));
