#!/usr/bin/env node
// `npm run test:resilience`: the resilience suite (resilience/**/*.res.ts) on the built system:
// a 60 s mixed load with every write checked in Postgres, the faults during it (svc-content
// killed, svc-auth down, SIGTERM to each service, Postgres restarted; resilience/load.res.ts) and
// generated hostile input. One system for the run (resilience/support/global-setup.mjs); files
// one after another (--runInBand): hostile input must not meet the load and its faults. The figures each scenario recorded are printed at
// the end (docs/resilience.md keeps a run's). Extra arguments go to jest (a file, -t ...).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT as root } from './lib/bootstrap.mjs';

await bootstrap({ systemPackages: ['nginx', 'chromium'] });
if (spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const figuresFile = join(root, '.tmp', 'resilience-figures.json');
rmSync(figuresFile, { force: true });
const started = Date.now();
const jest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--config',
    'resilience/jest.config.js',
    '--runInBand',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // Public writes and claims all come from 127.0.0.1 here; the global setup raises their
    // per-address limits unless these are set (the services' own suites test the limits).
    env: { ...process.env },
  },
);
const seconds = Math.round((Date.now() - started) / 1000);

if (existsSync(figuresFile)) {
  const figures = JSON.parse(readFileSync(figuresFile, 'utf8'));
  const say = (line) => process.stdout.write(`[resilience] ${line}\n`);
  say(`figures (${figuresFile}), suite ${seconds} s:`);
  for (const [scenario, f] of Object.entries(figures)) {
    const writes = f.writes ? `, writes verified ${f.writes.verified}/${f.writes.answered2xx}` : '';
    const recovery = f.recoveryAfterRestartMs ?? f.firstWriteAfterPostgresMs;
    say(
      `  ${scenario}: ${f.requests} requests, errors ${JSON.stringify(f.errors)}${writes}` +
        (recovery !== undefined ? `, recovered in ${recovery} ms` : '') +
        ` (host: ${f.host.cpus} cpus, load ${f.host.loadAverage1m})`,
    );
  }
}
process.exit(jest.status ?? 1);
