#!/usr/bin/env node
// `npm run test:resilience`: the resilience suite (resilience/*.res.ts) on the built system.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT as root } from './lib/bootstrap.mjs';

await bootstrap({ systemPackages: ['nginx', 'chromium'] });
if (spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const jest = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', 'resilience/jest.config.js', '--runInBand', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(jest.status ?? 1);
