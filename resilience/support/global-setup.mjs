// The resilience suite's system: one whole system as the browser tests start theirs (fresh
// embedded Postgres, the three built services, the built frontends, the nginx gateway, all on free
// ports), plus a control endpoint on loopback through which the fault tests take a piece down and
// bring it back: a service (any signal, kept down until asked to start) or Postgres.
//
// The tests run in jest's test context, which shares no objects with this one; they reach the
// handles through that endpoint (resilience/support/control.ts), whose address and token are in
// BYP_RES_CONTROL_URL and BYP_RES_CONTROL_TOKEN.
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePorts } from '../../libs/testing/free-ports.mjs';
import { DEFAULT_PORTS, REPO_ROOT, startSystem } from '../../scripts/lib/system.mjs';

const SYSTEM_PORTS = Object.keys(DEFAULT_PORTS);
const ADMIN_PASSWORD = 'resilience-admin-password-7730';
/** Every line the system prints (services, Postgres, the supervisor), for a failed run's reader. */
export const SYSTEM_LOG = join(REPO_ROOT, '.tmp', 'resilience-system.log');
/** Rate limits high enough for a load from one address (127.0.0.1); the environment may set others. */
const RAISED_LIMIT = '9999999/3600';

export default async function globalSetup() {
  // And a spare one, as e2e's setup gives its tests (BYP_E2E_SPARE_PORT).
  const { spare, ...ports } = await freePorts([...SYSTEM_PORTS, 'spare']);
  const dataDir = mkdtempSync(join(tmpdir(), 'byp-resilience-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  writeFileSync(SYSTEM_LOG, '');
  const env = {
    ...process.env,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The load and the generated hostile input all come from 127.0.0.1: the per-address limits on
    // public writes and claims (tested in the services' own suites) would refuse most of it.
    RATE_LIMIT_PUBLIC_WRITE: process.env.RATE_LIMIT_PUBLIC_WRITE ?? RAISED_LIMIT,
    RATE_LIMIT_CLAIM: process.env.RATE_LIMIT_CLAIM ?? RAISED_LIMIT,
    RATE_LIMIT_CLAIM_PER_OFFER: process.env.RATE_LIMIT_CLAIM_PER_OFFER ?? RAISED_LIMIT,
  };
  delete env.DATABASE_URL;
  for (const [variable] of Object.values(DEFAULT_PORTS)) delete env[variable];
  const log = (name, line) => appendFileSync(SYSTEM_LOG, `${new Date().toISOString()} [${name}] ${line}\n`);
  let system;
  try {
    system = await startSystem({
      dataDir,
      ports,
      port: ports.gateway,
      env,
      build: false,
      log,
    });
  } catch (error) {
    process.stderr.write(`\nthe system did not start; its output: ${SYSTEM_LOG}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const token = randomBytes(16).toString('hex');
  const control = await startControlServer(system, token, log);
  const databaseUrl = new URL(system.postgres.superuserUrl);
  databaseUrl.pathname = '/byp';

  process.env.BYP_E2E_URL = system.url;
  process.env.BYP_E2E_DATA_DIR = dataDir;
  process.env.BYP_E2E_ADMIN_USERNAME = 'admin';
  process.env.BYP_E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  process.env.BYP_E2E_CATALOG_URL = `http://127.0.0.1:${ports.catalog}`;
  process.env.BYP_E2E_CONTENT_URL = `http://127.0.0.1:${ports.content}`;
  process.env.BYP_E2E_AUTH_URL = `http://127.0.0.1:${ports.auth}`;
  process.env.BYP_E2E_SPARE_PORT = String(spare);
  process.env.BYP_E2E_DATABASE_URL = databaseUrl.toString();
  process.env.BYP_RES_CONTROL_URL = control.url;
  process.env.BYP_RES_CONTROL_TOKEN = token;
  process.env.BYP_RES_SYSTEM_LOG = SYSTEM_LOG;
  globalThis.__bypResilienceSystem = { system, dataDir, control };
}

/**
 * POST /services/<name>/stop {"signal":"SIGKILL"}  sends the signal, keeps the service down;
 *                                                   answers once the process has exited (or at
 *                                                   once with "wait": false)
 * POST /services/<name>/start                       lets the supervisor start it again now
 * POST /postgres/stop, POST /postgres/start         Postgres's fast shutdown, and a start on the same data
 * GET  /status                                      { services: { <name>: pid, or null when not running } }
 */
function startControlServer(system, token, log) {
  // Asking for the state it is in changes nothing: a test's afterAll may ask for it again.
  let postgresUp = true;
  const routes = {
    'GET /status': async () => ({
      services: Object.fromEntries(
        Object.entries(system.services).map(([name, s]) => [name, s.running() ? s.pid() : null]),
      ),
    }),
    'POST /postgres/stop': async () => {
      if (!postgresUp) return { stopped: false };
      log('control', 'stopping Postgres');
      postgresUp = false;
      await system.postgres.stop();
      return { stopped: true };
    },
    'POST /postgres/start': async () => {
      if (postgresUp) return { started: false };
      log('control', 'starting Postgres');
      await system.postgres.start();
      postgresUp = true;
      return { started: true };
    },
  };
  const server = createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-control-token'] !== token) return answer(403, { error: 'token' });
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      try {
        const path = new URL(req.url, 'http://control').pathname;
        const service = /^\/services\/(catalog|content|auth)\/(stop|start)$/.exec(path);
        if (req.method === 'POST' && service) {
          const handle = system.services[service[1]];
          if (service[2] === 'start') {
            log('control', `starting svc-${service[1]}`);
            handle.start();
            return answer(200, { started: true });
          }
          const { signal = 'SIGTERM', wait = true } = raw ? JSON.parse(raw) : {};
          log('control', `sending ${signal} to svc-${service[1]}`);
          return answer(200, await handle.stop(signal, { wait }));
        }
        const route = routes[`${req.method} ${path}`];
        if (!route) return answer(404, { error: 'no such control' });
        return answer(200, await route());
      } catch (error) {
        return answer(500, { error: String(error?.stack ?? error) });
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}
