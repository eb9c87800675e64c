#!/usr/bin/env node
// `npm run build`: builds libs, services and frontends in dependency order, skipping a step whose
// output is newer than its sources (the same stamps `npm start` uses). --force rebuilds everything.
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { prefixedLogger, REPO_ROOT } from './lib/system.mjs';

const force = process.argv.includes('--force');
try {
  await ensureBuilt({
    rootDir: REPO_ROOT,
    stampDir: join(REPO_ROOT, '.data', 'build'),
    log: prefixedLogger(),
    force,
  });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
