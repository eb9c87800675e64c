// `npm run test:resilience`: load, faults and hostile input against one whole system, started as
// the browser tests start theirs. Kept out of `npm test` (its own step in .ci/run): the load and
// fault runs take minutes by design.
module.exports = require('../jest.preset.js').nodeProject(__dirname, {
  displayName: 'resilience',
  testMatch: ['<rootDir>/**/*.res.ts'],
  // The system of e2e's setup, plus a control endpoint through which the fault tests take a
  // service or Postgres down and bring it back (support/global-setup.mjs).
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 600_000,
  // Hostile input first, the load with its faults last (support/sequencer.cjs says why).
  testSequencer: '<rootDir>/support/sequencer.cjs',
});
