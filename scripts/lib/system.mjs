// Starts the whole system outside containers: embedded Postgres (unless DATABASE_URL is set),
// the three services, the frontends' dists behind static servers and the nginx gateway.
// Used by `npm start` (scripts/start.mjs) and by tests that need a running system.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureBuilt } from './build.mjs';
import gateway from './gateway.cjs';
import { ensureJwtKeyFiles } from './keys.mjs';
import { ensureServiceDatabases, startEmbeddedPostgres, stopOrphanedPostmaster } from './postgres.mjs';
import processes from './process.cjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVICES = [
  { name: 'catalog', dir: 'svc-catalog', portKey: 'catalog' },
  { name: 'content', dir: 'svc-content', portKey: 'content' },
  { name: 'auth', dir: 'svc-auth', portKey: 'auth' },
];

/** Default ports, each overridable by the environment variable beside it. */
export const DEFAULT_PORTS = {
  gateway: ['PORT', 8080],
  catalog: ['CATALOG_PORT', 3001],
  content: ['CONTENT_PORT', 3002],
  auth: ['AUTH_PORT', 3003],
  postgres: ['PGPORT', 54329],
  shell: ['SHELL_PORT', 4000],
  directory: ['MF_DIRECTORY_PORT', 4001],
  news: ['MF_NEWS_PORT', 4002],
  admin: ['MF_ADMIN_PORT', 4003],
};

const FRONTEND_PORT_KEYS = {
  shell: 'shell',
  'mf-directory': 'directory',
  'mf-news': 'news',
  'mf-admin': 'admin',
};

/** Gateway variables passed from the environment to render.sh when set. */
const GATEWAY_PASSTHROUGH = [
  'MAP_TILE_URL',
  'MAP_ATTRIBUTION',
  'REMOTE_DIRECTORY_URL',
  'REMOTE_NEWS_URL',
  'REMOTE_ADMIN_URL',
  'CORS_ORIGINS',
  'CLIENT_MAX_BODY_SIZE',
  'PROXY_TIMEOUT',
  'LOGIN_RATE_LIMIT',
  'LOGIN_RATE_BURST',
  'NGINX_WORKER_PROCESSES',
];

