#!/usr/bin/env node
// Search A/B at 100,000 businesses: two built svc-catalog trees side by side, the same queries
// interleaved (A B, then B A for the next query, ...), so a shared, noisy host moves both alike.
//
//   node scripts/search-ab.mjs --a-ref main [--b .] [--rounds 3] [--rows 100000]
//   node scripts/search-ab.mjs --a /some/built/tree --b /another
//   node scripts/search-ab.mjs --a-ref main --b-ref "$(git add -A && git stash create)"  # uncommitted tree, unbuilt
//
// A tree is a directory holding svc-catalog/dist, libs/{contracts,nest-common}/dist and a
// node_modules that resolves them; `--a-ref <git ref>` makes one from that commit (git archive of
// those packages, built with swc, this checkout's node_modules but its own @byp packages); `--b`
// defaults to this checkout as built (npm run build -w libs/contracts -w libs/nest-common
// -w svc-catalog). Each tree gets its own database on one
// throwaway embedded Postgres (the server the bench starts), its own svc-catalog process (the
// bench's NODE_OPTIONS, LOG_LEVEL info, sample data), grown to `rows` approved businesses with the
// bench's own INSERT … SELECT and VACUUM ANALYZE. The queries are the bench's: `search` (200 term +
// location + category queries at 100,000) and `search-kinds` (150 exact, transliterated and
// misspelt each), sent straight to each service (the gateway in front is the same for both).
// Every answer of A is compared with B's (status, body, X-Did-You-Mean, X-Total-Count and
// X-Total-At-Least): a difference is printed.
// Prints p50/p95 per kind and variant, for the first (cold) round and for all rounds.
// `--explain <file.jsonl>`: then each query once more per build, one at a time, with
// pg_stat_statements (planning included) and auto_explain (ANALYZE, BUFFERS) on: what each
// statement cost in planning and execution time and in buffers (which do not move with the host's
// load), written per query to the file with the plans, and summed up per kind (p50/p95).
import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

import { percentile, searchBenchQueries } from './bench-api.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import { jwtKeyEnv } from './lib/system/keys.mjs';
import { serviceNodeFlags } from './lib/system/services.mjs';
import { freePorts } from '../libs/testing/free-ports.mjs';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    'a-ref': { type: 'string' },
    'b-ref': { type: 'string' },
    b: { type: 'string', default: '.' },
    rounds: { type: 'string', default: '3' },
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    explain: { type: 'string' },
  },
});
const REPO = resolve(import.meta.dirname, '..');
if (!args.a && !args['a-ref']) {
  console.error('search-ab: --a <tree> or --a-ref <git ref> is required (--b defaults to this checkout)');
  process.exit(2);
}

