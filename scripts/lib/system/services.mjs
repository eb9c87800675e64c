// Step "services": svc-catalog, svc-content and svc-auth from their dist, on 127.0.0.1 only
// (HOST), each with its own database role; resolves when every /health answers.
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
 * (docker/service.Dockerfile sets the same NODE_OPTIONS; a nest-common test keeps them equal).
 * @param {string} rootDir
 */
export function serviceNodeFlags(rootDir) {
  const file = join(rootDir, 'libs', 'nest-common', 'node-options.json');
  return JSON.parse(readFileSync(file, 'utf8')).NODE_OPTIONS.split(/\s+/).filter(Boolean);
}

/**
 * @param {object} options
 * @param {{ name: string, dir: string, portKey: string }[]} options.services
 * @param {string} options.adminPasswordFile where svc-auth writes a generated first-admin password
 * @param {{ add: Function, stopping: boolean }} options.group
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
}) {
  const serviceUrls = {
    CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
    CONTENT_URL: `http://127.0.0.1:${ports.content}`,
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    GATEWAY_INTERNAL_URL: `http://127.0.0.1:${ports.gatewayInternal}`,
  };
  const nodeFlags = serviceNodeFlags(rootDir);
  const started = services.map((svc) => {
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
    const child = spawn(process.execPath, [...nodeFlags, 'dist/main.js'], {
      cwd: join(rootDir, svc.dir),
      env: serviceEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.pipeLines(child, (line) => log(svc.name, line));
    child.on('exit', (code, signal) => {
      if (!group.stopping) log('system', `svc-${svc.name} exited (${signal ?? `code ${code}`})`);
    });
    group.add(svc.name, child);
    return { svc, child };
  });
  await Promise.all(
    started.map(({ svc, child }) =>
      processes.waitForHttp(`http://127.0.0.1:${ports[svc.portKey]}/health`, {
        timeoutMs: healthTimeoutMs,
        child,
        name: `svc-${svc.name}`,
      }),
    ),
  );
  log('system', `services healthy: ${services.map((svc) => svc.name).join(', ')}`);
}