export function resolvePorts(env = process.env, overrides = {}) {
  const ports = {};
  for (const [key, [variable, fallback]] of Object.entries(DEFAULT_PORTS)) {
    const value = overrides[key] ?? env[variable] ?? fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${variable} must be a port number, got "${value}"`);
    ports[key] = port;
  }
  return ports;
}

const COLOURS = [36, 33, 35, 32, 34, 91, 96, 93];
/** Default logger: `[name] line`, coloured on a terminal. */
export function prefixedLogger(stream = process.stdout) {
  const colours = new Map();
  return (name, line) => {
    const label = `[${name}]`.padEnd(12);
    if (!stream.isTTY) return stream.write(`${label} ${line}\n`);
    if (!colours.has(name)) colours.set(name, COLOURS[colours.size % COLOURS.length]);
    stream.write(`\x1b[${colours.get(name)}m${label}\x1b[0m ${line}\n`);
  };
}

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
 * up left behind: its children (pids in dataDir/system.json) and the orphaned postmaster.
 */
async function claimDataDir(dataDir, stateFile, log) {
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
 * Starts the whole system.
 *
 * @param {object} [options]
 * @param {string} [options.rootDir] repository root (default: this checkout)
 * @param {string} [options.dataDir] Postgres data, keys, generated secrets, nginx runtime (default rootDir/.data)
 * @param {number} [options.port] gateway port (default env PORT or 8080)
 * @param {Partial<Record<keyof DEFAULT_PORTS, number>>} [options.ports] any other port
 * @param {NodeJS.ProcessEnv} [options.env] environment (default process.env): DATABASE_URL, JWT_*,
 *        ADMIN_USERNAME, ADMIN_PASSWORD, LOG_LEVEL, SEED_SAMPLE_DATA, MAP_TILE_URL, CORS_ORIGINS, ...
 * @param {boolean} [options.build] build libs, services and frontends when stale (default true)
 * @param {boolean} [options.requireFrontends] fail when a frontend dist is missing (default true)
 * @param {(name: string, line: string) => void} [options.log] one call per output line
 * @param {number} [options.healthTimeoutMs] how long a service may take to become healthy (default 180 s)
 * @returns {Promise<{ url: string, ports: Record<string, number>, dataDir: string,
 *   databaseUrls: Record<string, string>, adminUsername: string, adminPassword?: string,
 *   stop: () => Promise<void> }>}
 */
export async function startSystem(options = {}) {
  const rootDir = options.rootDir ?? REPO_ROOT;
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir ?? join(rootDir, '.data'));
  const log = options.log ?? prefixedLogger();
  const ports = resolvePorts(env, { ...options.ports, ...(options.port ? { gateway: options.port } : {}) });
  const healthTimeoutMs = options.healthTimeoutMs ?? 180_000;
  const stateFile = join(dataDir, 'system.json');

  mkdirSync(dataDir, { recursive: true });
  await claimDataDir(dataDir, stateFile, log);

  const nginxBinary = gateway.findNginx();
  if (!nginxBinary || !gateway.hasEnvsubst()) {
    throw new Error('nginx and envsubst are needed for the gateway: apt-get install -y nginx gettext-base');
  }
  const busy = [];
  for (const [key, port] of Object.entries(ports)) {
    if (key === 'postgres' && env.DATABASE_URL) continue;
    if (await processes.isPortInUse(port)) busy.push(`${DEFAULT_PORTS[key][0]}=${port}`);
  }
  if (busy.length > 0)
    throw new Error(`ports already in use: ${busy.join(', ')} (set the variables to use other ports)`);

  if (options.build ?? true) await ensureBuilt({ rootDir, stampDir: join(dataDir, 'build'), log });

  for (const svc of SERVICES) {
    if (!existsSync(join(rootDir, svc.dir, 'dist', 'main.js'))) {
      throw new Error(`${svc.dir}/dist/main.js is missing: run npm run build`);
    }
  }
  const missingDists = gateway.FRONTENDS.filter((fe) => !existsSync(join(rootDir, fe.dir, 'dist')));
  if (missingDists.length > 0) {
    const message = `frontend dist missing: ${missingDists.map((fe) => `${fe.dir}/dist`).join(', ')}`;
    if (options.requireFrontends ?? true) throw new Error(`${message}: run npm run build`);
    log('system', `warning: ${message}; those paths will answer 404`);
  }

  const children = [];
  let postgres;
  let stopped = false;
  const writeState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify(
        { pid: process.pid, ports, children: children.map((c) => ({ name: c.name, pid: c.child.pid })) },
        null,
        2,
      ),
    );
  // Last resort when the process exits without stop(): no child may outlive us.
  const killAllNow = () => {
    // SIGTERM: nginx's master must live long enough to stop its workers.
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    postgres?.kill();
  };
  process.on('exit', killAllNow);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const running = [...children].reverse();
    // Gateway first (no new requests), then the services, then the database they use.
    const nginx = running.filter((c) => c.name === 'gateway');
    for (const c of nginx) await processes.stopChild(c.child, { signal: 'SIGQUIT', timeoutMs: 5000 });
    await Promise.all(
      running
        .filter((c) => c.name !== 'gateway')
        .map((c) => processes.stopChild(c.child, { signal: 'SIGTERM', timeoutMs: 10_000 })),
    );
    if (postgres) {
      log('system', 'stopping Postgres');
      await postgres.stop();
    }
    process.removeListener('exit', killAllNow);
    rmSync(stateFile, { force: true });
  };

  try {
    // Database
    let databaseUrls;
    if (env.DATABASE_URL) {
      databaseUrls = Object.fromEntries(SERVICES.map((svc) => [svc.name, env.DATABASE_URL]));
      log('system', 'using DATABASE_URL for all three services (each keeps its own schema)');
    } else {
      // Postgres is chatty at LOG level; show problems only unless LOG_LEVEL asks for more.
      const verbose = ['debug', 'trace'].includes(env.LOG_LEVEL ?? '');
      const postgresLog = (line) => {
        if (verbose || /\b(WARNING|ERROR|FATAL|PANIC)\b|ready to accept|initdb|initialising/i.test(line))
          log('postgres', line);
      };
      postgres = await startEmbeddedPostgres({ dataDir, port: ports.postgres, log: postgresLog });
      databaseUrls = await ensureServiceDatabases({ superuserUrl: postgres.superuserUrl, dataDir });
      log(
        'system',
        `Postgres on 127.0.0.1:${ports.postgres}, roles and schemas: ${Object.keys(databaseUrls).join(', ')}`,
      );
    }

    // Keys: given ones win; otherwise a pair generated once under dataDir/keys.
    const keyEnv = {};
    const keysGiven = [
      'JWT_PUBLIC_KEY',
      'JWT_PUBLIC_KEY_FILE',
      'JWT_PRIVATE_KEY',
      'JWT_PRIVATE_KEY_FILE',
    ].some((name) => env[name]);
    if (!keysGiven) {
      const { publicKeyFile, privateKeyFile } = ensureJwtKeyFiles(join(dataDir, 'keys'));
      keyEnv.JWT_PUBLIC_KEY_FILE = publicKeyFile;
      keyEnv.JWT_PRIVATE_KEY_FILE = privateKeyFile;
    }

    // Services
    const adminUsername = env.ADMIN_USERNAME || 'admin';
    let adminPassword = env.ADMIN_PASSWORD || undefined;
    const serviceUrls = {
      CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      CONTENT_URL: `http://127.0.0.1:${ports.content}`,
      AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    };
    const started = SERVICES.map((svc) => {
      const serviceEnv = {
        ...env,
        ...keyEnv,
        ...serviceUrls,
        PORT: String(ports[svc.portKey]),
        DATABASE_URL: databaseUrls[svc.name],
        LOG_LEVEL: env.LOG_LEVEL || 'info',
        SEED_SAMPLE_DATA: env.SEED_SAMPLE_DATA ?? 'true',
      };
      delete serviceEnv.DATABASE_URL_FILE;
      if (svc.name !== 'auth') {
        // Only svc-auth signs tokens or knows the admin password.
        for (const name of [
          'JWT_PRIVATE_KEY',
          'JWT_PRIVATE_KEY_FILE',
          'ADMIN_PASSWORD',
          'ADMIN_PASSWORD_FILE',
          'ADMIN_USERNAME',
        ])
          delete serviceEnv[name];
      }
      const child = spawn(process.execPath, ['dist/main.js'], {
        cwd: join(rootDir, svc.dir),
        env: serviceEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      processes.pipeLines(child, (line) => {
        const banner = /Admin account created: username "([^"]*)", password "([^"]*)"/.exec(line);
        if (banner) adminPassword = banner[2];
        log(svc.name, line);
      });
      child.on('exit', (code, signal) => {
        if (!stopped) log('system', `svc-${svc.name} exited (${signal ?? `code ${code}`})`);
      });
      children.push({ name: svc.name, child });
      return { svc, child };
    });
    writeState();
    await Promise.all(
      started.map(({ svc, child }) =>
        processes.waitForHttp(`http://127.0.0.1:${ports[svc.portKey]}/health`, {
          timeoutMs: healthTimeoutMs,
          child,
          name: `svc-${svc.name}`,
        }),
      ),
    );
    log('system', 'services healthy: catalog, content, auth');

    // Gateway and the frontends' static servers, in one nginx.
    const gatewayDir = join(dataDir, 'gateway');
    const gatewayEnv = {
      PORT: String(ports.gateway),
      NGINX_ACCESS_LOG: join(gatewayDir, 'access.log'),
      CATALOG_UPSTREAM: `127.0.0.1:${ports.catalog}`,
      CONTENT_UPSTREAM: `127.0.0.1:${ports.content}`,
      AUTH_UPSTREAM: `127.0.0.1:${ports.auth}`,
      SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
      MF_DIRECTORY_UPSTREAM: `127.0.0.1:${ports.directory}`,
      MF_NEWS_UPSTREAM: `127.0.0.1:${ports.news}`,
      MF_ADMIN_UPSTREAM: `127.0.0.1:${ports.admin}`,
    };
    for (const name of GATEWAY_PASSTHROUGH) if (env[name]) gatewayEnv[name] = env[name];
    gateway.renderGateway({
      outDir: gatewayDir,
      env: gatewayEnv,
      staticServers: gateway.FRONTENDS.map((fe) => ({
        name: fe.name,
        listen: `127.0.0.1:${ports[FRONTEND_PORT_KEYS[fe.name]]}`,
        root: join(rootDir, fe.dir, 'dist'),
        spa: fe.spa,
      })),
    });
    gateway.testGatewayConfig(gatewayDir, nginxBinary);
    const nginx = gateway.spawnNginx(gatewayDir, { nginx: nginxBinary });
    processes.pipeLines(nginx, (line) => log('gateway', line));
    children.push({ name: 'gateway', child: nginx });
    writeState();
    const url = `http://localhost:${ports.gateway}`;
    await processes.waitForHttp(`http://127.0.0.1:${ports.gateway}/healthz`, {
      timeoutMs: 15_000,
      child: nginx,
      name: 'nginx',
    });
    log('system', `gateway on port ${ports.gateway}; access log (JSON): ${gatewayEnv.NGINX_ACCESS_LOG}`);

    return {
      url,
      ports,
      dataDir,
      databaseUrls,
      adminUsername,
      get adminPassword() {
        return adminPassword;
      },
      stop,
    };
  } catch (error) {
    log('system', `start failed: ${error.message}`);
    await stop();
    throw error;
  }
}
