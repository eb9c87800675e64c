#!/usr/bin/env node
// `npm run bench`: every performance figure of issue 13 measured side by side with its limit in
// one run, printed as ONE table (figure, measured, limit, pass/over) and appended with the commit
// id to bench/history.jsonl. It starts the built system itself on free ports with a throwaway data
// directory (or measures BASE_URL) and generates its own data. Timings live here, never in tests.
//
//   npm run bench                                  all figures (a few minutes)
//   npm run bench -- --only lighthouse,first-load  a subset; --skip search to leave some out
//   BASE_URL=http://host:8080 BENCH_DATABASE_URL=… BENCH_ADMIN_USERNAME=… BENCH_ADMIN_PASSWORD=… npm run bench
//
// Figures: startup, first-load, lighthouse, throughput (with memory), search, search-kinds, bulk,
// claims, photos (upload + re-encode of a 12 MP photo, bytes of a card's photo), first-card (time
// to the first business card at 18 to 100,000 listings, on its own system; BENCH_FIRST_CARD_SIZES,
// BENCH_FIRST_CARD_RUNS), map-api (the map's clusters in view at three zoom levels, X-Total-Count
// through the gateway, and the CSV export of 100,000 rows with svc-catalog's peak RSS), map-frames
// (frame times of the business map panned and zoomed over 100,000 listings, p50/p95, with its
// answers' times; on its own system; BENCH_MAP_SIZE).
// Built-in modules only until bootstrap() has installed the dependencies.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT } from './lib/bootstrap.mjs';
import { prefixedLogger } from './lib/log.mjs';

// The bench starts the gateway and drives Chromium, as `npm test` does; wrk is its load client
// (scripts/lib/http-load.mjs falls back to autocannon without it).
await bootstrap({ systemPackages: ['nginx', 'chromium'], optionalPackages: ['wrk'], log: prefixedLogger() });
const { bulkImport, offerClaims, searchLatency, searchQueryKinds, startup, throughputAndMemory } =
  await import('./bench-api.mjs');
const { firstLoadFigures, lighthouseFigures } = await import('./bench-browser.mjs');
const { acquireSystem } = await import('./bench-system.mjs');
const { photoFigures } = await import('./bench-photos.mjs');
const { firstCardFigures } = await import('./bench-first-card.mjs');
const { mapFigures } = await import('./bench-map-api.mjs');
const { mapFrameFigures } = await import('./bench-map.mjs');

/** In run order: the browser figures first, while the catalog holds only the sample data a visitor sees. */
const FIGURES = {
  startup,
  'first-load': firstLoadFigures,
  lighthouse: lighthouseFigures,
  throughput: throughputAndMemory,
  claims: offerClaims,
  search: searchLatency,
  'search-kinds': searchQueryKinds,
  bulk: bulkImport,
  photos: photoFigures,
  // The map's clusters in view, X-Total-Count through the gateway and the CSV export, at 100,000
  // businesses (issue 29): after the figures that want a smaller catalog.
  'map-api': mapFigures,
  // Last: it starts a system of its own and grows its catalog to 100,000 (issue 29).
  'first-card': firstCardFigures,
  // Also on a system of its own, grown to 100,000 located businesses (issue 29, point 4).
  'map-frames': mapFrameFigures,
};

function parseArgs(argv) {
  const list = (flag) => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (i < 0) return undefined;
    const value = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
    return (value ?? '').split(',').filter(Boolean);
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  const unknown = [...(only ?? []), ...skip].filter((name) => !(name in FIGURES));
  if (argv.includes('--help') || unknown.length > 0) {
    console.error(
      `usage: npm run bench [-- --only a,b] [-- --skip a,b]; figures: ${Object.keys(FIGURES).join(', ')}`,
    );
    process.exit(unknown.length > 0 ? 2 : 0);
  }
  return Object.keys(FIGURES).filter((name) => (only ? only.includes(name) : true) && !skip.includes(name));
}

function printTable(rows) {
  const header = ['figure', 'measured', 'limit / budget', 'result'];
  const cells = rows.map((r) => [
    r.figure,
    r.measured,
    r.limit,
    r.pass === undefined ? '–' : r.pass ? 'pass' : 'OVER',
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => `| ${c.map((v, i) => String(v).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

function commitId() {
  try {
    const id = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${id}+dirty` : id;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const selected = parseArgs(process.argv.slice(2));
  const log = (line) => process.stderr.write(`[bench] ${line}\n`);
  const rows = [];
  const record = (row) => rows.push(row);
  const system = await acquireSystem({ log });
  try {
    for (const name of selected) {
      log(`${name}…`);
      try {
        await FIGURES[name]({ system, log, record });
      } catch (error) {
        record({ figure: name, measured: `failed: ${error.message}`.slice(0, 160), limit: '', pass: false });
        log(error.stack ?? String(error));
      }
    }
  } finally {
    await system.stop();
  }
  printTable(rows);
  const entry = {
    date: new Date().toISOString(),
    commit: commitId(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    target: system.started ? 'started by the bench' : system.url,
    figures: rows.map(({ figure, measured, limit, pass, value }) => ({
      figure,
      measured,
      limit,
      pass,
      value,
    })),
  };
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  appendFileSync(join(REPO_ROOT, 'bench', 'history.jsonl'), `${JSON.stringify(entry)}\n`);
  log(`appended to bench/history.jsonl (${entry.commit})`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
