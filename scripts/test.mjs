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

/**
 * Each project's time (the sum of its files' run times; two workers run files side by side, so
 * the sums add up to more than the wall clock) and the slowest files: where `npm test` spends it.
 */
function printProjectTimes(fileResults) {
  const byProject = new Map();
  const files = [];
  for (const file of fileResults) {
    const relative = file.name.slice(root.length + 1);
    const project = relative
      .split('/')
      .slice(0, relative.startsWith('libs/') ? 2 : 1)
      .join('/');
    const seconds = (file.endTime - file.startTime) / 1000;
    const entry = byProject.get(project) ?? { seconds: 0, files: 0 };
    byProject.set(project, { seconds: entry.seconds + seconds, files: entry.files + 1 });
    files.push({ relative, seconds });
  }
  process.stdout.write('\ntime per project (sum of its files):\n');
  for (const [project, { seconds, files: count }] of [...byProject].sort(
    (a, b) => b[1].seconds - a[1].seconds,
  )) {
    process.stdout.write(`  ${project.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s  ${count} files\n`);
  }
  process.stdout.write('slowest files:\n');
  for (const { relative, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 8)) {
    process.stdout.write(`  ${seconds.toFixed(0).padStart(5)} s  ${relative}\n`);
  }
}

let summary = 'tests: 0 passed, 1 failed (jest produced no results)';
if (existsSync(resultsFile)) {
  const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
  printProjectTimes(r.testResults);
  // A suite that crashes before its tests run counts as a failure too.
  summary =
    `tests: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed` +
    (r.numPendingTests ? `, ${r.numPendingTests} skipped` : '');
}
process.stdout.write(`\n${summary}\n`);
process.exit(jest.status ?? 1);
