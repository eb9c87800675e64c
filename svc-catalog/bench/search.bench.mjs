#!/usr/bin/env node
// Search at scale: inserts 100,000 businesses into a throwaway database and times the directory's
// search through the real BusinessService (built code: run `npm run build -w svc-catalog` first).
//
//   node svc-catalog/bench/search.bench.mjs postgres://user@host:5432/postgres
//   BENCH_DATABASE_URL=postgres://... node svc-catalog/bench/search.bench.mjs
//
// The URL names a server and a database to connect to for CREATE DATABASE; the bench creates
// byp_bench_<random> there, and drops it at the end. It prints a table, and one
// `ROW\t<measure>\t<value>\t<goal>` line per measurement for scripts/bench.mjs.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedBusinessesSql } from './seed-businesses.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const require = createRequire(import.meta.url);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 15;

const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'search.bench: give a Postgres URL as the first argument or in BENCH_DATABASE_URL (a throwaway database is created on that server).',
  );
  process.exit(2);
}
if (!existsSync(join(dist, 'business', 'business.service.js'))) {
  console.error(
    'search.bench: svc-catalog is not built; run `npm run build -w libs/contracts -w libs/nest-common -w svc-catalog` first.',
  );
  process.exit(2);
}

require('reflect-metadata');
const { Client } = require('pg');
const { DataSource } = require('typeorm');
const { migrations } = require(join(dist, 'migrations', 'index.js'));
const { BusinessEntity } = require(join(dist, 'business', 'business.entity.js'));
const { BusinessService } = require(join(dist, 'business', 'business.service.js'));

async function withClient(url, fn) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SEED_SQL = seedBusinessesSql({ to: ROWS });

const CASES = [
  ['rare name term (q=kharkiv bakery 4)', { q: 'kharkiv bakery 4' }],
  ['rare term, no match (q=zzqx)', { q: 'zzqx' }],
  ['common term, first 50 (q=borscht&limit=50)', { q: 'borscht', limit: 50 }],
  ['common term, all matches (q=borscht)', { q: 'borscht' }],
  ['location (location=brick lane&limit=50)', { location: 'brick lane', limit: 50 }],
  ['q + location + category (limit=50)', { q: 'studio', location: 'camden', category: 'art', limit: 50 }],
  ['first page, no filters (limit=50)', { limit: 50 }],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const name = `byp_bench_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const ds = new DataSource({
    type: 'postgres',
    url: url.toString(),
    schema: 'catalog',
    entities: [BusinessEntity],
    migrations,
    migrationsTableName: 'migrations',
    logging: false,
  });
  const rows = [];
  try {
    await withClient(url.toString(), (c) => c.query('CREATE SCHEMA IF NOT EXISTS catalog'));
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    let started = performance.now();
    await ds.query(SEED_SQL);
    await ds.query('ANALYZE "catalog"."business"');
    const seedMs = performance.now() - started;
    const trigram = (
      await ds.query(
        `SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'catalog' AND indexname LIKE '%trgm%'`,
      )
    )[0].n;
    rows.push([
      `insert ${ROWS.toLocaleString('en-GB')} businesses + ANALYZE`,
      `${(seedMs / 1000).toFixed(1)} s`,
      'informational',
    ]);
    rows.push(['trigram indexes present (searchText, placeText)', String(trigram), '2']);

    // listPublic itself, without the per-process read cache (each query here would be a hit).
    const service = new BusinessService(ds.getRepository(BusinessEntity), undefined);
    for (const [label, query] of CASES) {
      let count = 0;
      for (let i = 0; i < 2; i++) count = (await service.listPublic(query, 'en')).rows.length; // warm-up
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        started = performance.now();
        await service.listPublic(query, 'en');
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const goal = query.limit || count < 100 ? '≤ 50 ms p95' : 'informational (returns every match)';
      rows.push([
        `search: ${label} → ${count} rows`,
        `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
        goal,
      ]);
    }
    const plan = (
      await ds.query(
        `EXPLAIN SELECT "id" FROM "catalog"."business" WHERE "isApproved" = 1 AND "searchText" LIKE '%kharkiv bakery 4%'`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join(' ');
    rows.push(['plan for a rare term uses the trigram index', /trgm_idx/.test(plan) ? 'yes' : 'no', 'yes']);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }

  const widths = [0, 1, 2].map((i) =>
    Math.max(...[['measure', 'value', 'goal'], ...rows].map((r) => r[i].length)),
  );
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(['measure', 'value', 'goal']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  for (const r of rows) console.log(['ROW', `catalog ${r[0]}`, r[1], r[2]].join('\t'));
}

main().catch((error) => {
  console.error(
    `search.bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
