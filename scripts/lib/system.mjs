// Starts the whole system outside containers: embedded Postgres (unless DATABASE_URL is set),
// the three services, the frontends' dists behind static servers and the nginx gateway.
// Used by `npm start` (scripts/start.mjs) and by tests that need a running system
// (e2e/support/global-setup.mjs). Each step lives in ./system/: preflight, database, keys,
// services, gateway, and the process group that stops them all; the processes and their ports
// are listed once, in ./ports.mjs.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { prefixedLogger } from './log.mjs';
import { portVariables, resolvePorts, SERVICES } from './ports.mjs';
import { startDatabase } from './system/database.mjs';
import { startGateway } from './system/gateway.mjs';
import { jwtKeyEnv } from './system/keys.mjs';
import { claimDataDir, preflight } from './system/preflight.mjs';
import { createProcessGroup } from './system/process-group.mjs';
import { startServices } from './system/services.mjs';

export { prefixedLogger };
export { DEFAULT_PORTS, FRONTENDS, resolvePorts, SERVICES } from './ports.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The file under the data directory where svc-auth leaves a generated first-admin password. */
export const ADMIN_PASSWORD_FILE_NAME = 'admin-password';

/**
 * Starts the whole system.
 *
 * @param {object} [options]
 * @param {string} [options.rootDir] repository root (default: this checkout)
 * @param {string} [options.dataDir] Postgres data, keys, generated secrets, nginx runtime (default rootDir/.data)
 * @param {number} [options.port] gateway port (default env PORT or 8080)
 * @param {Partial<Record<keyof import('./ports.mjs').DEFAULT_PORTS, number>>} [options.ports] any other port
 * @param {NodeJS.ProcessEnv} [options.env] environment (default process.env): DATABASE_URL, JWT_*,
 *        ADMIN_USERNAME, ADMIN_PASSWORD, LOG_LEVEL, SEED_SAMPLE_DATA, MAP_TILE_URL, CORS_ORIGINS, ...
 * @param {boolean} [options.build] build libs, services and frontends when stale (default true)
 * @param {boolean} [options.requireFrontends] fail when a frontend dist is missing (default true)
 * @param {string[]} [options.postgresSettings] extra `name=value` settings of the embedded Postgres
 *        (the tests' throwaway systems turn durability off)
 * @param {(name: string, line: string) => void} [options.log] one call per output line
 * @param {number} [options.healthTimeoutMs] how long a service may take to become healthy (default 180 s)
 * @param {(error: Error) => void} [options.onServiceFailure] a service that died could not be
 *        restarted (it kept failing at start-up): everything is stopped by then, and the error
 *        names the service with its last lines
 * @returns {Promise<{ url: string, ports: Record<string, number>, dataDir: string,
 *   databaseUrls: Record<string, string>, adminUsername: string, adminPassword?: string,
 *   adminPasswordFile: string, accessLog: string, stop: () => Promise<void>,
 *   services: Record<string, import('./system/services.mjs').ServiceControl>,
 *   postgres?: { superuserUrl: string, stop: () => Promise<void>, start: () => Promise<void> } }>}
 *   services and postgres: handles for tests that take a piece down on purpose (postgres only
 *   when the system runs its embedded one)
 */
export async function startSystem(options = {}) {
  const rootDir = options.rootDir ?? REPO_ROOT;
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir ?? join(rootDir, '.data'));
  const log = options.log ?? prefixedLogger();
  const ports = resolvePorts(env, { ...options.ports, ...(options.port ? { gateway: options.port } : {}) });
  const stateFile = join(dataDir, 'system.json');
  const adminPasswordFile = env.ADMIN_INITIAL_PASSWORD_FILE || join(dataDir, ADMIN_PASSWORD_FILE_NAME);

  mkdirSync(dataDir, { recursive: true });
  await claimDataDir(dataDir, stateFile, log);
  const nginxBinary = await preflight({
    rootDir,
    dataDir,
    env,
    ports,
    portVariables: portVariables(),
    services: SERVICES,
    build: options.build ?? true,
    requireFrontends: options.requireFrontends ?? true,
    log,
  });

  const group = createProcessGroup({ stateFile, ports, log });
  try {
    const { databaseUrls, fresh, postgres } = await startDatabase({
      env,
      dataDir,
      port: ports.postgres,
      serviceNames: SERVICES.map((svc) => svc.name),
      log,
      onPostgres: (server) => group.setPostgres(server),
      postgresSettings: options.postgresSettings,
    });
    // A password file left from an earlier database belongs to an admin that no longer exists;
    // svc-auth never overwrites the file, so it goes before svc-auth creates the new admin.
    if (fresh && !env.ADMIN_INITIAL_PASSWORD_FILE && existsSync(adminPasswordFile)) {
      log('system', `removing ${adminPasswordFile}: it belongs to the earlier database`);
      rmSync(adminPasswordFile);
    }
    const services = await startServices({
      rootDir,
      env,
      ports,
      services: SERVICES,
      databaseUrls,
      keyEnv: jwtKeyEnv(env, dataDir),
      adminPasswordFile,
      healthTimeoutMs: options.healthTimeoutMs ?? 180_000,
      group,
      log,
      onGiveUp: async (error) => {
        log('system', `${error.message.split('\n')[0]}: stopping everything`);
        await group.stop();
        options.onServiceFailure?.(error);
      },
    });
    const { accessLog } = await startGateway({ rootDir, dataDir, env, ports, nginxBinary, group, log });

    return {
      url: `http://localhost:${ports.gateway}`,
      ports,
      dataDir,
      databaseUrls,
      adminUsername: env.ADMIN_USERNAME || 'admin',
      /** ADMIN_PASSWORD when given, else the generated first-start password svc-auth left in the file. */
      get adminPassword() {
        if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
        return existsSync(adminPasswordFile) ? readFileSync(adminPasswordFile, 'utf8').trim() : undefined;
      },
      adminPasswordFile,
      accessLog,
      stop: () => group.stop(),
      services,
      postgres: postgres && {
        superuserUrl: postgres.superuserUrl,
        stop: () => postgres.stop(),
        start: () => postgres.start(),
      },
    };
  } catch (error) {
    log('system', `start failed: ${error.message}`);
    await group.stop();
    throw error;
  }
}
