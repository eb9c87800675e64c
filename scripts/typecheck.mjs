#!/usr/bin/env node
// Type-checks every package that has a tsconfig.json (swc compiles without checking types).
// Built-in modules only: bootstrap() installs the dependencies first on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT as root } from './lib/bootstrap.mjs';

await bootstrap();
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = [];
for (const dir of [...workspaces, 'e2e', 'resilience']) {
  const config = join(root, dir, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const r = spawnSync(process.execPath, [tsc, '-p', config], { cwd: root, stdio: 'inherit' });
  process.stdout.write(`typecheck ${dir}: ${r.status === 0 ? 'ok' : 'FAILED'}\n`);
  if (r.status !== 0) failed.push(dir);
}
process.exit(failed.length ? 1 : 0);
