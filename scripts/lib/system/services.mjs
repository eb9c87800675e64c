// Step "services": svc-catalog, svc-content and svc-auth from their dist, on 127.0.0.1 only
// (HOST), each with its own database role; resolves when every /health answers. Each is
// supervised: restarted with backoff when it dies, given up on when it keeps failing at start-up.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import processes from '../process.cjs';

/** Variables only svc-auth may see: it alone signs tokens and knows the admin password. */
const AUTH_ONLY = [
  'JWT_PRIVATE_KEY',
  'JWT_PRIVATE_KEY_FILE',
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_FILE',
  'ADMIN_USERNAME',
  'ADMIN_INITIAL_PASSWORD_FILE',
];

/**
 * The V8 flags of every service process, one list for npm start, the bench, e2e and the image
 * (docker/service.Dockerfile sets the same NODE_OPTIONS and passes the COMMAND_LINE flags in its
 * CMD; a nest-common test keeps them equal).
 * @param {string} rootDir
 */
export function serviceNodeFlags(rootDir) {
  const file = join(rootDir, 'libs', 'nest-common', 'node-options.json');
  const { NODE_OPTIONS, COMMAND_LINE = '' } = JSON.parse(readFileSync(file, 'utf8'));
  return `${NODE_OPTIONS} ${COMMAND_LINE}`.split(/\s+/).filter(Boolean);
}

/**
 * How long a service that died waits before each restart in a row (the last wait repeats). A
 * service that then runs for STABLE_AFTER_MS starts again from the first wait.
 */
export const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
const STABLE_AFTER_MS = 60_000;
/** A service that exits this many times in a row before its /health answers stops the system. */
export const MAX_FAILED_STARTS = 3;
/** The lines of a service's output kept to show when it gives up. */
const LAST_LINES = 25;

/**
 * A handle on one supervised service, for tests that take it down on purpose (the resilience
 * suite): `stop` sends a signal and keeps it down (no restart) until `start` is asked for.
 * @typedef {{
 *   pid: () => number | undefined,
 *   running: () => boolean,
 *   stop: (signal?: NodeJS.Signals, options?: { wait?: boolean }) =>
 *     Promise<{ pid: number | undefined, how: string }>,
 *   start: () => void,
 * }} ServiceControl
 */

/**
 * Starts the services and keeps them running: one that dies is restarted with backoff
 * (RESTART_DELAYS_MS), saying so; one that keeps failing at start-up (MAX_FAILED_STARTS exits
 * in a row before it was healthy) gives up with its last lines: at the first start by rejecting,
 * later through `onGiveUp`. Resolves when every /health answers, with a ServiceControl per
 * service name.
 *
 * @param {object} options
 * @param {{ name: string, dir: string, portKey: string }[]} options.services
 * @param {string} options.adminPasswordFile where svc-auth writes a generated first-admin password
 * @param {{ add: Function, stopping: boolean }} options.group
 * @param {(error: Error) => void} [options.onGiveUp] a running service could not be restarted
 * @param {number[]} [options.restartDelaysMs] RESTART_DELAYS_MS (tests pass shorter ones)
 */
export async function startServices({
  rootDir,
  env,
  ports,
  services,
  databaseUrls,
  keyEnv,
  adminPasswordFile,
  healthTimeoutMs,
  group,
  log,
  onGiveUp = () => {},
  restartDelaysMs = RESTART_DELAYS_MS,
}) {
  const serviceUrls = {
    CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
    CONTENT_URL: `http://127.0.0.1:${ports.content}`,
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    GATEWAY_INTERNAL_URL: `http://127.0.0.1:${ports.gatewayInternal}`,
  };
  const nodeFlags = serviceNodeFlags(rootDir);
  const spawnService = (svc) => {
    const serviceEnv = {
      ...env,
      ...keyEnv,
      ...serviceUrls,
      // Reachable from this machine only: the gateway is the way in.
      HOST: '127.0.0.1',
      PORT: String(ports[svc.portKey]),
      DATABASE_URL: databaseUrls[svc.name],
      LOG_LEVEL: env.LOG_LEVEL || 'info',
      SEED_SAMPLE_DATA: env.SEED_SAMPLE_DATA ?? 'true',
      // The site's origin for absolute links (feeds, item pages' heads, sitemap): this gateway.
      PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${ports.gateway}`,
      ADMIN_INITIAL_PASSWORD_FILE: env.ADMIN_INITIAL_PASSWORD_FILE || adminPasswordFile,
    };
    delete serviceEnv.DATABASE_URL_FILE;
    if (svc.name !== 'auth') for (const name of AUTH_ONLY) delete serviceEnv[name];
    return spawn(process.execPath, [...nodeFlags, 'dist/main.js'], {
      cwd: join(rootDir, svc.dir),
      env: serviceEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
  /** @type {Record<string, ServiceControl>} */
  const controls = {};
  await Promise.all(
    services.map((svc) =>
      superviseService({
        onControl: (control) => (controls[svc.name] = control),
        name: `svc-${svc.name}`,
        logName: svc.name,
        spawnChild: () => spawnService(svc),
        healthUrl: `http://127.0.0.1:${ports[svc.portKey]}/health`,
        healthTimeoutMs,
        restartDelaysMs,
        group,
        log,
        onGiveUp,
      }),
    ),
  );
  log('system', `services healthy: ${services.map((svc) => svc.name).join(', ')}`);
  return controls;
}

