#!/usr/bin/env node
// `npm start`: installs what is missing, builds, starts Postgres (embedded unless DATABASE_URL is
// set), the three services, the frontends and the gateway, then prints the URL. Ctrl-C stops all.
//   npm start -- --no-build     run what is already built
// Only built-in modules and the bootstrap are imported here: on a fresh clone nothing else is
// installed yet. The system itself runs in scripts/lib/run-system.mjs, in a session of its own
// (see there why); this process passes Ctrl-C (and SIGTERM, SIGHUP) on to it and exits with it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bootstrap } from './lib/bootstrap.mjs';
import { prefixedLogger } from './lib/log.mjs';

await bootstrap({ systemPackages: ['nginx'], log: prefixedLogger() });

const runner = spawn(
  process.execPath,
  [join(dirname(fileURLToPath(import.meta.url)), 'lib', 'run-system.mjs'), ...process.argv.slice(2)],
  { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (runner.exitCode === null && runner.signalCode === null) runner.kill(signal);
  });
}
runner.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
