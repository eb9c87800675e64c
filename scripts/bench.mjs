#!/usr/bin/env node
// `npm run bench`: the performance goals, measured and printed as a table. Goals are stated
// beside each measurement; nothing here is a pass/fail test (timing in tests is flaky).
//  1. What the first page costs: gzip size of the shell's initial JavaScript and each remoteEntry.
//  2. Search at scale: svc-catalog's search over 100,000 businesses (its own bench script).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rows = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function bundleSizes() {
  if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) {
    spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const html = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  // The minified HTML leaves attributes unquoted; the entry is `main.js?<build hash>`.
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?\/?([^"\s>?]+)/g)].map((m) => m[1]);
  const initial = scripts.reduce((sum, s) => sum + gz(join(root, 'shell', 'dist', s)), 0);
  rows.push([`shell: entry scripts ${scripts.join(' + ')} (gzip)`, kb(initial), '≤ 50 KB']);
  for (const remote of ['mf-directory', 'mf-news', 'mf-admin']) {
    const entry = join(root, remote, 'dist', 'remoteEntry.js');
    if (existsSync(entry)) rows.push([`${remote}: remoteEntry.js (gzip)`, kb(gz(entry)), '≤ 50 KB']);
    const olChunk = readdirSync(join(root, remote, 'dist')).filter((f) => f.endsWith('.js'));
    const total = olChunk.reduce((sum, f) => sum + gz(join(root, remote, 'dist', f)), 0);
    rows.push([`${remote}: all chunks (gzip)`, kb(total), 'informational']);
  }
}

/** Runs svc-catalog's search bench on a throwaway Postgres (the same server choice as the tests). */
function searchBench() {
  const result = spawnSync('node', ['scripts/bench-catalog.mjs'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = (result.stdout ?? '')
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('ROW\t'));
  for (const line of lines) rows.push(line.split('\t').slice(1));
  if (lines.length === 0) rows.push(['catalog search at 100k', 'failed', (result.stdout ?? '').slice(-200)]);
}

bundleSizes();
searchBench();

const widths = [0, 1, 2].map((i) =>
  Math.max(...[['measure', 'value', 'goal'], ...rows].map((r) => String(r[i] ?? '').length)),
);
const line = (r) => `| ${r.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
console.log(line(['measure', 'value', 'goal']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
