#!/usr/bin/env node
// `npm test`: every test of every package in one jest run (unit, integration on real Postgres,
// gateway, deployment manifests, browser end-to-end), then one closing summary line.
// Built-in modules only: on a fresh clone bootstrap() installs the rest first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT as root } from './lib/bootstrap.mjs';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

// nginx for the gateway and browser tests, Chromium for the browser tests.
await bootstrap({ systemPackages: ['nginx', 'chromium'] });

// The gateway and browser tests run the built services and frontends, as `npm start` does.
if (run('node', ['scripts/build.mjs']).status !== 0) process.exit(1);

mkdirSync(join(root, '.tmp'), { recursive: true });
const resultsFile = join(root, '.tmp', 'jest-results.json');
const jest = run(process.execPath, [
  join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--config',
  'jest.config.js',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${resultsFile}`,
  ...process.argv.slice(2),
]);

let summary = 'tests: 0 passed, 1 failed (jest produced no results)';
if (existsSync(resultsFile)) {
  const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
  // A suite that crashes before its tests run counts as a failure too.
  summary =
    `tests: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed` +
    (r.numPendingTests ? `, ${r.numPendingTests} skipped` : '');
}
process.stdout.write(`\n${summary}\n`);
process.exit(jest.status ?? 1);
