// Starts one whole system for the browser tests: a throwaway data directory (fresh embedded
// Postgres, sample data, keys), the built services and frontends, and the nginx gateway, all on
// ports of their own so a running `npm start` is not disturbed.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSystem } from '../../scripts/lib/system.mjs';
import { freePorts } from '../../libs/testing/free-ports.mjs';

const PORT_NAMES = [
  'gateway',
  'gatewayInternal',
  'catalog',
  'content',
  'auth',
  'postgres',
  'shell',
  'directory',
  'news',
  'admin',
  'spare',
];
const ADMIN_PASSWORD = 'e2e-admin-password-0451';

export default async function globalSetup() {
  // Free ports, not fixed ones: a developer's `npm start` or another test run may be up.
  const PORTS = await freePorts(PORT_NAMES);
  const dataDir = mkdtempSync(join(tmpdir(), 'byp-e2e-'));
  chmodSync(dataDir, 0o755);
  const lines = [];
  // Every browser of the run claims from 127.0.0.1: several files claim the same sample offer, so
  // the per-address limit on new claims of one offer (default 3 an hour) is raised here; its own
  // refusals are tested in svc-catalog's hardening suite.
  const env = {
    ...process.env,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_CLAIM_PER_OFFER: '1000/3600',
  };
  delete env.DATABASE_URL;
  for (const key of [
    'PORT',
    'GATEWAY_INTERNAL_PORT',
    'CATALOG_PORT',
    'CONTENT_PORT',
    'AUTH_PORT',
    'PGPORT',
    'SHELL_PORT',
    'MF_DIRECTORY_PORT',
    'MF_NEWS_PORT',
    'MF_ADMIN_PORT',
  ])
    delete env[key];
  let system;
  try {
    system = await startSystem({
      dataDir,
      ports: Object.fromEntries(PORT_NAMES.filter((n) => n !== 'spare').map((n) => [n, PORTS[n]])),
      port: PORTS.gateway,
      env,
      // `npm test` builds first; a stale build here would test old code, so insist on dists.
      build: process.env.BYP_E2E_BUILD === '1',
      log: (name, line) => lines.push(`[${name}] ${line}`),
    });
  } catch (error) {
    process.stderr.write(`\n${lines.slice(-40).join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.BYP_E2E_URL = system.url;
  process.env.BYP_E2E_DATA_DIR = dataDir;
  process.env.BYP_E2E_ADMIN_USERNAME = 'admin';
  process.env.BYP_E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  process.env.BYP_E2E_CATALOG_URL = `http://127.0.0.1:${PORTS.catalog}`;
  process.env.BYP_E2E_CONTENT_URL = `http://127.0.0.1:${PORTS.content}`;
  process.env.BYP_E2E_AUTH_URL = `http://127.0.0.1:${PORTS.auth}`;
  process.env.BYP_E2E_SPARE_PORT = String(PORTS.spare);
  globalThis.__bypE2eSystem = { system, dataDir };
}