/** A built tree of svc-catalog and its libs at a git ref, in a temp directory. */
function treeAt(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'byp-search-ab-tree-'));
  const packages = ['libs/contracts', 'libs/nest-common', 'svc-catalog'];
  execSync(
    `git archive ${JSON.stringify(ref)} ${packages.join(' ')} .swcrc.node | tar -x -C ${JSON.stringify(dir)}`,
    {
      cwd: REPO,
    },
  );
  mkdirSync(join(dir, 'node_modules', '@byp'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules')))
    if (entry !== '@byp') symlinkSync(join(REPO, 'node_modules', entry), join(dir, 'node_modules', entry));
  for (const pkg of packages.slice(0, 2))
    symlinkSync(join(dir, pkg), join(dir, 'node_modules', '@byp', pkg.split('/')[1]));
  for (const pkg of packages)
    execFileSync(
      join(REPO, 'node_modules', '.bin', 'swc'),
      [
        'src',
        '-d',
        'dist',
        '--strip-leading-paths',
        '--config-file',
        join(dir, '.swcrc.node'),
        '--ignore',
        '**/*.spec.ts',
      ],
      { cwd: join(dir, pkg), stdio: 'ignore' },
    );
  return dir;
}

const madeTrees = {
  A: args['a-ref'] ? treeAt(args['a-ref']) : undefined,
  B: args['b-ref'] ? treeAt(args['b-ref']) : undefined,
};
const TREES = { A: madeTrees.A ?? resolve(args.a), B: madeTrees.B ?? resolve(args.b) };
const ROUNDS = Number(args.rounds);
const ROWS = Number(args.rows);
const ACCEPT = { 'accept-encoding': 'gzip', accept: 'application/json' };

const log = (line) => process.stderr.write(`[search-ab] ${line}\n`);

async function withDb(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function waitFor(check, ms, what) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts one tree's svc-catalog on its own database; resolves once /health answers. */
async function startCatalog(name, tree, port, databaseUrl, keyFile) {
  const nodeOptions = serviceNodeFlags(tree);
  const lines = [];
  const child = spawn(process.execPath, [...nodeOptions, 'dist/main.js'], {
    cwd: join(tree, 'svc-catalog'),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_PUBLIC_KEY_FILE: keyFile,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      SEED_SAMPLE_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      lines.push(String(chunk));
      if (lines.length > 200) lines.splice(0, 100);
    });
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    await waitFor(
      async () => {
        if (exited) throw Object.assign(new Error('exited'), { fatal: true });
        return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;
      },
      180_000,
      `svc-catalog ${name}`,
    );
  } catch (error) {
    process.stderr.write(lines.join(''));
    child.kill('SIGTERM');
    throw error;
  }
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The bench's growTo: approved businesses up to `total`, then VACUUM ANALYZE. */
async function growTo(tree, dbUrl, total) {
  const { seedBusinessesSql } = await import(join(tree, 'svc-catalog/bench/seed-businesses.mjs'));
  await withDb(dbUrl, async (db) => {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "catalog"."business"`);
    const approved = (
      await db.query(`SELECT count(*)::int AS n FROM "catalog"."business" WHERE "isApproved" = 1`)
    ).rows[0].n;
    if (approved < total) {
      const from = rows[0].n + 1;
      await db.query(seedBusinessesSql({ from, to: from + (total - approved) - 1, allApproved: true }));
    }
    await db.query('VACUUM ANALYZE "catalog"."business"');
  });
}

/**
 * An answer without what differs between two databases seeded alike: ids, the generator's random
 * coordinates and the rows' timestamps. Names are unique (they carry the row's number), so the
 * id never breaks a tie between generated rows.
 */
function comparable(body) {
  const varying = new Set(['id', 'latitude', 'longitude', 'createdAt', 'updatedAt']);
  try {
    return JSON.stringify(JSON.parse(body), (key, value) => (varying.has(key) ? undefined : value));
  } catch {
    return body;
  }
}

async function get(base, query) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/businesses?${query}`, { headers: ACCEPT });
  const body = await res.text();
  return {
    ms: performance.now() - t0,
    status: res.status,
    body,
    didYouMean: res.headers.get('x-did-you-mean'),
    total: `${res.headers.get('x-total-count') ?? ''}/${res.headers.get('x-total-at-least') ?? ''}`,
  };
}

let services;

/**
 * Each query once per build (A then B), one at a time: pg_stat_statements reset before and read
 * after (time planning and executing, buffers, per statement), auto_explain's plans from the
 * server log in between. Written to --explain's file; per kind, p50/p95 of the sums printed.
 */
async function explainPass(superuserUrl, pgLog, kinds) {
  const { writeFileSync } = await import('node:fs');
  const out = [];
  await withDb(superuserUrl, async (c) => {
    for (const [name, value] of Object.entries({
      'auto_explain.log_min_duration': '0',
      'auto_explain.log_analyze': 'on',
      'auto_explain.log_buffers': 'on',
      'auto_explain.log_timing': 'on',
    }))
      await c.query(`ALTER SYSTEM SET ${name} = '${value}'`);
    await c.query('SELECT pg_reload_conf()');
    await new Promise((r) => setTimeout(r, 500));
    const dbs = Object.fromEntries(
      (await c.query(`SELECT oid, datname FROM pg_database`)).rows.map((r) => [r.datname, r.oid]),
    );
    const settle = () => new Promise((r) => setTimeout(r, 30));
    for (const [kind, queries] of Object.entries(kinds))
      for (const query of queries)
        for (const name of ['A', 'B']) {
          // Twice: the first warms this query's pages (the timed rounds have seen them already).
          await get(services[name].url, query);
          await settle();
          await c.query('SELECT pg_stat_statements_reset()');
          const from = pgLog.length;
          const answer = await get(services[name].url, query);
          await settle();
          const statements = (
            await c.query(
              `SELECT left(query, 120) AS query, calls, total_plan_time AS plan, total_exec_time AS exec,
                      shared_blks_hit + shared_blks_read AS buffers
                 FROM pg_stat_statements WHERE dbid = $1 AND query NOT LIKE '%pg_stat_statements%'`,
              [dbs[`search_ab_${name.toLowerCase()}`]],
            )
          ).rows.map((r) => ({ ...r, calls: Number(r.calls), buffers: Number(r.buffers) }));
          const sum = (key) => statements.reduce((t, s) => t + s[key], 0);
          out.push({
            kind,
            query,
            variant: name,
            ms: answer.ms,
            calls: sum('calls'),
            plan: sum('plan'),
            exec: sum('exec'),
            buffers: sum('buffers'),
            statements,
            plans: pgLog.slice(from).join('\n'),
          });
        }
    await c.query('ALTER SYSTEM RESET auto_explain.log_min_duration');
    await c.query('SELECT pg_reload_conf()');
  });
  writeFileSync(args.explain, out.map((line) => JSON.stringify(line)).join('\n') + '\n');
  const p = (rows, key, q) =>
    percentile(
      rows.map((r) => r[key]),
      q,
    ).toFixed(key === 'buffers' || key === 'calls' ? 0 : 2);
  console.log(
    '| queries | build | statements p50/p95 | plan ms p50/p95 | exec ms p50/p95 | buffers p50/p95 | answer ms p50/p95 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of Object.keys(kinds))
    for (const name of ['A', 'B']) {
      const rows = out.filter((r) => r.kind === kind && r.variant === name);
      console.log(
        `| ${kind} | ${name} | ${['calls', 'plan', 'exec', 'buffers', 'ms'].map((k) => `${p(rows, k, 50)} / ${p(rows, k, 95)}`).join(' | ')} |`,
      );
    }
  log(`explain: ${out.length} answers with their statements and plans in ${args.explain}`);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'byp-search-ab-'));
  const ports = await freePorts(['postgres', 'A', 'B']);
  const { JWT_PUBLIC_KEY_FILE: publicKeyFile } = jwtKeyEnv({}, dataDir);
  const pgLog = [];
  const pgOptions = { dataDir, port: ports.postgres, log: (line) => args.explain && pgLog.push(line) };
  let pgServer = await startEmbeddedPostgres(pgOptions);
  if (args.explain) {
    // pg_stat_statements needs a restart to load; auto_explain stays silent until the explain pass.
    await withDb(pgServer.superuserUrl, async (c) => {
      await c.query(`ALTER SYSTEM SET shared_preload_libraries = pg_stat_statements, auto_explain`);
      await c.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
    });
    await pgServer.stop();
    pgServer = await startEmbeddedPostgres(pgOptions);
    await withDb(pgServer.superuserUrl, (c) => c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
  }
  services = {};
  // Ctrl-C (and --keep's end) stops what this run started: both services, then Postgres.
  const stop = async () => {
    for (const s of Object.values(services)) s.child.kill('SIGTERM');
    await pgServer.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    for (const tree of Object.values(madeTrees)) if (tree) rmSync(tree, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => stop().then(() => process.exit(130)));
  try {
    for (const name of ['A', 'B']) {
      const db = `search_ab_${name.toLowerCase()}`;
      await withDb(pgServer.superuserUrl, (c) => c.query(`CREATE DATABASE ${db}`));
      const url = new URL(pgServer.superuserUrl);
      url.pathname = `/${db}`;
      services[name] = {
        ...(await startCatalog(name, TREES[name], ports[name], url.toString(), publicKeyFile)),
        db: url.toString(),
      };
      const started = performance.now();
      await growTo(TREES[name], url.toString(), ROWS);
      log(
        `${name} (${TREES[name]}): ${ROWS} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const kinds = searchBenchQueries();
    const times = {}; // times[kind][variant][round] = number[]
    let differences = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let i = 0;
      for (const [kind, queries] of Object.entries(kinds)) {
        times[kind] ??= { A: [], B: [] };
        times[kind].A[round] = [];
        times[kind].B[round] = [];
        for (const query of queries) {
          const order = (i++ + round) % 2 ? ['B', 'A'] : ['A', 'B'];
          const answers = {};
          for (const name of order) answers[name] = await get(services[name].url, query);
          for (const name of order) times[kind][name][round].push(answers[name].ms);
          const { A, B } = answers;
          if (
            round === 0 &&
            (A.status !== B.status ||
              comparable(A.body) !== comparable(B.body) ||
              A.didYouMean !== B.didYouMean ||
              A.total !== B.total)
          ) {
            differences++;
            if (differences <= 10)
              log(
                `DIFFERENT ${kind} ${query}: A ${A.status} ${A.total} ${A.didYouMean ?? ''} ${A.body.slice(0, 160)} | B ${B.status} ${B.total} ${B.didYouMean ?? ''} ${B.body.slice(0, 160)}`,
              );
          }
        }
      }
      log(`round ${round + 1} of ${ROUNDS} done`);
    }
    if (ROUNDS === 0) {
      if (args.explain) await explainPass(pgServer.superuserUrl, pgLog, kinds);
      return;
    }
    const fmt = (values) =>
      values.length === 0
        ? 'n/a'
        : `p50 ${percentile(values, 50).toFixed(1)}  p95 ${percentile(values, 95).toFixed(1)}`;
    const ratio = (a, b) => (percentile(b, 95) / percentile(a, 95)).toFixed(2);
    // Per query, its fastest answer over the rounds: what a quiet host would show, as far as a
    // busy one can tell (noise only ever adds time).
    const best = (rounds) => rounds[0].map((_, q) => Math.min(...rounds.map((round) => round[q])));
    console.log(
      '| queries | A cold | B cold | A all rounds | B all rounds | A best of rounds | B best of rounds | B/A p95 (all; best) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const total = { A: [[], [], []], B: [[], [], []] };
    const line = (label, A, B) =>
      console.log(
        `| ${label} | ${fmt(A[0])} | ${fmt(B[0])} | ${fmt(A[1])} | ${fmt(B[1])} | ${fmt(A[2])} | ${fmt(B[2])} | ${ratio(A[1], B[1])}; ${ratio(A[2], B[2])} |`,
      );
    for (const [kind, byVariant] of Object.entries(times)) {
      const figures = {};
      for (const v of ['A', 'B']) {
        figures[v] = [
          byVariant[v][0] ?? [],
          byVariant[v].flat(),
          byVariant[v].length ? best(byVariant[v]) : [],
        ];
        figures[v].forEach((values, i) => total[v][i].push(...values));
      }
      line(`${kind} (${figures.A[0].length})`, figures.A, figures.B);
    }
    line('every query', total.A, total.B);
    console.log(`answers that differ between A and B (first round): ${differences}`);
    if (args.explain) await explainPass(pgServer.superuserUrl, pgLog, kinds);
    if (args.keep) {
      log(
        `kept running: A ${services.A.url} (${services.A.db}), B ${services.B.url} (${services.B.db}); Ctrl-C ends`,
      );
      await new Promise(() => {});
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
