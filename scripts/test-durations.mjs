#!/usr/bin/env node
// Records each test file's duration from the last `npm test` (.tmp/jest-results.json) in
// libs/testing/test-durations.json, the figures libs/testing/jest-sequencer.cjs starts the longest
// files first by when jest has no cache of its own (a fresh clone, CI). Commit the file after a
// run on a quiet machine; `--merge` keeps the figures of files the run did not include.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';

import { REPO_ROOT as root } from './lib/bootstrap.mjs';

const resultsFile = join(root, '.tmp', 'jest-results.json');
const durationsFile = join(root, 'libs', 'testing', 'test-durations.json');
if (!existsSync(resultsFile)) {
  process.stderr.write(
    `no ${relative(root, resultsFile)}: run npm test (or jest with --json --outputFile) first\n`,
  );
  process.exit(1);
}
const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
const previous = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')).seconds : {};
const seconds = process.argv.includes('--merge') ? { ...previous } : {};
for (const file of results.testResults) {
  seconds[relative(root, file.name)] = Math.max(1, Math.round((file.endTime - file.startTime) / 1000));
}
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const sorted = Object.fromEntries(
  Object.entries(seconds).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
);
writeFileSync(
  durationsFile,
  `${JSON.stringify({ measured: `${new Date().toISOString().slice(0, 10)} at ${commit}`, seconds: sorted }, null, 2)}\n`,
);
process.stdout.write(`${Object.keys(sorted).length} durations in ${relative(root, durationsFile)}\n`);
