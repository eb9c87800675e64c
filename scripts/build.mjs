#!/usr/bin/env node
// `npm run build`: builds libs, services and frontends in dependency order, skipping a step whose
// output is newer than its sources (the same stamps `npm start` uses). --force rebuilds everything.
// Built-in modules only until bootstrap() has installed the dependencies.
import { join } from 'node:path';

import { bootstrap, REPO_ROOT } from './lib/bootstrap.mjs';
import { prefixedLogger } from './lib/log.mjs';

const log = prefixedLogger();
await bootstrap({ log });
const { ensureBuilt } = await import('./lib/build.mjs');

try {
  await ensureBuilt({
    rootDir: REPO_ROOT,
    stampDir: join(REPO_ROOT, '.data', 'build'),
    log,
    force: process.argv.includes('--force'),
  });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
