// Step "preflight": everything that can be checked before a process starts. One system per data
// directory (and clean-up of what a killed run left behind), nginx present, ports free, the
// services and frontends built.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

import { ensureBuilt } from '../build.mjs';
import nginx from '../nginx.cjs';
import { stopOrphanedPostmaster } from '../postgres.mjs';
import { FRONTENDS } from '../ports.mjs';
import processes from '../process.cjs';

/** Pids of processes with `file` open (Linux /proc; empty elsewhere). */
function processesHoldingFile(file) {
  if (!existsSync('/proc') || !existsSync(file)) return [];
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const fds = readdirSync(`/proc/${entry}/fd`);
      if (fds.some((fd) => readlinkSafe(`/proc/${entry}/fd/${fd}`) === file)) pids.push(Number(entry));
    } catch {
      // not ours to read, or gone
    }
  }
  return pids;
}

function readlinkSafe(path) {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/**
 * Refuses to start twice on one data directory, and stops what a starter killed without cleaning
 * up left behind: its children (pids in the state file) and the orphaned postmaster.
 */
export async function claimDataDir(dataDir, stateFile, log) {
  const leftovers = [];
  if (existsSync(stateFile)) {
    let state = {};
    try {
      state = JSON.parse(readFileSync(stateFile, 'utf8'));
    } catch {
      // unreadable: nothing to clean up
    }
    if (state.pid && state.pid !== process.pid && processes.processAlive(state.pid)) {
      throw new Error(
        `the system is already running from this data directory (pid ${state.pid}); stop it first`,
      );
    }
    for (const child of state.children ?? []) {
      if (!processes.processAlive(child.pid)) continue;
      log('system', `stopping ${child.name} (pid ${child.pid}) left over from an earlier run`);
      try {
        // SIGTERM for nginx: its master then stops the workers (SIGKILL would orphan them).
        process.kill(child.pid, child.name === 'gateway' ? 'SIGTERM' : 'SIGKILL');
        leftovers.push(child.pid);
      } catch {
        // already gone
      }
    }
  }
  // nginx workers whose master was SIGKILLed still hold the ports; they hold our access log too.
  for (const pid of processesHoldingFile(join(dataDir, 'gateway', 'access.log'))) {
    if (leftovers.includes(pid)) continue;
    log('system', `stopping nginx worker (pid ${pid}) left over from an earlier run`);
    try {
      process.kill(pid, 'SIGKILL');
      leftovers.push(pid);
    } catch {
      // already gone
    }
  }
  await stopOrphanedPostmaster(join(dataDir, 'postgres'), (line) => log('system', line));
  for (let i = 0; i < 100 && leftovers.some(processes.processAlive); i++) await processes.sleep(100);
}

/**
 * nginx present, every port free, and (when `build`) libs, services and frontends built.
 * @returns {Promise<string>} the nginx binary
 */
export async function preflight({
  rootDir,
  dataDir,
  env,
  ports,
  portVariables,
  services,
  build,
  requireFrontends,
  log,
}) {
  const nginxBinary = nginx.findNginx();
  if (!nginxBinary) {
    throw new Error('nginx is needed for the gateway: apt-get install -y nginx');
  }
  const busy = [];
  for (const [key, port] of Object.entries(ports)) {
    if (key === 'postgres' && env.DATABASE_URL) continue;
    if (await processes.isPortInUse(port)) busy.push(`${portVariables[key]}=${port}`);
  }
  if (busy.length > 0)
    throw new Error(`ports already in use: ${busy.join(', ')} (set the variables to use other ports)`);

  if (build) await ensureBuilt({ rootDir, stampDir: join(dataDir, 'build'), log });

  if (!existsSync(join(rootDir, 'gateway', 'dist', 'index.js')))
    throw new Error('gateway/dist/index.js (the gateway renderer) is missing: run npm run build');
  for (const svc of services) {
    if (!existsSync(join(rootDir, svc.dir, 'dist', 'main.js'))) {
      throw new Error(`${svc.dir}/dist/main.js is missing: run npm run build`);
    }
  }
  const missingDists = FRONTENDS.filter((fe) => !existsSync(join(rootDir, fe.dir, 'dist')));
  if (missingDists.length > 0) {
    const message = `frontend dist missing: ${missingDists.map((fe) => `${fe.dir}/dist`).join(', ')}`;
    if (requireFrontends) throw new Error(`${message}: run npm run build`);
    log('system', `warning: ${message}; those paths will answer 404`);
  }
  return nginxBinary;
}
