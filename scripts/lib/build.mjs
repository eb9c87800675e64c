// Builds what `npm start` runs, skipping a step when its outputs are newer than its inputs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import processes from './process.cjs';

const LIB_INPUTS = [
  'libs/contracts',
  'libs/nest-common',
  'package-lock.json',
  'tsconfig.base.json',
  '.swcrc.node',
];
const FRONTEND_LIB_INPUTS = [
  'libs/contracts',
  'libs/platform',
  'libs/ui',
  'package-lock.json',
  'tsconfig.base.json',
  'webpack.federation.js',
  'webpack.pages.js',
  'webpack',
];

/** Build steps in order; each step's workspaces build together. */
export const BUILD_STEPS = [
  {
    name: 'libs',
    workspaces: ['libs/contracts', 'libs/nest-common'],
    inputs: LIB_INPUTS,
    outputs: ['libs/contracts/dist', 'libs/nest-common/dist'],
  },
  // The gateway's configuration renderer (npm start renders with it).
  {
    name: 'gateway',
    workspaces: ['gateway'],
    inputs: ['gateway/src', 'gateway/package.json', 'package-lock.json', '.swcrc.node'],
    outputs: ['gateway/dist/index.js'],
  },
  ...['svc-catalog', 'svc-content', 'svc-auth'].map((svc) => ({
    name: svc,
    workspaces: [svc],
    inputs: [svc, ...LIB_INPUTS],
    outputs: [`${svc}/dist/main.js`],
  })),
  ...['shell', 'mf-directory', 'mf-news', 'mf-admin'].map((app) => ({
    name: app,
    workspaces: [app],
    inputs: [app, ...FRONTEND_LIB_INPUTS],
    outputs: [app === 'shell' ? `${app}/dist/index.html` : `${app}/dist/remoteEntry.js`],
    parallel: true,
  })),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isFresh(rootDir, stampFile, step) {
  if (!existsSync(stampFile)) return false;
  if (!step.outputs.every((out) => existsSync(join(rootDir, out)))) return false;
  const stamp = statSync(stampFile).mtimeMs;
  return step.inputs.every((input) => newestMtime(join(rootDir, input)) <= stamp);
}

function runBuild(rootDir, step, log) {
  return new Promise((resolve, reject) => {
    const args = ['run', 'build', '--if-present', ...step.workspaces.flatMap((w) => ['-w', w])];
    const child = spawn('npm', args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
    processes.pipeLines(child, (line) => log(`build:${step.name}`, line));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${step.name} failed (exit code ${code})`)),
    );
  });
}

/**
 * Builds libs, services and frontends as needed, saying which step runs (n/total) and for how long.
 * @param {{ rootDir: string, stampDir: string, log: (name: string, line: string) => void, force?: boolean,
 *           only?: string[] }} options  only: step names to consider (default all)
 */
export async function ensureBuilt({ rootDir, stampDir, log, force = false, only }) {
  mkdirSync(stampDir, { recursive: true });
  const steps = BUILD_STEPS.filter((step) => !only || only.includes(step.name));
  const startedAll = Date.now();
  const running = new Map();
  // A webpack build can be silent for a minute on a busy machine: say what is still running.
  const ticker = setInterval(() => {
    if (running.size === 0) return;
    const now = Date.now();
    log(
      'build',
      `still building: ${[...running].map(([name, t]) => `${name} (${Math.round((now - t) / 1000)} s)`).join(', ')}`,
    );
  }, 20_000);
  let built = 0;
  const build = async (step) => {
    const position = `[${steps.indexOf(step) + 1}/${steps.length}]`;
    const stampFile = join(stampDir, `${step.name}.stamp`);
    if (!force && isFresh(rootDir, stampFile, step)) {
      log('build', `${position} ${step.name}: up to date`);
      return;
    }
    log('build', `${position} ${step.name}: building`);
    const started = Date.now();
    running.set(step.name, started);
    try {
      await runBuild(rootDir, step, log);
    } finally {
      running.delete(step.name);
    }
    writeFileSync(stampFile, `${new Date().toISOString()}\n`);
    built += 1;
    log('build', `${position} ${step.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    for (const step of steps.filter((s) => !s.parallel)) await build(step);
    const results = await Promise.allSettled(steps.filter((s) => s.parallel).map(build));
    const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
    if (failed.length > 0) throw new Error(failed.join('; '));
  } finally {
    clearInterval(ticker);
  }
  if (built > 0)
    log(
      'build',
      `${built} of ${steps.length} steps built in ${((Date.now() - startedAll) / 1000).toFixed(1)} s`,
    );
}