/**
 * Runs one service process and restarts it when it dies, until the group stops. Resolves once it
 * is first healthy; rejects when it gives up before that.
 */
function superviseService({
  name,
  logName,
  spawnChild,
  healthUrl,
  healthTimeoutMs,
  restartDelaysMs,
  group,
  log,
  onGiveUp,
  onControl = () => {},
}) {
  const lines = [];
  /** The running process (the latest one after a restart). */
  let current;
  /** Set while a test keeps the service down: the restart waits for `released`. */
  let held;
  let everHealthy = false;
  let failedStarts = 0;
  let restartsInARow = 0;
  let firstStart;
  const firstHealthy = new Promise((resolve, reject) => (firstStart = { resolve, reject }));
  const giveUp = (error) => (everHealthy ? onGiveUp(error) : firstStart.reject(error));
  const lastLines = () => (lines.length ? `; its last lines:\n${lines.join('\n')}` : '; it printed nothing');

  onControl({
    pid: () => current?.pid,
    running: () => Boolean(current && current.exitCode === null && current.signalCode === null),
    /** wait: false answers once the signal is sent (how: 'signalled'), not once it exited. */
    async stop(signal = 'SIGTERM', { wait = true } = {}) {
      if (!held) {
        let release;
        const released = new Promise((resolve) => (release = resolve));
        held = { released, release };
      }
      const child = current;
      const pid = child?.pid;
      if (!child || child.exitCode !== null || child.signalCode !== null) return { pid, how: 'not running' };
      const exited = new Promise((resolve) =>
        child.once('exit', (code, sig) => resolve(sig ?? `code ${code}`)),
      );
      child.kill(signal);
      return { pid, how: wait ? await exited : 'signalled' };
    },
    start() {
      const wasHeld = held;
      held = undefined;
      wasHeld?.release();
    },
  });

  const run = async () => {
    const child = spawnChild();
    current = child;
    processes.pipeLines(child, (line) => {
      lines.push(line);
      if (lines.length > LAST_LINES) lines.shift();
      log(logName, line);
    });
    // 'close': after its output is read too, so the last lines are complete when it gives up.
    const exited = new Promise((resolve) =>
      child.once('close', (code, signal) => resolve(signal ?? `code ${code}`)),
    );
    group.add(logName, child);
    let healthySince;
    try {
      await processes.waitForHttp(healthUrl, { timeoutMs: healthTimeoutMs, child, name });
      healthySince = Date.now();
      failedStarts = 0;
      if (everHealthy) log('system', `${name} is healthy again (restart ${restartsInARow})`);
      everHealthy = true;
      firstStart.resolve();
    } catch (error) {
      if (group.stopping) return;
      if (child.exitCode === null && child.signalCode === null) {
        // Running but never healthy: no restart can help.
        giveUp(new Error(`${error.message}${lastLines()}`));
        return;
      }
    }
    const how = await exited;
    if (group.stopping) return;
    const hold = held;
    if (hold) {
      log('system', `${name} exited (${how}); kept down until it is started again`);
      await hold.released;
      if (!group.stopping) start();
      return;
    }
    if (healthySince === undefined) failedStarts += 1;
    else if (Date.now() - healthySince >= STABLE_AFTER_MS) restartsInARow = 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log(
        'system',
        `${name} exited (${how}) before it was healthy, ${failedStarts} times in a row: giving up`,
      );
      giveUp(
        new Error(`${name} failed to start ${failedStarts} times in a row (last: ${how})${lastLines()}`),
      );
      return;
    }
    const delay = restartDelaysMs[Math.min(restartsInARow, restartDelaysMs.length - 1)];
    restartsInARow += 1;
    log('system', `${name} exited (${how}); restarting in ${delay / 1000} s (restart ${restartsInARow})`);
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (!group.stopping) start();
  };
  const start = () => run().catch((error) => giveUp(error));
  start();
  return firstHealthy;
}
