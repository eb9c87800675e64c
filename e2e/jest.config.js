// Browser and whole-system tests: one real system (embedded Postgres, three services, built
// frontends, nginx gateway) is started for the run; Chromium drives it through the gateway.
module.exports = require('../jest.preset.js').nodeProject(__dirname, {
  displayName: 'e2e',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
});
