#!/usr/bin/env node
// Builds every package in dependency order: shared libs, then services, then frontends.
// Usage: node scripts/build.mjs [--services] [--frontends]   (no flag: everything)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const all = !args.has('--services') && !args.has('--frontends');

const steps = [];
if (all || args.has('--services')) {
  steps.push(['libs/contracts', 'libs/nest-common'], ['svc-catalog', 'svc-content', 'svc-auth']);
}
if (all || args.has('--frontends')) steps.push(['shell', 'mf-directory', 'mf-news', 'mf-admin']);

for (const workspaces of steps) {
  const wsArgs = workspaces.flatMap((w) => ['-w', w]);
  process.stdout.write(`build: ${workspaces.join(', ')}\n`);
  const result = spawnSync('npm', ['run', 'build', '--if-present', ...wsArgs], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`build failed in ${workspaces.join(', ')}\n`);
    process.exit(result.status ?? 1);
  }
}
