// The system `npm run bench` measures: one it starts itself (free ports, a throwaway data
// directory, the built tree, like e2e/support/global-setup.mjs) or the one at BASE_URL.
// With BASE_URL, figures that need to write data or read process memory also need
// BENCH_DATABASE_URL (the catalog database, superuser or owner) and BENCH_ADMIN_USERNAME /
// BENCH_ADMIN_PASSWORD; without them those figures are reported as not measured.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePorts } from '../libs/testing/free-ports.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { REPO_ROOT, startSystem, SERVICES } from './lib/system.mjs';

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
];
const ADMIN_PASSWORD = 'bench-admin-password-7731';

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * @returns {Promise<{ url: string, started: boolean, startupMs?: number, catalogDbUrl?: string,
 *   admin?: { username: string, password: string }, servicePids: Record<string, number>,
 *   staticDir?: string, stop: () => Promise<void> }>}
 */
export async function acquireSystem({ log }) {
  if (process.env.BASE_URL) {
    const url = process.env.BASE_URL.replace(/\/$/, '');
    const username = process.env.BENCH_ADMIN_USERNAME;
    const password = process.env.BENCH_ADMIN_PASSWORD;
    return {
      url,
      started: false,
      catalogDbUrl: process.env.BENCH_DATABASE_URL,
      admin: username && password ? { username, password } : undefined,
      servicePids: {},
      stop: async () => {},
    };
  }

  // Build what is stale first (the stamps `npm run build` uses), outside the start-up timing.
  await ensureBuilt({
    rootDir: REPO_ROOT,
    stampDir: join(REPO_ROOT, '.data', 'build'),
    log: (name, line) => log(`${name}: ${line}`),
  });
  const ports = await freePorts(PORT_NAMES);
  const dataDir = mkdtempSync(join(tmpdir(), 'byp-bench-'));
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The claims figure sends 200 claims from one address: with the default 'claim' limit
    // (60/3600) it measured the limiter's 429s, not claims. The limiter has its own tests.
    RATE_LIMIT_CLAIM: process.env.RATE_LIMIT_CLAIM ?? '100000/3600',
    RATE_LIMIT_CLAIM_PER_OFFER: process.env.RATE_LIMIT_CLAIM_PER_OFFER ?? '100000/3600',
  };
  for (const key of [
    'DATABASE_URL',
    'PORT',
    'GATEWAY_INTERNAL_PORT',
    'CATALOG_PORT',
    'CONTENT_PORT',
    'AUTH_PORT',
    'PGPORT',
  ])
    delete env[key];
  for (const key of ['SHELL_PORT', 'MF_DIRECTORY_PORT', 'MF_NEWS_PORT', 'MF_ADMIN_PORT']) delete env[key];
  const lines = [];
  // Start-up is timed as `npm start` on a built tree: from spawning to the gateway answering /
  // with every service's /health ready (startSystem waits for the health checks).
  const startedAt = performance.now();
  let system;
  try {
    system = await startSystem({
      dataDir,
      ports,
      port: ports.gateway,
      env,
      build: false,
      log: (name, line) => lines.push(`[${name}] ${line}`),
    });
  } catch (error) {
    process.stderr.write(`${lines.slice(-40).join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${ports.gateway}`;
  await waitUntil(async () => (await fetch(`${url}/`)).ok, 30_000);
  const startupMs = performance.now() - startedAt;
  log(`system up on ${url} in ${(startupMs / 1000).toFixed(1)} s (data in ${dataDir})`);

  const state = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8'));
  const servicePids = {};
  for (const svc of SERVICES) {
    const child = state.children.find((c) => c.name === svc.name);
    if (child) servicePids[svc.dir] = child.pid;
  }
  // The catalog service's own role and database (it owns its schema; no temporary tables).
  const catalogDbUrl = system.databaseUrls.catalog;
  return {
    url,
    started: true,
    startupMs,
    catalogDbUrl,
    // svc-catalog itself, for the search floor's figure straight to the service.
    catalogUrl: `http://127.0.0.1:${ports.catalog}`,
    admin: { username: 'admin', password: ADMIN_PASSWORD },
    servicePids,
    // The shell's dist is one of the static roots of the same nginx: the throughput figure puts
    // its comparison file there.
    staticDir: join(REPO_ROOT, 'shell', 'dist'),
    stop: async () => {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in bytes (Linux /proc), or undefined when unreadable. */
export function rssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function adminToken(url, admin) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
