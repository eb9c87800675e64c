#!/usr/bin/env node
// Lighthouse A/B: two sets of built frontends behind two gateways in front of the same services,
// measured in turns (floor, then each page A B, the next round B A …), so a shared, noisy host
// moves both alike. The stack's floor page (the bench's) is measured in every round beside them.
//
//   cp -a {shell,mf-directory,mf-news,mf-admin}/dist somewhere first (A), change and build (B), then
//   node scripts/lighthouse-ab.mjs --a /tmp/before [--b .] [--rounds 3] [--preset mobile]
//                                  [--pages /,/communities,/news-events] [--reports /tmp/lh]
//   node scripts/lighthouse-ab.mjs --a /tmp/before --rounds 0 --keep   # both up, URLs printed
//
// A tree (`--a`, `--b`) is a directory holding shell/dist, mf-directory/dist, mf-news/dist and
// mf-admin/dist; `--b` defaults to this checkout as built. The services, the database and the
// sample data are started once, as the bench starts them (its environment, a throwaway data
// directory); each tree gets its own nginx rendered like the bench's gateway. Prints every run and,
// per page and tree, the median score, TBT and LCP with the median floor of the same rounds.
// `--reports` keeps every run's JSON report (bootup-time, long-tasks, mainthread-work-breakdown).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { freePorts } from '../libs/testing/free-ports.mjs';
import { CHROME, CHROME_FLAGS, floorPage, PAGES } from './bench-browser.mjs';
import { FRONTENDS, SERVICES, startSystem } from './lib/system.mjs';

const require = createRequire(import.meta.url);
const nginx = require('./lib/nginx.cjs');

const REPO = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: REPO },
    rounds: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'mobile' },
    pages: { type: 'string', default: PAGES.join(',') },
    reports: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
if (!args.a) {
  console.error(
    'lighthouse-ab: --a <tree with shell/dist, mf-*/dist> is required (--b defaults to this checkout)',
  );
  process.exit(2);
}
const trees = { A: resolve(args.a), B: resolve(args.b) };
for (const [name, dir] of Object.entries(trees))
  for (const fe of FRONTENDS)
    if (
      !existsSync(join(dir, fe.dir, 'dist', 'index.html')) &&
      !existsSync(join(dir, fe.dir, 'dist', 'remoteEntry.js'))
    )
      throw new Error(`${name}: ${join(dir, fe.dir, 'dist')} holds no built frontend`);
const rounds = Number(args.rounds);
const pages = args.pages.split(',').filter(Boolean);
const log = (line) => process.stderr.write(`[lighthouse-ab] ${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

// The services as the bench starts them (scripts/bench-system.mjs), on free ports.
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
const ports = await freePorts(PORT_NAMES);
const dataDir = mkdtempSync(join(tmpdir(), 'byp-lighthouse-ab-'));
chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'lighthouse-ab-password-7731',
  LOG_LEVEL: 'warn',
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
const system = await startSystem({
  dataDir,
  ports,
  port: ports.gateway,
  env,
  build: false,
  log: (n, l) => lines.push(`[${n}] ${l}`),
}).catch((error) => {
  process.stderr.write(`${lines.slice(-40).join('\n')}\n`);
  throw error;
});

/** One more nginx: the bench's gateway in front of the same services, its static servers on `tree`. */
async function gatewayFor(name, tree) {
  const own = await freePorts(['gateway', 'gatewayInternal', 'shell', 'directory', 'news', 'admin']);
  const outDir = join(dataDir, `gateway-${name}`);
  const gatewayEnv = {
    PORT: String(own.gateway),
    INTERNAL_PORT: String(own.gatewayInternal),
    NGINX_ACCESS_LOG: join(outDir, 'access.log'),
  };
  for (const { upstreamVar, portKey } of SERVICES) gatewayEnv[upstreamVar] = `127.0.0.1:${ports[portKey]}`;
  for (const { upstreamVar, portKey } of FRONTENDS) gatewayEnv[upstreamVar] = `127.0.0.1:${own[portKey]}`;
  nginx.renderGateway({
    outDir,
    env: gatewayEnv,
    staticServers: FRONTENDS.map((fe) => ({
      name: fe.name,
      listen: `127.0.0.1:${own[fe.portKey]}`,
      root: join(tree, fe.dir, 'dist'),
      spa: fe.spa,
    })),
  });
  nginx.testGatewayConfig(outDir);
  const server = nginx.spawnNginx(outDir);
  const url = `http://127.0.0.1:${own.gateway}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 300) throw new Error(`gateway ${name} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // Stopped with the rest, and if this process ends any other way too.
  const kill = () => server.exitCode === null && server.kill('SIGTERM');
  process.once('exit', kill);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        kill();
      }),
  };
}

const gateways = {};
let floor;
let chrome;
try {
  gateways.A = await gatewayFor('A', trees.A);
  gateways.B = await gatewayFor('B', trees.B);
  floor = await floorPage(join(trees.B, 'shell', 'dist'));
  if (args.keep) {
    // Both trees stay up for a closer look (a profiler, a browser) until this process is stopped.
    console.log(`A ${gateways.A.url}\nB ${gateways.B.url}\nfloor ${gateways.B.url}${floor.path}`);
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: ['*basemaps.cartocdn.com*', '*tile.openstreetmap.org*', '*tiles.*'],
  };
  const measure = async (label, url) => {
    const { lhr } = await lighthouse(url, flags, args.preset === 'desktop' ? desktopConfig : undefined);
    if (args.reports) {
      mkdirSync(args.reports, { recursive: true });
      writeFileSync(
        join(args.reports, `${label.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    const a = lhr.audits;
    const run = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: a['total-blocking-time']?.numericValue,
      lcp: a['largest-contentful-paint']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
      error: lhr.runtimeError?.code,
    };
    log(
      `${label}: ${run.error ?? `${run.score} (TBT ${run.tbt?.toFixed(0)} ms, LCP ${(run.lcp / 1000).toFixed(1)} s, CLS ${run.cls?.toFixed(3)})`}; load ${load()}`,
    );
    return run;
  };
  const results = {};
  const add = (key, run) => {
    if (!run.error && typeof run.tbt === 'number') (results[key] ??= []).push(run);
  };
  for (let round = 0; round < rounds; round += 1) {
    add('floor', await measure(`round ${round + 1} floor`, `${gateways.B.url}${floor.path}`));
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const page of pages)
      for (const tree of order)
        add(
          `${tree} ${page}`,
          await measure(`round ${round + 1} ${tree} ${page}`, `${gateways[tree].url}${page}`),
        );
  }
  const median = (list, key) => {
    const sorted = list.map((r) => r[key]).sort((x, y) => x - y);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const line = (key) => {
    const list = results[key] ?? [];
    if (!list.length) return `${key.padEnd(18)} no result`;
    return `${key.padEnd(18)} score ${String(median(list, 'score')).padStart(3)} (${list.map((r) => r.score).join(', ')}), TBT ${median(list, 'tbt').toFixed(0)} ms, LCP ${(median(list, 'lcp') / 1000).toFixed(1)} s`;
  };
  console.log(`lighthouse ${args.preset}, ${rounds} rounds, medians; load average now ${load()}`);
  console.log(`A = ${trees.A}\nB = ${trees.B}`);
  console.log(line('floor'));
  for (const page of pages) for (const tree of ['A', 'B']) console.log(line(`${tree} ${page}`));
} finally {
  chrome?.kill();
  floor?.remove();
  await Promise.all(Object.values(gateways).map((gateway) => gateway.stop()));
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
