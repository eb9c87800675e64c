#!/usr/bin/env node
// `npm run lint`: ESLint, the Prettier check and the type check of every package, stopping at the
// first that fails. Built-in modules only until bootstrap() has installed the dependencies.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { bootstrap, REPO_ROOT } from './lib/bootstrap.mjs';

await bootstrap();
const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);
for (const [command, args] of [
  [bin('eslint'), ['.']],
  [bin('prettier'), ['--check', '.']],
  [process.execPath, [join(REPO_ROOT, 'scripts', 'typecheck.mjs')]],
]) {
  const { status } = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
