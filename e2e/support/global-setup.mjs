// Starts one whole system for the browser tests: a throwaway data directory (fresh embedded
// Postgres, sample data, keys), the built services and frontends, and the nginx gateway, all on
// ports of their own so a running `npm start` is not disturbed.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS, startSystem } from '../../scripts/lib/system.mjs';
import { freePorts } from '../../libs/testing/free-ports.mjs';
import { THROWAWAY_SETTINGS } from '../../libs/testing/postgres-server.mjs';

// Every port npm start uses (scripts/lib/ports.mjs), and a spare one for the tests.
const SYSTEM_PORTS = Object.keys(DEFAULT_PORTS);
const PORT_NAMES = [...SYSTEM_PORTS, 'spare'];
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
  for (const [variable] of Object.values(DEFAULT_PORTS)) delete env[variable];
  let system;
  try {
    system = await startSystem({
      dataDir,
      ports: Object.fromEntries(SYSTEM_PORTS.map((n) => [n, PORTS[n]])),
      port: PORTS.gateway,
      env,
      // `npm test` builds first; a stale build here would test old code, so insist on dists.
      build: process.env.BYP_E2E_BUILD === '1',
      // Its database is thrown away after the run, as the suites' server is: no disk flushes.
      postgresSettings: THROWAWAY_SETTINGS,
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
