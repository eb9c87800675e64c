// One jest run for every package. Each package owns a jest.config.js (built from jest.preset.js);
// the global setup starts the one Postgres server that suites create their databases on.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

const projects = [...workspaces, 'e2e', 'deploy-tests']
  .map((dir) => path.join(__dirname, dir, 'jest.config.js'))
  .filter((file) => existsSync(file))
  .filter((file) => process.env.BYP_SKIP_E2E !== '1' || !file.includes(`${path.sep}e2e${path.sep}`));

module.exports = {
  projects,
  // Longest files first, by the committed durations when jest has no cache (a fresh clone).
  testSequencer: '<rootDir>/libs/testing/jest-sequencer.cjs',
  globalSetup: '<rootDir>/libs/testing/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/libs/testing/jest-global-teardown.mjs',
};
